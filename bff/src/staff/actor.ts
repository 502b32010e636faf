import type { StaffRole } from '@hl/shared/staff';

/** Who makes an admin request: a signed-in staff member, or a script holding ADMIN_TOKEN. */
export interface Actor {
  /** The staff account; null for the token. */
  id: string | null;
  /** How the audit log names it: the account's e-mail, or "admin token". */
  label: string;
  role: StaffRole;
}

/** ADMIN_TOKEN is for scripts and for creating the first admin: it may do what an admin may. */
export const TOKEN_ACTOR: Actor = { id: null, label: 'admin token', role: 'admin' };
