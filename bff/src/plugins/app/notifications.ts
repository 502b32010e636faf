import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { createDeliverer } from '../../notifications/deliver.ts';
import { enabledKinds, kindsFor, linksFor } from '../../notifications/messages.ts';
import { createWebhookSender } from '../../notifications/webhook.ts';
import { OutboxWorker } from '../../notifications/worker.ts';
import { LEAD_TYPES, type LeadType, type WithLead } from './repositories/leads.ts';
import type { ClaimedMessage, MessageKind, Outcome } from './repositories/outbox.ts';

/** How long shutdown waits for deliveries in flight before cutting them off. */
const STOP_GRACE_MS = 5_000;

export interface Notifications {
  /** The outbox rows a new lead must be stored with (undefined when it causes no message). */
  messagesFor(lead: { type: LeadType; spam: boolean }): WithLead | undefined;
  /** A lead with messages was stored: deliver now rather than at the next poll. */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * The messages leads cause (the broker team's e-mail, the CRM webhook, the visitor's e-mail) and
 * the staff's digest and alerts (plugins/app/staff-reports.ts), each switched on by its settings,
 * and the outbox worker that delivers them: started when the app is ready, stopped before the
 * database closes.
 */
export default fp(
  async (app) => {
    const {
      config,
      outboxRepository: outbox,
      leadsRepository: leads,
      staffRepository: staff,
      suppressionsRepository: suppressions,
      metrics,
      tracing,
    } = app;
    const kinds = enabledKinds(config);
    const byType = new Map(LEAD_TYPES.map((type) => [type, kindsFor(config, { type })]));

    // Both gauges are read in the same scrape (prom-client asks every metric at once): one query
    // answers both. Undefined while the database does not answer: the last values stay.
    let reading: ReturnType<typeof outbox.counts> | undefined;
    const counts = () => {
      reading ??= outbox.counts().finally(() => {
        reading = undefined;
      });
      return reading.catch(() => undefined);
    };
    new Gauge({
      name: 'outbox_messages',
      help: 'Messages waiting to be delivered (pending) or given up (dead), by kind, as the database holds them',
      labelNames: ['kind', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        const rows = await counts();
        if (!rows) return;
        this.reset();
        for (const kind of kinds) for (const state of ['pending', 'dead'] as const) this.set({ kind, state }, 0);
        for (const { kind, state, count } of rows) this.set({ kind, state }, count);
      },
    });
    new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message still waiting to be delivered, by kind (0: none waits)',
      labelNames: ['kind'] as const,
      registers: [metrics.registry],
      async collect() {
        const rows = await counts();
        if (!rows) return;
        this.reset();
        for (const kind of kinds) this.set({ kind }, 0);
        const now = Date.now();
        for (const { kind, state, oldestCreatedAt } of rows) {
          if (state === 'pending') this.set({ kind }, (now - Date.parse(oldestCreatedAt)) / 1000);
        }
      },
    });

    let worker: OutboxWorker | undefined;
    if (kinds.length > 0) {
      // The SMTP client is loaded only when e-mail is on: a BFF without it starts without it.
      const mailer = config.SMTP_URL
        ? (await import('../../notifications/mail.ts')).createMailer({
            url: config.SMTP_URL,
            from: config.MAIL_FROM ?? '',
            timeoutMs: config.OUTBOX_SEND_TIMEOUT_MS,
          })
        : undefined;
      const webhook = config.LEADS_WEBHOOK_URL
        ? createWebhookSender({ url: config.LEADS_WEBHOOK_URL, secret: config.LEADS_WEBHOOK_SECRET ?? '' })
        : undefined;
      // Every kind starts at zero, so an alert on dead messages has a series before the first one.
      for (const kind of kinds)
        for (const outcome of ['sent', 'failed', 'dead', 'cancelled'])
          metrics.outboxDeliveries.inc({ kind, outcome }, 0);
      const started = new OutboxWorker({
        outbox,
        kinds,
        deliver: createDeliverer({ leads, staff, suppressions, config, links: linksFor(config), mailer, webhook }),
        // Traced, each attempt is a span in the trace of the request that stored its lead.
        ...(tracing && {
          traced: (message: ClaimedMessage, attempt: () => Promise<Outcome>) =>
            tracing.inSpan(
              `outbox ${message.kind}`,
              {
                'outbox.message_id': message.id,
                'outbox.attempt': message.attempt,
                ...(message.leadId !== null && { 'lead.id': message.leadId }),
              },
              message.traceParent,
              attempt,
              (outcome) => (outcome.result === 'failed' || outcome.result === 'dead' ? outcome.error : undefined),
            ),
        }),
        log: app.log,
        onOutcome: (kind: MessageKind, outcome) => metrics.outboxDeliveries.inc({ kind, outcome }),
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
        pollMs: config.OUTBOX_POLL_MS,
        sendTimeoutMs: config.OUTBOX_SEND_TIMEOUT_MS,
      });
      worker = started;
      app.addHook('onReady', async () => started.start());
      // preClose: before the onClose hook that closes the database.
      app.addHook('preClose', async () => {
        await started.stop(Math.min(STOP_GRACE_MS, config.OUTBOX_SEND_TIMEOUT_MS));
        mailer?.close();
      });
    }

    app.decorate('notifications', {
      messagesFor: (lead) =>
        lead.spam ? undefined : outbox.messagesFor(byType.get(lead.type) ?? [], tracing?.traceparent()),
      kick: () => worker?.kick(),
    } satisfies Notifications);
  },
  {
    name: 'notifications',
    dependencies: ['metrics', 'leads-repository', 'outbox-repository', 'staff-repository', 'suppressions-repository'],
    decorators: { fastify: ['config'] },
  },
);
