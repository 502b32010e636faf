import type {
  InsightsBreakdownAnswer,
  InsightsErrors,
  InsightsFunnel,
  InsightsGoals,
  InsightsLeadContent,
  InsightsLeadsByDay,
  InsightsSpeed,
  InsightsSummary,
  ReleaseMarker,
} from '@hl/shared/insights';
import { GOALS, LEAD_STATUSES, type LeadFollowUpChange } from '@hl/shared/insights';
import type { AdminSession, AuditEntry, StaffRole, StaffUser } from '@hl/shared/staff';
import { vi } from 'vitest';
import type { AdminLead } from '../lib/api.ts';

/** One request the page made: method, path and query. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: string;
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Route = (request: SeenRequest) => Answer | undefined;

const totals = (visitors: number) => ({
  visitors,
  visits: visitors + 2,
  pageViews: visitors * 3,
  viewsPerVisit: 2.5,
  bounceRate: 0.4,
  visitDurationSeconds: 125,
});

export const SUMMARY: InsightsSummary = {
  range: { from: '2026-11-17T00:00:00+02:00', to: '2026-11-24T00:00:00+02:00' },
  previousRange: { from: '2026-11-10T00:00:00+02:00', to: '2026-11-17T00:00:00+02:00' },
  current: totals(50),
  previous: totals(40),
  interval: 'day',
  series: [
    { start: '2026-11-22T00:00:00+02:00', visitors: 20, visits: 21, pageViews: 60 },
    { start: '2026-11-23T00:00:00+02:00', visitors: 30, visits: 31, pageViews: 90 },
  ],
};

export function breakdown(dimension: string): InsightsBreakdownAnswer {
  const rows: Record<string, InsightsBreakdownAnswer['rows']> = {
    page: [
      { value: '/', visitors: 40, count: 70 },
      { value: '/team', visitors: 12, count: 15 },
    ],
    referrer: [{ value: 'google.com', visitors: 9, count: 10 }],
    article: [{ value: '12', label: 'What is a bond?', visitors: 5, count: 6, seconds: 95 }],
  };
  return { dimension, rows: rows[dimension] ?? [] } as InsightsBreakdownAnswer;
}

export const FUNNEL: InsightsFunnel = {
  steps: [
    { step: 'visit', label: 'Visited the site', visits: 20, rate: null },
    { step: 'openedForm', label: 'Opened a lead form', visits: 10, rate: 0.5 },
    { step: 'lead', label: 'Became a lead', visits: 4, rate: 0.4 },
  ],
};

export const LEADS_BY_DAY: InsightsLeadsByDay = {
  rows: [
    { day: '2026-11-22', type: 'callback', count: 2 },
    { day: '2026-11-23', type: 'contact', count: 1 },
  ],
  spam: 1,
};

export const GOALS_ANSWER: InsightsGoals = {
  goals: GOALS.map((g, i) => ({ id: g.id, label: g.label, visits: i, count: 2 * i, rate: i / 20 })),
  now: { visitors: 3, minutes: 5 },
};

export const LEAD_CONTENT: InsightsLeadContent = {
  leads: 4,
  articles: [{ value: '12', label: 'What is a bond?', leads: 3 }],
  calculators: [{ value: 'affordability', leads: 2 }],
};

const ROLLBACK: ReleaseMarker = {
  at: '2026-11-23T10:15:00+02:00',
  remote: 'mf_calculators',
  action: 'rollback',
  version: 'c2',
  actor: 'canary check',
  reason: 'errors per page view 0.5 against 0.02 for the stable version',
};

const vital = (name: InsightsSpeed['vitals'][number]['name'], p75: number, count: number) => ({
  name,
  p75,
  count,
  good: 0.7,
  needsImprovement: 0.2,
  poor: 0.1,
});

export const SPEED: InsightsSpeed = {
  vitals: [
    vital('LCP', 2900, 40),
    vital('INP', 180, 30),
    vital('CLS', 0.04, 40),
    vital('FCP', 1500, 40),
    { name: 'TTFB', p75: null, count: 0, good: 0, needsImprovement: 0, poor: 0 },
  ],
  byPage: [
    { pageGroup: 'home', device: 'mobile', name: 'LCP', p75: 3100, count: 25 },
    { pageGroup: 'home', device: 'mobile', name: 'CLS', p75: 0.05, count: 25 },
    { pageGroup: 'article', device: 'desktop', name: 'LCP', p75: 1200, count: 15 },
  ],
  byVersion: [
    { remote: 'mf_calculators', version: 'c1', name: 'LCP', p75: 2500, count: 20 },
    { remote: 'mf_calculators', version: 'c2', name: 'LCP', p75: 4200, count: 10 },
  ],
  interval: 'day',
  series: [
    { start: '2026-11-22T00:00:00+02:00', p75: { LCP: 2700, INP: 150, CLS: 0.03, FCP: 1400, TTFB: 400 } },
    { start: '2026-11-23T00:00:00+02:00', p75: { LCP: 3000, INP: null, CLS: 0.05, FCP: 1600, TTFB: 430 } },
  ],
  markers: [ROLLBACK],
};

export const ERRORS: InsightsErrors = {
  groups: [
    {
      type: 'render',
      remote: 'mf_calculators',
      version: 'c2',
      message: 'TypeError: rate is undefined',
      count: 12,
      visits: 7,
      firstSeen: '2026-11-23T09:05:00+02:00',
      lastSeen: '2026-11-23T10:14:00+02:00',
      stack: [
        {
          file: 'https://calc.example/c2/src_App.js',
          line: 1,
          column: 2042,
          fn: 'Calculator',
          source: { file: 'webpack://mf_calculators/src/Calculator.tsx', line: 40, column: 3 },
        },
      ],
    },
    {
      type: 'chunk',
      remote: 'mf_knowledge',
      version: 'k7',
      message: 'ChunkLoadError: Loading chunk 7 failed.',
      count: 2,
      visits: 2,
      firstSeen: '2026-11-22T18:00:00+02:00',
      lastSeen: '2026-11-22T18:30:00+02:00',
      stack: [],
    },
  ],
  interval: 'day',
  series: [
    { start: '2026-11-22T00:00:00+02:00', errors: 2 },
    { start: '2026-11-23T00:00:00+02:00', errors: 12 },
  ],
  markers: [ROLLBACK],
};

export function lead(n: number, overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    id: `lead-${n}`,
    type: 'callback',
    createdAt: '2026-11-23T08:30:00.000Z',
    email: `thandi${n}@example.co.za`,
    // As the forms store it: the e-mail in its own column and in the payload.
    payload: { name: `Thandi ${n}`, email: `thandi${n}@example.co.za`, phone: '0821234567' },
    spam: false,
    source: {
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      landingPage: '/articles/what-is-a-bond-12',
      articles: [{ id: '12', title: 'What is a bond?' }],
      calculators: ['affordability'],
      firstVisitAt: '2026-11-20T08:00:00.000Z',
      secondsToLead: 3 * 86_400 + 30 * 60,
    },
    followUp: { status: 'new', lostReason: null, owner: null },
    ...overrides,
  };
}

export const staffUser = (role: StaffRole, overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: `user-${role}`,
  email: `${role}@bondbridge.example`,
  name: `Nomvula ${role[0]?.toUpperCase()}${role.slice(1)}`,
  role,
  active: true,
  lockedUntil: null,
  digest: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

/** A session signed in with the role's account. */
export const signedIn = (role: StaffRole): AdminSession => {
  const { id, email, name } = staffUser(role);
  return { enabled: true, signedIn: true, expiresAt: '2026-11-23T16:00:00.000Z', user: { id, email, name, role } };
};

export const AUDIT: AuditEntry[] = [
  {
    id: 'a2',
    at: '2026-11-23T08:40:00.000Z',
    actorId: 'user-agent',
    actor: 'agent@bondbridge.example',
    action: 'lead.read',
    subject: 'lead-1',
    detail: {},
  },
  {
    id: 'a1',
    at: '2026-11-23T08:30:00.000Z',
    actorId: null,
    actor: 'admin token',
    action: 'user.create',
    subject: 'user-admin',
    detail: { role: 'admin' },
  },
];

/**
 * A stand-in for the BFF's admin routes behind `fetch`, answering with the fixtures above unless a
 * test's route answers first. It records every request, so a test can read what the page asked.
 * Signing in (any password) gives the session of `signInAs`.
 */
export function fakeAdmin({
  session = signedIn('admin'),
  signInAs = 'admin' as StaffRole,
  totalLeads = 2,
  spamLeads = 1,
  users = [staffUser('admin'), staffUser('agent'), staffUser('viewer', { lockedUntil: '2099-01-01T00:00:00.000Z' })],
  routes = [] as Route[],
} = {}) {
  const seen: SeenRequest[] = [];
  const leadsById = new Map<string, AdminLead>();
  let current = session;
  const fallback: Route = (r) => {
    if (r.path === '/admin/session' && r.method === 'GET') return { status: 200, body: current };
    if (r.path === '/admin/session' && r.method === 'POST') {
      current = signedIn(signInAs);
      return { status: 200, body: current };
    }
    if (r.path === '/admin/session' && r.method === 'DELETE') {
      current = { enabled: true, signedIn: false };
      return { status: 204 };
    }
    if (r.path === '/admin/insights/summary') return { status: 200, body: SUMMARY };
    if (r.path === '/admin/insights/breakdown') return { status: 200, body: breakdown(r.query.get('dimension') ?? '') };
    if (r.path === '/admin/insights/funnel') return { status: 200, body: FUNNEL };
    if (r.path === '/admin/insights/leads-by-day') return { status: 200, body: LEADS_BY_DAY };
    if (r.path === '/admin/insights/lead-content') return { status: 200, body: LEAD_CONTENT };
    if (r.path === '/admin/insights/goals') return { status: 200, body: GOALS_ANSWER };
    if (r.path === '/admin/insights/speed') return { status: 200, body: SPEED };
    if (r.path === '/admin/insights/errors') return { status: 200, body: ERRORS };
    if (r.path === '/admin/owners')
      return { status: 200, body: { owners: [{ id: 'user-agent', name: 'Nomvula Agent' }] } };
    const leadId = /^\/admin\/leads\/(.+)$/.exec(r.path)?.[1];
    if (leadId) {
      const found = leadsById.get(leadId) ?? lead(Number(leadId.replace('lead-', '')), { id: leadId });
      if (r.method === 'PATCH') {
        // A follow-up change as the BFF makes it: the new state and a line of history per change.
        const change = JSON.parse(r.body ?? '{}') as LeadFollowUpChange;
        const history = [...(found.followUp.history ?? [])];
        const at = `2026-11-23T09:0${history.length}:00.000Z`;
        const by = 'Nomvula Agent';
        const next = { ...found.followUp };
        if (change.status) {
          history.push({
            id: `h${history.length}`,
            at,
            by,
            change: 'status',
            from: next.status,
            to: change.status,
            text: change.lostReason ?? null,
          });
          next.status = change.status;
          next.lostReason = change.lostReason ?? null;
        }
        if (change.note)
          history.push({ id: `h${history.length}`, at, by, change: 'note', from: null, to: null, text: change.note });
        leadsById.set(leadId, { ...found, followUp: { ...next, history } });
      }
      return { status: 200, body: leadsById.get(leadId) ?? found };
    }
    if (r.path === '/admin/users' && r.method === 'GET') return { status: 200, body: { users } };
    if (r.path === '/admin/users' && r.method === 'POST') {
      const body = JSON.parse(r.body ?? '{}') as StaffUser;
      return { status: 201, body: staffUser(body.role, { id: 'user-new', email: body.email, name: body.name }) };
    }
    if (r.path.startsWith('/admin/users/') && r.method === 'PATCH') {
      const user = users.find((u) => r.path.endsWith(u.id)) ?? staffUser('agent');
      return { status: 200, body: { ...user, ...JSON.parse(r.body ?? '{}') } };
    }
    if (r.path === '/admin/reports/digest') return { status: 202, body: { queued: 1 } };
    if (r.path === '/admin/audit') return { status: 200, body: { entries: r.query.has('before') ? [] : AUDIT } };
    if (r.path === '/admin/leads') {
      const offset = Number(r.query.get('offset') ?? 0);
      const limit = Number(r.query.get('limit') ?? 20);
      const leads = Array.from({ length: Math.max(0, Math.min(limit, totalLeads - offset)) }, (_, i) =>
        lead(offset + i + 1),
      );
      const statusCounts = { ...Object.fromEntries(LEAD_STATUSES.map((st) => [st, 0])), new: totalLeads };
      return {
        status: 200,
        body: { count: leads.length, total: totalLeads, spamTotal: spamLeads, statusCounts, leads },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    seen.push(request);
    const answer = await (routes.map((route) => route(request)).find((a) => a !== undefined) ?? fallback(request));
    const { status, body } = answer as { status: number; body?: unknown };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    fetch,
    seen,
    /** The insights requests (summary, breakdowns, funnel, leads by day) made so far. */
    insights: () => seen.filter((r) => r.path.startsWith('/admin/insights/')),
  };
}
