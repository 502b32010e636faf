/**
 * The team cards' derived data. `teamContact` is the one place that reads a member's contact
 * details, so a change in how they are stored (or configured) is a change here only.
 */
import type { TeamMember } from '../content/data/index.ts';

/** Qualifications shown before the '+N more' button. */
export const QUALIFICATIONS_SHOWN = 2;

export function splitQualifications(qualifications: readonly string[], shown = QUALIFICATIONS_SHOWN) {
  return { first: qualifications.slice(0, shown), rest: qualifications.slice(shown) };
}

export interface TeamContact {
  email?: string;
  phone?: { display: string; tel: string };
}

/** A South African number as dialled from anywhere: '010 500 4411' → '+27105004411'. */
export function telHref(display: string): string {
  const digits = display.replace(/\D/g, '');
  return digits.startsWith('0') ? `+27${digits.slice(1)}` : `+${digits}`;
}

export function teamContact(member: TeamMember): TeamContact {
  return {
    ...(member.email ? { email: member.email } : {}),
    ...(member.phone ? { phone: { display: member.phone, tel: telHref(member.phone) } } : {}),
  };
}
