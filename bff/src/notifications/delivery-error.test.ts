import { describe, expect, it } from 'vitest';
import { classify, DeliveryError } from './delivery-error.ts';

const smtpError = (fields: Record<string, unknown>) =>
  Object.assign(new Error('550 5.1.1 <thandi@example.co.za>: Recipient address rejected'), fields);

describe('classify', () => {
  it.each([
    [
      'a recipient refused for good',
      { code: 'EENVELOPE', responseCode: 550, permanent: true, command: 'RCPT TO' },
      'SMTP 550',
      true,
    ],
    [
      'a message refused for good',
      { code: 'EMESSAGE', responseCode: 554, permanent: true, command: 'DATA' },
      'SMTP 554',
      true,
    ],
    [
      'a mailbox busy for now',
      { code: 'EENVELOPE', responseCode: 450, permanent: false, command: 'RCPT TO' },
      'SMTP 450',
      false,
    ],
    [
      'a failed login (settings fix it)',
      { code: 'EAUTH', responseCode: 535, permanent: true, command: 'AUTH PLAIN' },
      'SMTP 535',
      false,
    ],
    [
      'a refused sender (settings fix it)',
      { code: 'EENVELOPE', responseCode: 553, permanent: true, command: 'MAIL FROM' },
      'SMTP 553',
      false,
    ],
    ['a relay that is down', { code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, 'ECONNREFUSED', false],
    ['an address nodemailer will not send to', { code: 'EENVELOPE', command: 'API' }, 'EENVELOPE', true],
    ['a CRM that is down', { name: 'TypeError', cause: { code: 'ECONNREFUSED' } }, 'ECONNREFUSED', false],
    ['a timeout', { name: 'TimeoutError' }, 'timeout', false],
  ])('%s', (_what, fields, errorClass, permanent) => {
    const classified = classify(smtpError(fields));
    expect(classified).toMatchObject({ errorClass, permanent });
    // The class is all that is logged or stored: never the server's text, which quotes the address.
    expect(classified.message).not.toContain('@');
  });

  it('keeps what a sender already classified', () => {
    const error = new DeliveryError('HTTP 429', false, 5000);
    expect(classify(error)).toBe(error);
  });
});
