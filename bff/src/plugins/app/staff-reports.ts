import fp from 'fastify-plugin';
import { businessHoursBetween } from '../../reports/business-hours.ts';
import { type AlertReport, DIGEST_HOUR, digestOf, digestWeek, weekStart } from '../../reports/reports.ts';
import { sastIso } from '../../sast.ts';

/** The window in which failed lead posts are counted for ALERT_LEAD_POST_FAILURES. */
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface StaffReports {
  /**
   * Queues the digest of the last whole week for the accounts that chose it, now (an admin's
   * "send it now"; the schedule does the same on Monday morning). Resolves with how many were new.
   */
  sendDigest(now?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined while STAFF_DIGEST is off. */
    staffReports: StaffReports | undefined;
  }
}

/**
 * The staff's own messages through the outbox (docs/BFF.md, Digest and alerts), each off until its
 * setting is given. The weekly digest (STAFF_DIGEST): every Monday from 07:00 South African time,
 * the week before's figures to each active account that chose it. Alerts (ALERTS_TO): no lead for
 * ALERT_NO_LEAD_HOURS business hours; ALERT_LEAD_POST_FAILURES lead posts failed in 15 minutes; a
 * lead's e-mail to the broker team given up on, or waiting ALERT_TEAM_MAIL_MINUTES. Every replica
 * looks each OUTBOX_POLL_MS; a message's id names what it is about, so one is queued once however
 * many replicas see it.
 */
export default fp(
  async (app) => {
    const { config, outboxRepository: outbox } = app;
    const digestOn = config.STAFF_DIGEST;
    const alertsOn = config.ALERTS_TO.length > 0;

    const sendDigest = async (now = Date.now()) => {
      const week = digestWeek(now);
      const recipients = await app.staffRepository.digestRecipients();
      const day = sastIso(week.from).slice(0, 10);
      const ids = recipients.map((r) => ({ id: `digest-${day}-${r.id}`, recipient: r.id }));
      const queued = await outbox.existing(ids.map((m) => m.id));
      const due = ids.filter((m) => !queued.has(m.id));
      if (due.length === 0) return 0;
      const report = JSON.stringify(await digestOf(app, week));
      return outbox.queueStaff(due.map((m) => ({ ...m, kind: 'staff-digest' as const, report })));
    };

    /** Lead posts the BFF failed to store, by time: counted here, alerted on by the check below. */
    const failures: number[] = [];
    if (alertsOn && config.ALERT_LEAD_POST_FAILURES > 0) {
      app.addHook('onResponse', async (request, reply) => {
        if (request.method === 'POST' && request.url.startsWith('/contact/') && reply.statusCode >= 500) {
          failures.push(Date.now());
        }
      });
    }

    /** The alerts due now, each with the id that makes it once. */
    const alertsDue = async (now: number): Promise<Array<{ id: string; report: AlertReport }>> => {
      const due: Array<{ id: string; report: AlertReport }> = [];
      if (config.ALERT_NO_LEAD_HOURS > 0) {
        const last = await app.leadsRepository.latest();
        const quiet = last && businessHoursBetween(Date.parse(last.createdAt), now);
        if (last && quiet !== undefined && quiet >= config.ALERT_NO_LEAD_HOURS) {
          const report = { kind: 'no-lead' as const, since: last.createdAt, businessHours: config.ALERT_NO_LEAD_HOURS };
          due.push({ id: `alert-no-lead-${last.id}`, report });
        }
      }
      if (config.ALERT_LEAD_POST_FAILURES > 0) {
        while (failures.length > 0 && (failures[0] ?? now) < now - FAILURE_WINDOW_MS) failures.shift();
        if (failures.length >= config.ALERT_LEAD_POST_FAILURES) {
          // One an hour at most, however long the trouble lasts.
          const report = {
            kind: 'lead-posts' as const,
            failures: failures.length,
            minutes: FAILURE_WINDOW_MS / 60_000,
          };
          due.push({ id: `alert-lead-posts-${sastIso(now).slice(0, 13)}`, report });
        }
      }
      if (config.ALERT_TEAM_MAIL_MINUTES > 0 && config.LEADS_NOTIFY_TO.length > 0) {
        const stuck = await outbox.teamMailTrouble(config.ALERT_TEAM_MAIL_MINUTES, now);
        if (stuck) {
          const report = {
            kind: 'team-mail' as const,
            state: stuck.state as 'dead' | 'pending',
            since: stuck.created_at,
          };
          due.push({ id: `alert-team-mail-${stuck.id}`, report });
        }
      }
      return due;
    };

    const check = async () => {
      const now = Date.now();
      let queued = 0;
      if (digestOn && now >= weekStart(now) + DIGEST_HOUR * 3_600_000) queued += await sendDigest(now);
      if (alertsOn) {
        const due = await alertsDue(now);
        queued += await outbox.queueStaff(
          due.map(({ id, report }) => ({
            id,
            kind: 'staff-alert' as const,
            report: JSON.stringify(report),
            recipient: null,
          })),
        );
      }
      if (queued > 0) app.notifications.kick();
    };

    app.decorate('staffReports', digestOn ? { sendDigest } : undefined);
    if (!digestOn && !alertsOn) return;
    let timer: NodeJS.Timeout | undefined;
    let failing = false;
    const run = () =>
      check().then(
        () => {
          if (failing) app.log.info('staff reports: the database answers again');
          failing = false;
        },
        (error: unknown) => {
          // One line per outage, not one a tick; the next tick tries again.
          if (!failing) app.log.warn({ err: error }, 'staff reports: cannot check for digests and alerts');
          failing = true;
        },
      );
    app.addHook('onReady', async () => {
      timer = setInterval(run, config.OUTBOX_POLL_MS);
      timer.unref();
      void run();
    });
    // preClose: before the onClose hook that closes the database.
    app.addHook('preClose', async () => clearInterval(timer));
  },
  {
    name: 'staff-reports',
    dependencies: [
      'notifications',
      'outbox-repository',
      'leads-repository',
      'staff-repository',
      'insights-repository',
      'lead-sources-repository',
      'article-index',
    ],
    decorators: { fastify: ['config'] },
  },
);
