// zod without its JIT in the browser (zod-config.ts): the staff's sign-in on /insights runs under the site's CSP.
import './zod-config.ts';
import { z } from 'zod';

/**
 * The broker's staff on the read side (/insights and the BFF's /admin routes): named accounts,
 * each with a role, signed in with a password. Defined once for the BFF and the insights page.
 *
 * - viewer: the figures only (aggregates), never a person's details;
 * - agent: also the leads: reads them and follows them up;
 * - admin: also the staff accounts, deletions, the outbox, the remote releases and the audit log.
 */
export const STAFF_ROLES = ['viewer', 'agent', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `role` may do what `needed` may (each role may do what the ones before it may). */
export const roleAllows = (role: StaffRole, needed: StaffRole) =>
  STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);

/** A password's length: long enough to resist guessing, short enough to hash cheaply. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string({ error: 'email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be an e-mail address.' }).max(254, 'email is too long.'));
const password = z
  .string({ error: 'password is required.' })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
const name = z
  .string({ error: 'name is required.' })
  .trim()
  .min(1, 'name is required.')
  .max(100, 'name must be at most 100 characters.');
const role = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}.` });

/** POST /admin/session: a staff member signs in. */
export const staffSignInSchema = z.object({
  email,
  // Checked against the stored hash only: a wrong length is a wrong password, not a 400 that says so.
  password: z.string({ error: 'password is required.' }).min(1, 'password is required.').max(PASSWORD_MAX_LENGTH),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** A staff account as the read side shows it (never its password hash). */
export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  /** Signed in and allowed to; false once an admin deactivated the account. */
  active: z.boolean(),
  /** Until when repeated failed sign-ins keep it locked (ISO), if they do. */
  lockedUntil: z.string().nullable(),
  /** Gets the weekly digest by e-mail (when the BFF's STAFF_DIGEST is on). */
  digest: z.boolean(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /admin/users: every account, by name. */
export const staffUsersAnswerSchema = z.object({ users: z.array(staffUserSchema) });

/** POST /admin/users: an admin (or the ADMIN_TOKEN, for the first admin) adds an account. */
export const newStaffUserSchema = z.object({ email, name, role, password });
export type NewStaffUser = z.input<typeof newStaffUserSchema>;

/** PATCH /admin/users/:id: what an admin changes; a new password or deactivation ends its sessions. */
export const staffUserChangeSchema = z
  .object({
    name: name.optional(),
    role: role.optional(),
    password: password.optional(),
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
    digest: z.boolean({ error: 'digest must be true or false.' }).optional(),
    /** true: lifts a lock-out now. */
    unlock: z.literal(true, { error: 'unlock can only be true.' }).optional(),
  })
  .refine((change) => Object.values(change).some((v) => v !== undefined), {
    message: 'Say what to change: name, role, password, active, digest or unlock.',
    path: ['name'],
  });
export type StaffUserChange = z.infer<typeof staffUserChangeSchema>;

/** GET /admin/session: whether the read side is on, and who this browser is signed in as. */
export const adminSessionSchema = z.object({
  enabled: z.boolean(),
  signedIn: z.boolean(),
  /** When the session ends (ISO), while signed in. */
  expiresAt: z.string().optional(),
  user: staffUserSchema.pick({ id: true, email: true, name: true, role: true }).optional(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** One entry of the audit log: who read or changed what, when (never the personal data itself). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The staff account, or null for the ADMIN_TOKEN (a script). */
  actorId: z.string().nullable(),
  /** The account's e-mail when it acted, or "admin token". */
  actor: z.string(),
  /** What was done: `lead.read`, `leads.list`, `leads.export`, `user.create`, `erasure`, ... */
  action: z.string(),
  /** What it was done to: a lead's or an account's id, a remote's name; null for a list. */
  subject: z.string().nullable(),
  /** More about it (the filters of a list, the fields changed), never a person's details. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: the newest entries first. */
export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema) });
