import {
  analyticsBatchSchema,
  check,
  contactMessageSchema,
  describeUserAgent,
  isPersonalField,
  newsletterRequestSchema,
  partnerLeadSchema,
  redactText,
} from '@hl/shared/contracts';
import { describe, expect, it } from 'vitest';

/** The shared contracts, as the browser remotes use them for their own checks. */
describe('contracts', () => {
  it('check() gives the parsed value, or the answer the BFF would give', () => {
    expect(check(newsletterRequestSchema, { payload: { name: ' Thandi ', email: 't@example.co.za' } })).toEqual({
      ok: true,
      data: { payload: { name: 'Thandi', email: 't@example.co.za', source: 'newsletter_modal' } },
    });
    expect(check(newsletterRequestSchema, { payload: { name: '', email: 't@example.co.za' } })).toEqual({
      ok: false,
      answer: {
        message: 'payload.name: Please enter your name.',
        errors: [{ field: 'payload.name', message: 'Please enter your name.' }],
      },
    });
  });

  it('refuses required text made only of invisible characters, and keeps text that shows something', () => {
    expect(
      check(newsletterRequestSchema, { payload: { name: '\u200B\u2060\u3164', email: 't@example.co.za' } }),
    ).toEqual({
      ok: false,
      answer: {
        message: 'payload.name: Name must contain at least one visible letter or digit.',
        errors: [{ field: 'payload.name', message: 'Name must contain at least one visible letter or digit.' }],
      },
    });
    // Invisible characters beside visible ones are text as people write it (joined emoji, soft hyphens).
    for (const name of ['Zo\u00ADë', '李\u200B雷', 'Thandi 👩\u200D👩\u200D👧']) {
      expect(check(newsletterRequestSchema, { payload: { name, email: 't@example.co.za' } }).ok, name).toBe(true);
    }
  });

  it('normalises a partner lead as docs/REQUIREMENTS.md#lead-forms describes it', () => {
    const lead = partnerLeadSchema.parse({
      fullName: ' A B ',
      email: ' A@B.CO.ZA ',
      phone: '082 123 4567',
      estateAgency: 'X',
      avgSaleValue: '1\u00a0500 000',
    });
    expect(lead).toMatchObject({
      email: 'a@b.co.za',
      avgSaleValue: 1500000,
      numListings: null,
      source: 'agents-landing',
    });
  });

  it('maps contact labels to values and drops an empty phone', () => {
    const message = contactMessageSchema.parse({
      name: 'N',
      email: 'n@example.co.za',
      phone: '  ',
      subject: 'Refinancing My Existing Home Loan',
      message: 'Hi',
      stage: 'Ready to refinance',
    });
    expect(message).toEqual({
      name: 'N',
      email: 'n@example.co.za',
      subject: 'pre-approval',
      message: 'Hi',
      stage: 'Still looking',
    });
  });

  it('types batch records by kind', () => {
    const [record] = analyticsBatchSchema.parse([{ kind: 'event', type: 'calculator_selected', value: 'deposit' }]);
    expect(record).toEqual({ kind: 'event', type: 'calculator_selected', value: 'deposit' });
  });

  it.each([
    ['name', true],
    ['fullName', true],
    ['e-mail', true],
    ['contact_phone', true],
    ['mobileNumber', true],
    ['yourMessage', true],
    ['idNumber', true],
    ['pathname', false],
    ['estateAgency', false],
    ['loanAmount', false],
    ['subject', false],
    ['hotel', false],
  ])('isPersonalField(%j) is %s', (field, personal) => {
    expect(isPersonalField(field)).toBe(personal);
  });

  it.each([
    ['Call 082 123 4567 now', 'Call [redacted] now'],
    ['+27 (0)82 123 4567', '[redacted]'],
    ['(011) 555-1234', '[redacted]'],
    ['+44 20 7946 0958', '[redacted]'],
    ['write to a.b+c@x.co.za!', 'write to [redacted]!'],
    ['ID 8001015009087', 'ID [redacted]'],
    ['R1 500 000', 'R1 500 000'],
    ['1500000', '1500000'],
    ['10.75', '10.75'],
    ['1920x1080', '1920x1080'],
    ['2025-01-01T10:00:00.000Z', '2025-01-01T10:00:00.000Z'],
    ['4f0e7c1a-0821-4a1b-9c2d-0123456789ab', '4f0e7c1a-0821-4a1b-9c2d-0123456789ab'],
  ])('redactText(%j) is %j', (text, redacted) => {
    expect(redactText(text)).toBe(redacted);
  });

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { device: 'mobile', browser: 'Safari', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      { device: 'desktop', browser: 'Edge', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { device: 'tablet', browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      { device: 'mobile', browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0',
      { device: 'desktop', browser: 'Firefox', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 OPR/106.0',
      { device: 'desktop', browser: 'Opera', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      { device: 'mobile', browser: 'Samsung Internet', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.4227.80168',
      { device: 'mobile', browser: 'Opera', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
      { device: 'mobile', browser: 'Edge', os: 'Android' },
    ],
    ['curl/8.5.0', { device: 'desktop', browser: 'Unknown', os: 'Unknown' }],
  ])('describeUserAgent(%j)', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});
