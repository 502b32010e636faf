import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from '../../app.ts';

let t: TestApp;
beforeAll(async () => {
  // The rate limit is covered in abuse.test.ts; here it must not get in the way.
  t = await startApp({ CONTACT_RATE_LIMIT: '1000' });
});
afterAll(async () => t.close());

const newsletter = (payload: Record<string, unknown>) => post(t.app, '/contact/newsletter/subscribe', { payload });
const leadsOf = async (type: 'newsletter' | 'partner' | 'callback' | 'contact') => t.app.leadsRepository.list({ type });

describe('POST /contact/newsletter/subscribe', () => {
  it('answers 201 for a new e-mail and stores the trimmed subscription', async () => {
    const res = await newsletter({
      name: '  Thandi Nkosi ',
      email: ' Thandi@Example.co.za ',
      source: 'newsletter_modal',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed', message: 'You are now subscribed. Welcome aboard!' });
    const [lead] = (await leadsOf('newsletter')).filter((l) => l.email === 'thandi@example.co.za');
    expect(lead?.payload).toEqual({ name: 'Thandi Nkosi', email: 'Thandi@Example.co.za', source: 'newsletter_modal' });
    expect(lead?.spam).toBe(false);
  });

  it("answers 200 with a message containing 'already' for an e-mail on the list (trimmed, any case)", async () => {
    await newsletter({ name: 'Sipho', email: 'sipho@example.co.za', source: 'newsletter_modal' });
    const again = await newsletter({ name: 'Sipho M', email: '  SIPHO@example.CO.ZA', source: 'newsletter_modal' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toContain('already');
    expect((await leadsOf('newsletter')).filter((l) => l.email === 'sipho@example.co.za')).toHaveLength(1);
  });

  it('stores one subscription when the same e-mail is sent many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => newsletter({ name: 'Ayanda', email: 'ayanda@example.co.za' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await leadsOf('newsletter')).filter((l) => l.email === 'ayanda@example.co.za')).toHaveLength(1);
  });

  it("says 'Please enter your name.' for a name that is empty after trimming, and stores nothing", async () => {
    const before = (await leadsOf('newsletter')).length;
    const res = await newsletter({ name: '   ', email: 'nobody@example.co.za', source: 'newsletter_modal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'payload.name: Please enter your name.',
      errors: [{ field: 'payload.name', message: 'Please enter your name.' }],
    });
    expect((await leadsOf('newsletter')).length).toBe(before);
  });
});

describe('POST /contact/partner', () => {
  const partner = {
    fullName: '  Lerato Mokoena ',
    email: ' Lerato@Agency.CO.ZA ',
    phone: ' +27 (82) 123-4567 ',
    estateAgency: ' Sunset Realty ',
    numListings: 12,
    avgSaleValue: '1 850 000',
    source: 'agents-landing',
  };

  it('answers 201 { status, message } and stores the normalised lead', async () => {
    const res = await post(t.app, '/contact/partner', partner);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: expect.stringContaining('Thanks!') });
    const [lead] = (await leadsOf('partner')).filter((l) => l.email === 'lerato@agency.co.za');
    expect(lead?.payload).toEqual({
      fullName: 'Lerato Mokoena',
      email: 'lerato@agency.co.za',
      phone: '+27 (82) 123-4567',
      estateAgency: 'Sunset Realty',
      numListings: 12,
      avgSaleValue: 1850000,
      source: 'agents-landing',
    });
  });

  it('accepts empty optional numbers as null and a numeric avgSaleValue', async () => {
    const res = await post(t.app, '/contact/partner', {
      ...partner,
      email: 'optional@agency.co.za',
      numListings: null,
      avgSaleValue: '',
    });
    expect(res.statusCode).toBe(201);
    const [lead] = (await leadsOf('partner')).filter((l) => l.email === 'optional@agency.co.za');
    expect(lead?.payload).toMatchObject({ numListings: null, avgSaleValue: null });
    const numeric = await post(t.app, '/contact/partner', {
      ...partner,
      email: 'n@agency.co.za',
      avgSaleValue: 950000,
    });
    expect(numeric.statusCode).toBe(201);
  });

  it('stores a blank number of listings as null, never 0, and digits sent as text as a number', async () => {
    const sent: Array<[string, unknown, number | null]> = [
      ['blank-text', '', null],
      ['spaces', '   ', null],
      ['missing', undefined, null],
      ['zero', 0, 0],
      ['zero-text', '0', 0],
      ['digits-text', ' 14 ', 14],
    ];
    for (const [name, numListings, stored] of sent) {
      const email = `listings-${name}@agency.co.za`;
      const res = await post(t.app, '/contact/partner', { ...partner, email, numListings, avgSaleValue: '  ' });
      expect(res.statusCode, name).toBe(201);
      const [lead] = (await leadsOf('partner')).filter((l) => l.email === email);
      expect(lead?.payload, name).toMatchObject({ numListings: stored, avgSaleValue: null });
    }
  });

  it('refuses a contact number with fewer than 7 digits or other characters', async () => {
    for (const phone of ['12345', '082-ABC-4567', '+++++++']) {
      const res = await post(t.app, '/contact/partner', { ...partner, phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('phone');
    }
  });
});

describe('POST /contact/callbackrequest', () => {
  it('answers 201 and stores the request', async () => {
    const res = await post(t.app, '/contact/callbackrequest', {
      name: 'Pieter van der Merwe',
      email: 'pieter@example.co.za',
      mobile: '082 123 4567',
    });
    expect(res.statusCode).toBe(201);
    const [lead] = (await leadsOf('callback')).filter((l) => l.email === 'pieter@example.co.za');
    expect(lead?.payload).toEqual({
      name: 'Pieter van der Merwe',
      email: 'pieter@example.co.za',
      mobile: '082 123 4567',
    });
  });
});

describe('the visit a lead came from', () => {
  const session = '7d9f4a2e-1b3c-4d5e-8f60-718293a4b5c6';
  const visitor = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';

  it('is stored from the tracking cookies the form’s request carried, and never set by it', async () => {
    const res = await post(
      t.app,
      '/contact/callbackrequest',
      { name: 'Zanele Khumalo', email: 'zanele@example.co.za', mobile: '082 555 0101' },
      { cookies: { hl_session_id: session.toUpperCase(), visitor_id: visitor } },
    );
    expect(res.statusCode).toBe(201);
    // A lead starts no visit: neither cookie is set or renewed.
    expect(res.cookies).toEqual([]);
    const [lead] = (await leadsOf('callback')).filter((l) => l.email === 'zanele@example.co.za');
    expect(lead).toMatchObject({ sessionId: session, visitorId: visitor });
  });

  it('is unknown (null) without the cookies or with values that are not UUIDs', async () => {
    await post(
      t.app,
      '/contact/callbackrequest',
      { name: 'Sipho Ndlovu', email: 'sipho@example.co.za', mobile: '082 555 0102' },
      { cookies: { hl_session_id: 'not-a-uuid' } },
    );
    const [lead] = (await leadsOf('callback')).filter((l) => l.email === 'sipho@example.co.za');
    expect(lead).toMatchObject({ sessionId: null, visitorId: null });
  });
});

describe('POST /contact/submit', () => {
  const message = {
    name: 'Nomsa Dlamini',
    email: 'nomsa@example.co.za',
    phone: '',
    subject: 'bond-application',
    message: 'I would like to apply.\nPlease call me after 5.',
    stage: 'Need advice',
  };

  it('answers 200 { message } and stores the message, line breaks kept and empty phone dropped', async () => {
    const res = await post(t.app, '/contact/submit', message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your message was sent successfully.' });
    const [lead] = (await leadsOf('contact')).filter((l) => l.email === 'nomsa@example.co.za');
    expect(lead?.payload).toEqual({
      name: 'Nomsa Dlamini',
      email: 'nomsa@example.co.za',
      subject: 'bond-application',
      message: 'I would like to apply.\nPlease call me after 5.',
      stage: 'Need advice',
    });
  });

  it.each([
    ['New Home Loan Application', 'bond-application'],
    ['Home Loan Pre-Approval Request', 'consultation'],
    ['Refinancing My Existing Home Loan', 'pre-approval'],
    ['Investment Property Finance Inquiry', 'general-inquiry'],
    ['First-Time Home Buyer Advice', 'general-inquiry'],
    ['General Bond Origination Inquiry', 'general-inquiry'],
    ['Request a Personalized Consultation', 'general-inquiry'],
    ['consultation', 'consultation'],
  ])('maps the subject %j to %j', async (subject, expected) => {
    const email = `subject-${expected}-${subject.length}@example.co.za`;
    const res = await post(t.app, '/contact/submit', { ...message, email, subject });
    expect(res.statusCode).toBe(200);
    const [lead] = (await leadsOf('contact')).filter((l) => l.email === email);
    expect(lead?.payload.subject).toBe(expected);
  });

  it.each([
    ['Just starting out', 'Need advice'],
    ['Still looking for property', 'Still looking'],
    ['Found a property', 'Still looking'],
    ['Ready to refinance', 'Still looking'],
    ['Still looking', 'Still looking'],
  ])('maps the stage %j to %j', async (stage, expected) => {
    const email = `stage-${stage.length}@example.co.za`;
    const res = await post(t.app, '/contact/submit', { ...message, email, stage });
    expect(res.statusCode).toBe(200);
    const [lead] = (await leadsOf('contact')).filter((l) => l.email === email);
    expect(lead?.payload.stage).toBe(expected);
  });

  it('refuses an unknown subject or stage, naming the field', async () => {
    const subject = await post(t.app, '/contact/submit', { ...message, subject: 'Lottery' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().message).toBe('subject: Please choose a subject.');
    const stage = await post(t.app, '/contact/submit', { ...message, stage: 'toString' });
    expect(stage.statusCode).toBe(400);
    expect(stage.json().errors).toEqual([{ field: 'stage', message: expect.any(String) }]);
  });

  it('keeps HTML and SQL-looking text in a message as plain data, verbatim', async () => {
    const text = `<script>alert("x")</script> Robert'); DROP TABLE leads;-- SELECT * FROM leads`;
    const res = await post(t.app, '/contact/submit', { ...message, email: 'verbatim@example.co.za', message: text });
    expect(res.statusCode).toBe(200);
    const [lead] = (await leadsOf('contact')).filter((l) => l.email === 'verbatim@example.co.za');
    expect(lead?.payload.message).toBe(text);
    expect((await t.app.leadsRepository.list()).length).toBeGreaterThan(1); // the table is still there
  });

  it('accepts names in any script and with emoji', async () => {
    for (const name of [
      'Zoë Ngcobo-Botha',
      "Seán O'Brien",
      'Nkosazana Dlamini-Zuma 😀',
      'Ñandú Pérez',
      '李小龍',
      'Jean-Luc d’Arc',
    ]) {
      const res = await post(t.app, '/contact/submit', { ...message, name });
      expect(res.statusCode, name).toBe(200);
    }
  });
});

describe('the honeypot field `website`', () => {
  const person = (email: string) => ({ name: 'Bot', email, website: 'http://spam.example' });
  it.each([
    ['/contact/newsletter/subscribe', 'bot1@spam.example', { payload: person('bot1@spam.example') }, 201],
    [
      '/contact/partner',
      'bot2@spam.example',
      { fullName: 'Bot', email: 'bot2@spam.example', phone: '0821234567', estateAgency: 'Spam', website: 'x' },
      201,
    ],
    ['/contact/callbackrequest', 'bot3@spam.example', { ...person('bot3@spam.example'), mobile: '0821234567' }, 201],
    [
      '/contact/submit',
      'bot4@spam.example',
      { ...person('bot4@spam.example'), subject: 'consultation', message: 'buy now', stage: 'Need advice' },
      200,
    ],
  ])('filled on %s: the normal success answer, stored flagged as spam', async (url, email, body, status) => {
    const res = await post(t.app, url, body);
    expect(res.statusCode).toBe(status);
    const lead = (await t.app.leadsRepository.list()).find((l) => l.email === email);
    expect(lead?.spam).toBe(true);
    expect(lead?.payload).not.toHaveProperty('website');
  });

  it('left empty: stored as a real lead', async () => {
    const res = await post(t.app, '/contact/callbackrequest', {
      name: 'Real Person',
      email: 'real@example.co.za',
      mobile: '0821234567',
      website: '',
    });
    expect(res.statusCode).toBe(201);
    const [lead] = (await leadsOf('callback')).filter((l) => l.email === 'real@example.co.za');
    expect(lead?.spam).toBe(false);
  });
});
