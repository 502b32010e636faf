import type { FastifyRequest } from 'fastify';
import type { LeadType, SavedLead } from '../../repositories/leads.ts';

/**
 * Stores a lead (committed before this resolves), counts it, and logs one line with its type and
 * id only: never the person's details.
 */
export async function storeLead(
  request: FastifyRequest,
  lead: { type: LeadType; email: string; payload: Record<string, unknown>; spam: boolean },
): Promise<SavedLead> {
  const { leadsRepository, metrics } = request.server;
  const saved = await leadsRepository.save(lead);
  if (saved.created) {
    metrics.leadsStored.inc({ type: lead.type, spam: String(lead.spam) });
    request.log.info({ lead: { type: lead.type, id: saved.lead.id, spam: lead.spam } }, 'lead stored');
  }
  return saved;
}
