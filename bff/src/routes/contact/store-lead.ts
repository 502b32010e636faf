import type { FastifyRequest } from 'fastify';
import type { LeadType, SavedLead } from '../../plugins/app/repositories/leads.ts';

/**
 * Stores a lead with the messages it causes (committed together before this resolves, so a crash
 * after the answer loses neither) and the visit its tracking cookies name (how the read side knows
 * where it came from, never asked of the visitor), counts it, and logs one line with its type and
 * id only: never the person's details.
 */
export async function storeLead(
  request: FastifyRequest,
  lead: { type: LeadType; email: string; payload: Record<string, unknown>; spam: boolean },
): Promise<SavedLead> {
  const { leadsRepository, metrics, notifications, tracing } = request.server;
  const messages = notifications.messagesFor(lead);
  const save = () => leadsRepository.save({ ...lead, ...request.trackedVisit() }, { with: messages });
  const saved = await (tracing ? tracing.inSpan('store lead', { 'lead.type': lead.type }, undefined, save) : save());
  if (saved.created) {
    if (messages) notifications.kick();
    metrics.leadsStored.inc({ type: lead.type, spam: String(lead.spam) });
    request.log.info({ lead: { type: lead.type, id: saved.lead.id, spam: lead.spam } }, 'lead stored');
  }
  return saved;
}
