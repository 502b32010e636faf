import { type LeadSource, leadFollowUpChangeSchema } from '@hl/shared/insights';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/app/errors.ts';
import type { StoredLead } from '../../plugins/app/repositories/leads.ts';
import type { MessageView } from '../../plugins/app/repositories/outbox.ts';
import { sastIso } from '../../sast.ts';
import { filtersOf } from '../../storage/visit-filters.ts';
import { actorOf } from './auth.ts';
import { toCsv } from './csv.ts';
import { idParamsSchema, leadsQuerySchema } from './schemas.ts';

/** Payload columns of the CSV in the order an operator reads them; other keys follow, sorted. */
const PAYLOAD_COLUMNS = [
  'name',
  'fullName',
  'phone',
  'mobile',
  'estateAgency',
  'numListings',
  'avgSaleValue',
  'subject',
  'stage',
  'message',
  'source',
];

/**
 * Where a lead's messages stand, worst first: `dead` (one was given up: look at it), `retrying`
 * (one failed and waits for its next try), `pending` (one waits for its first), `sent` (all went),
 * `cancelled` (none is wanted any more), `none` (the lead causes no message).
 */
export type DeliveryState = 'dead' | 'retrying' | 'pending' | 'sent' | 'cancelled' | 'none';

export function deliveryState(messages: readonly MessageView[]): DeliveryState {
  if (messages.length === 0) return 'none';
  if (messages.some((m) => m.state === 'dead')) return 'dead';
  const pending = messages.filter((m) => m.state === 'pending');
  if (pending.some((m) => m.lastError !== null)) return 'retrying';
  if (pending.length > 0) return 'pending';
  return messages.every((m) => m.state === 'cancelled') ? 'cancelled' : 'sent';
}

/** A lead with where it came from, its follow-up (its owner by name) and its messages, as the read side shows it. */
const leadView = (
  { status, lostReason, ownerId, ...lead }: StoredLead,
  source: LeadSource | undefined,
  owners: ReadonlyMap<string, string>,
  messages: MessageView[] = [],
) => ({
  ...lead,
  source: source ?? null,
  followUp: { status, lostReason, owner: ownerId ? { id: ownerId, name: owners.get(ownerId) ?? ownerId } : null },
  delivery: { state: deliveryState(messages), messages: messages.map(({ leadId: _, ...m }) => m) },
});
type LeadView = ReturnType<typeof leadView>;

/** Personal data: agents and admins read it, and every read is in the audit log. */
const AGENT = { role: 'agent' } as const;

/**
 * GET /admin/leads: the leads of a type and time window (and, with the insights filters, of the
 * visits that match them), newest first, each with the state of its messages: as JSON a page of
 * them (`limit`, `offset`) with the `total` that match and the `spamTotal` flagged as spam among
 * them before the `spam` choice, as CSV all. GET /admin/leads/:id: one lead (what the broker team's
 * e-mail links to, through the insights page). Each read is audited: the list with the ids it
 * showed, the CSV with its count, a lead by its id.
 */
const leads: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const titles = (id: string) => app.articleIndex.current()?.byId.get(id)?.title;
  /** The leads with their sources, owners and messages. */
  const shownAs = async (found: StoredLead[]) => {
    const [sources, owners, messages] = await Promise.all([
      app.leadSourcesRepository.forLeads(found, titles),
      app.staffRepository.names([...new Set(found.flatMap((l) => (l.ownerId ? [l.ownerId] : [])))]),
      app.outboxRepository.forLeads(found.map((l) => l.id)),
    ]);
    return found.map((lead) => leadView(lead, sources.get(lead.id), owners, messages.get(lead.id)));
  };
  app.get('/leads', { config: AGENT, schema: { querystring: leadsQuerySchema } }, async (request, reply) => {
    const { format, limit, offset, type, from, to, subscribed, spam, status, owner } = request.query;
    const filter = { type, from, to, subscribed, spam, status, owner, visit: filtersOf(request.query) };
    const json = format === 'json';
    // The mailing list's query matches subscriptions with the suppression list by their address's
    // hash: subscriptions still without one get it first.
    if (filter.subscribed) await app.leadsRepository.hashEmails('missing');
    const [found, total, spamTotal, statusCounts] = await Promise.all([
      app.leadsRepository.list(filter, json ? { limit, offset } : undefined),
      json ? app.leadsRepository.count(filter) : undefined,
      json ? app.leadsRepository.count({ ...filter, spam: true }) : undefined,
      json ? app.leadsRepository.countByStatus(filter) : undefined,
    ]);
    const shown = await shownAs(found);
    const query = Object.fromEntries(Object.entries(request.query).filter(([, v]) => v !== undefined));
    await app.auditRepository.record(actorOf(request), {
      action: json ? 'leads.list' : 'leads.export',
      detail: { query, count: shown.length, ...(json ? { leads: shown.map((l) => l.id) } : {}) },
    });
    if (json) return { count: shown.length, total, spamTotal, statusCounts, limit, offset, leads: shown };
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${filter.type ?? 'all'}-${stamp}.csv"`)
      .send(leadsCsv(shown));
  });

  app.get('/leads/:id', { config: AGENT, schema: { params: idParamsSchema } }, async (request) => {
    const lead = await app.leadsRepository.get(request.params.id);
    if (!lead) throw new HttpError(404, 'No lead has this id.');
    await app.auditRepository.record(actorOf(request), { action: 'lead.read', subject: lead.id });
    const [[shown], history] = await Promise.all([shownAs([lead]), app.followUpRepository.history(lead.id)]);
    return shown && { ...shown, followUp: { ...shown.followUp, history } };
  });

  app.patch(
    '/leads/:id',
    { config: AGENT, schema: { params: idParamsSchema, body: leadFollowUpChangeSchema } },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const { status, ownerId, note } = request.body;
      const outcome = await app.followUpRepository.change(id, request.body, actor, (trx, changed) =>
        app.auditRepository.record(
          actor,
          {
            action: 'lead.update',
            subject: id,
            // What changed, never a note's or a reason's text.
            detail: { changed, ...(status ? { status } : {}), ...(ownerId !== undefined ? { ownerId } : {}) },
          },
          trx,
        ),
      );
      if (!outcome.done && outcome.reason === 'lead') throw new HttpError(404, 'No lead has this id.');
      if (!outcome.done) {
        throw new HttpError(400, 'ownerId must name an active agent or admin.', [
          { field: 'ownerId', message: 'ownerId must name an active agent or admin.' },
        ]);
      }
      request.log.info({ lead: { id, changed: outcome.changed, hasNote: note !== undefined } }, 'lead followed up');
      const lead = await app.leadsRepository.get(id);
      if (!lead) throw new HttpError(404, 'No lead has this id.');
      const [[shown], history] = await Promise.all([shownAs([lead]), app.followUpRepository.history(id)]);
      return shown && { ...shown, followUp: { ...shown.followUp, history } };
    },
  );

  app.get('/owners', { config: AGENT }, async () => ({ owners: await app.staffRepository.owners() }));
};

/** One cell for a lead's messages: `broker-email sent; crm-webhook dead after 10 tries (HTTP 500)`. */
const messagesCell = (messages: LeadView['delivery']['messages']) =>
  messages
    .map((m) => {
      const tries =
        m.state === 'sent' || m.attempts === 0 ? '' : ` after ${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
      return `${m.kind} ${m.state}${tries}${m.lastError && m.state !== 'sent' ? ` (${m.lastError})` : ''}`;
    })
    .join('; ');

/** Where a lead came from, in the CSV: a blank cell where it is not known. */
const SOURCE_COLUMNS = [
  // Named for the visit: a form's payload has a `source` of its own (the newsletter's, the partner page's).
  'visitSource',
  'visitMedium',
  'visitCampaign',
  'landingPage',
  'articlesRead',
  'calculatorsUsed',
  'firstVisitAt',
  'minutesToLead',
];

function sourceCells(source: LeadSource | null): unknown[] {
  if (!source) return SOURCE_COLUMNS.map(() => null);
  return [
    source.source,
    source.medium,
    source.campaign,
    source.landingPage,
    source.articles.map((a) => a.title ?? a.id).join('; '),
    source.calculators.join('; '),
    source.firstVisitAt && sastIso(source.firstVisitAt),
    source.secondsToLead === null ? null : Math.round(source.secondsToLead / 60),
  ];
}

function leadsCsv(found: LeadView[]): string {
  const keys = new Set(found.flatMap((l) => Object.keys(l.payload)));
  const extra = [...keys].filter((k) => k !== 'email' && !PAYLOAD_COLUMNS.includes(k)).sort();
  const payloadColumns = [...PAYLOAD_COLUMNS.filter((k) => keys.has(k)), ...extra];
  return toCsv(
    [
      'id',
      'createdAt',
      'type',
      'spam',
      'unsubscribedAt',
      'delivery',
      'email',
      ...payloadColumns,
      ...SOURCE_COLUMNS,
      'status',
      'lostReason',
      'owner',
      'messages',
    ],
    // Times as the staff read them: South African, with the offset, so a spreadsheet cannot mistake them.
    found.map((l) => [
      l.id,
      sastIso(l.createdAt),
      l.type,
      l.spam,
      l.unsubscribedAt && sastIso(l.unsubscribedAt),
      l.delivery.state,
      l.email,
      ...payloadColumns.map((k) => l.payload[k]),
      ...sourceCells(l.source),
      l.followUp.status,
      l.followUp.lostReason,
      l.followUp.owner?.name,
      messagesCell(l.delivery.messages),
    ]),
  );
}

export default leads;
