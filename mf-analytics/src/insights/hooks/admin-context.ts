import type { StaffRole } from '@hl/shared/staff';
import { createContext, useContext } from 'react';

export interface AdminContextValue {
  /** Goes up every minute while the tab is visible: what is shown asks again on it. */
  tick: number;
  /** A request answered 401: the session ended, back to sign-in. */
  onUnauthorized: () => void;
  /** The signed-in staff member's role: what the page offers them. */
  role: StaffRole;
  /** Their account's id: "my leads". */
  userId: string;
}

/** What every signed-in view of the page shares. */
export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdminContext must be used within the signed-in insights page');
  return value;
}
