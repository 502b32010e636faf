import { createTransport } from 'nodemailer';

export interface Mail {
  to: string | string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** With its angle brackets: `<id@domain>`. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * Sends e-mail through the SMTP relay of SMTP_URL (nodemailer): a small pool of connections kept
 * open between messages, each wait bounded by the send timeout, and a send given up when `signal`
 * aborts (the outbox's timeout, or shutdown).
 */
export function createMailer({ url, from, timeoutMs }: { url: string; from: string; timeoutMs: number }): Mailer {
  const transport = createTransport(
    {
      url,
      pool: true,
      maxConnections: 4,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    },
    { from },
  );
  return {
    async send(mail, signal) {
      await transport.sendMail({ ...mail, signal });
    },
    close: () => transport.close(),
  };
}
