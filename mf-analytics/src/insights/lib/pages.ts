import { INSIGHTS_PATH } from '@hl/shared/site-map';
import type { StaffRole } from '@hl/shared/staff';

/** The insights page's own pages, each at its path under /insights (the shell sends them all here). */
export type Page =
  | { name: 'overview' }
  | { name: 'leads' }
  | { name: 'lead'; id: string }
  | { name: 'staff' }
  | { name: 'audit' }
  | { name: 'unknown' };

/** The least role each page needs: the BFF refuses the rest anyway; the page does not offer it. */
export const PAGE_ROLES: Record<Page['name'], StaffRole> = {
  overview: 'viewer',
  leads: 'agent',
  lead: 'agent',
  staff: 'admin',
  audit: 'admin',
  unknown: 'viewer',
};

/** The page a path shows. */
export function pageOf(pathname: string): Page {
  const rest = pathname.slice(INSIGHTS_PATH.length).replace(/\/+$/, '');
  if (rest === '') return { name: 'overview' };
  if (rest === '/leads') return { name: 'leads' };
  const lead = /^\/leads\/([^/]+)$/.exec(rest);
  if (lead?.[1]) return { name: 'lead', id: decodeURIComponent(lead[1]) };
  if (rest === '/staff') return { name: 'staff' };
  if (rest === '/audit') return { name: 'audit' };
  return { name: 'unknown' };
}

export const leadPath = (id: string) => `${INSIGHTS_PATH}/leads/${encodeURIComponent(id)}`;
