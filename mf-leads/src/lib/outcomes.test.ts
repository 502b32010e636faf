// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactOutcome, newsletterOutcome, partnerOutcome } from './outcomes.ts';
import type { Answer } from './post.ts';

const answer = (status: number, data: Answer['data'] = null): Answer => ({
  status,
  ok: status >= 200 && status < 300,
  data,
});

describe('newsletter outcomes', () => {
  it('201: subscription confirmed', () => {
    expect(newsletterOutcome(answer(201, { message: 'Subscribed.' }))).toEqual({
      ok: true,
      title: 'Subscription confirmed',
      message: 'You are now subscribed. Welcome aboard!',
    });
  });

  it("200 with 'already' in the message: already subscribed", () => {
    expect(newsletterOutcome(answer(200, { message: 'This e-mail is Already on the list.' }))).toEqual({
      ok: true,
      title: 'Already subscribed',
      message: 'You’re already on our list.',
    });
  });

  it("any other success: the server's message, else 'Subscription processed.'", () => {
    expect(newsletterOutcome(answer(202, { message: 'Queued.' })).message).toBe('Queued.');
    expect(newsletterOutcome(answer(200)).message).toBe('Subscription processed.');
    expect(newsletterOutcome(answer(200)).ok).toBe(true);
  });

  it("a failure: the server's message, else 'Failed to subscribe. Please try again.'", () => {
    expect(newsletterOutcome(answer(400, { message: 'payload.email: Please enter a valid e-mail address.' }))).toEqual({
      ok: false,
      message: 'payload.email: Please enter a valid e-mail address.',
    });
    expect(newsletterOutcome(answer(500))).toEqual({ ok: false, message: 'Failed to subscribe. Please try again.' });
    expect(newsletterOutcome(undefined)).toEqual({ ok: false, message: 'Failed to subscribe. Please try again.' });
  });
});

describe('partner outcomes', () => {
  it('2xx: thanks; non-2xx: something went wrong; no answer: server error', () => {
    expect(partnerOutcome(answer(201, { status: 'success', message: 'ok' }))).toEqual({
      ok: true,
      message: 'Thanks! We’ve received your details—check your inbox for confirmation.',
    });
    expect(partnerOutcome(answer(429, { message: 'Too many' }))).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again shortly.',
    });
    expect(partnerOutcome(undefined)).toEqual({ ok: false, message: 'Server error. Please try again later.' });
  });
});

describe('contact outcomes', () => {
  it('200: sent; other statuses: the server message after "Failed to send message: "; no answer: try later', () => {
    expect(contactOutcome(answer(200, { message: 'Thanks' }))).toEqual({
      ok: true,
      message: 'Your message was sent successfully.',
    });
    expect(contactOutcome(answer(400, { message: 'email: Please enter a valid e-mail address.' }))).toEqual({
      ok: false,
      message: 'Failed to send message: email: Please enter a valid e-mail address.',
    });
    expect(contactOutcome(answer(201)).ok).toBe(false);
    expect(contactOutcome(undefined)).toEqual({ ok: false, message: 'Something went wrong. Please try again later.' });
  });
});
