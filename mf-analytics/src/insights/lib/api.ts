import {
  INSIGHTS_FILTERS,
  type InsightsBreakdown,
  type InsightsFilter,
  insightsBreakdownSchema,
  insightsErrorsSchema,
  insightsFunnelSchema,
  insightsGoalsSchema,
  insightsLeadContentSchema,
  insightsLeadsByDaySchema,
  insightsSpeedSchema,
  insightsSummarySchema,
  type LeadFollowUp,
  type LeadFollowUpChange,
  type LeadSource,
  type LeadStatus,
} from '@hl/shared/insights';
import {
  adminSessionSchema,
  auditAnswerSchema,
  type NewStaffUser,
  type StaffUserChange,
  staffUserSchema,
  staffUsersAnswerSchema,
} from '@hl/shared/staff';

/** What `send` needs of a contract schema. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The insights page's client of the BFF's admin routes. Same-origin requests: the session cookie
 * (HttpOnly, Path=/admin) goes with every one of them and the page never sees it.
 */

/** An answer other than 2xx, with the BFF's message when it sent one. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The message is the BFF's own (not one this page made up). */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** The range and filters every /admin/insights/* request carries. */
export interface InsightsRequest {
  from: string;
  to: string;
  filters: Partial<Record<InsightsFilter, string>>;
}

async function readMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A request to the BFF. With a schema of the shared contract the answer is checked against it, so
 * a BFF and a page that disagree show a clear panel error rather than wrong numbers.
 */
async function send<T>(path: string, init: RequestInit = {}, schema?: Schema<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new AdminApiError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  if (!res.ok) {
    const message = await readMessage(res);
    throw new AdminApiError(res.status, message ?? `The server answered ${res.status}.`, message !== undefined);
  }
  const body: unknown = res.status === 204 ? undefined : await res.json();
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AdminApiError(res.status, `The answer of ${path.split('?')[0]} is not what this page expects.`);
  return parsed.data;
}

/** The query string of an insights request: range first, then the filters in the contract's order. */
export function insightsParams({ from, to, filters }: InsightsRequest, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ from, to });
  for (const key of INSIGHTS_FILTERS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export const SESSION_PATH = '/admin/session';

export const getSession = (signal?: AbortSignal) => send(SESSION_PATH, { signal }, adminSessionSchema);

const json = (method: 'POST' | 'PATCH', body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const signIn = (email: string, password: string) =>
  send(SESSION_PATH, json('POST', { email, password }), adminSessionSchema);

/** Ends this browser's session, or with `everywhere` every session of the account. */
export const signOut = (everywhere = false) =>
  send<unknown>(everywhere ? `${SESSION_PATH}?everywhere=true` : SESSION_PATH, { method: 'DELETE' });

export const getSummary = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/summary?${insightsParams(q)}`, { signal }, insightsSummarySchema);

export const getBreakdown = (q: InsightsRequest, dimension: InsightsBreakdown, limit: number, signal?: AbortSignal) =>
  send(
    `/admin/insights/breakdown?${insightsParams(q, { dimension, limit: String(limit) })}`,
    { signal },
    insightsBreakdownSchema,
  );

export const getFunnel = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/funnel?${insightsParams(q)}`, { signal }, insightsFunnelSchema);

export const getLeadsByDay = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/leads-by-day?${insightsParams(q)}`, { signal }, insightsLeadsByDaySchema);

export const getGoals = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/goals?${insightsParams(q)}`, { signal }, insightsGoalsSchema);

export const getLeadContent = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/lead-content?${insightsParams(q)}`, { signal }, insightsLeadContentSchema);

/** The Web Vitals of the range (not narrowed by the filters: they are no part of a visit's facts). */
export const getSpeed = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/speed?${insightsParams(q)}`, { signal }, insightsSpeedSchema);

/** Visitors' errors of the range, grouped (not narrowed by the filters, as the speed). */
export const getErrors = (q: InsightsRequest, signal?: AbortSignal) =>
  send(`/admin/insights/errors?${insightsParams(q)}`, { signal }, insightsErrorsSchema);

/** The kinds of lead the site takes, in the order the leads table offers them. */
export const LEAD_TYPES = ['callback', 'contact', 'partner', 'newsletter'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** One lead as GET /admin/leads lists it (what the table shows of it). */
export interface AdminLead {
  id: string;
  type: string;
  createdAt: string;
  email: string | null;
  payload: Record<string, unknown>;
  spam: boolean;
  unsubscribedAt?: string | null;
  /** Where it came from; null for a lead of no known visit or visitor. */
  source: LeadSource | null;
  /** Its follow-up; with its history on the lead's own answer. */
  followUp: LeadFollowUp;
}

export interface LeadsAnswer {
  count: number;
  total: number;
  /** Leads flagged as spam among those the other choices keep. */
  spamTotal: number;
  /** The leads the other choices keep, by status. */
  statusCounts: Record<LeadStatus, number>;
  leads: AdminLead[];
}

/** The leads of a range and filters: of a type, a status, an owner (`none`: nobody's), and the spam or the rest. */
export interface LeadsRequest extends InsightsRequest {
  type?: LeadType;
  status?: LeadStatus;
  owner?: string;
  spam: boolean;
}

function leadsParams({ type, status, owner, spam, ...request }: LeadsRequest) {
  const params = new URLSearchParams(insightsParams(request));
  if (type) params.set('type', type);
  if (status) params.set('status', status);
  if (owner) params.set('owner', owner);
  params.set('spam', String(spam));
  return params;
}

export function getLeads(q: LeadsRequest & { limit: number; offset: number }, signal?: AbortSignal) {
  const params = leadsParams(q);
  params.set('limit', String(q.limit));
  params.set('offset', String(q.offset));
  params.set('format', 'json');
  return send<LeadsAnswer>(`/admin/leads?${params}`, { signal });
}

/** The CSV of every lead of the choice (not only the page shown); a plain link, the cookie goes with it. */
export function leadsCsvUrl(q: LeadsRequest): string {
  const params = leadsParams(q);
  params.set('format', 'csv');
  return `/admin/leads?${params}`;
}

/** One lead as GET /admin/leads/:id answers it. */
export const getLead = (id: string, signal?: AbortSignal) =>
  send<AdminLead>(`/admin/leads/${encodeURIComponent(id)}`, { signal });

/** A change of a lead's follow-up; the lead as it then is. */
export const updateLead = (id: string, change: LeadFollowUpChange) =>
  send<AdminLead>(`/admin/leads/${encodeURIComponent(id)}`, json('PATCH', change));

/** Who can follow a lead up: the active agents and admins. */
export const getOwners = (signal?: AbortSignal) =>
  send<{ owners: Array<{ id: string; name: string }> }>('/admin/owners', { signal });

export const getUsers = (signal?: AbortSignal) => send('/admin/users', { signal }, staffUsersAnswerSchema);

export const createUser = (user: NewStaffUser) => send('/admin/users', json('POST', user), staffUserSchema);

export const updateUser = (id: string, change: StaffUserChange) =>
  send(`/admin/users/${encodeURIComponent(id)}`, json('PATCH', change), staffUserSchema);

/** Queues last week's digest for the accounts that chose it; how many were new. */
export const sendDigestNow = () => send<{ queued: number }>('/admin/reports/digest', { method: 'POST' });

export const getAudit = (before: string | undefined, signal?: AbortSignal) =>
  send(`/admin/audit?limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`, { signal }, auditAnswerSchema);
