import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** Every message it took, parsed, in order. */
  inbox: ParsedMail[];
  close(): Promise<void>;
}

/** The first recipient of a message, as its address. */
export const firstRecipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;

/**
 * A real SMTP server on loopback that keeps what the BFF sends, as a relay would take it; the
 * addresses in `refuse` it refuses for good (550), as a relay refuses a mailbox that is gone.
 */
export async function startSmtpSink(port: number, refuse: readonly string[] = []): Promise<SmtpSink> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.includes(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.push(mail);
        callback();
      }, callback);
    },
  });
  server.on('error', () => {}); // a connection's error, not the server's
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
