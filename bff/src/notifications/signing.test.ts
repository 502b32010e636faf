import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken, webhookSignature } from './signing.ts';

const SECRET = 'unsub-0123456789abcdef0123456789abcdef';
const LEAD = '0190a000-0000-7000-8000-000000000000';

describe('unsubscribe tokens', () => {
  it('are the lead id and its HMAC-SHA256, base64url (checked against openssl)', () => {
    expect(unsubscribeToken(SECRET, LEAD)).toBe(`${LEAD}.dmAoqwFmPtAzORlesBomuejGSs2a7sifwpI0WNCLEfg`);
    expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, LEAD))).toBe(LEAD);
  });

  it('refuse a forged, altered, cut or foreign token', () => {
    const token = unsubscribeToken(SECRET, LEAD);
    const other = '0190a000-0000-7000-8000-000000000001';
    for (const bad of [
      `${other}${token.slice(LEAD.length)}`, // another subscription's id under this MAC
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.slice(0, -2),
      `${token}x`,
      unsubscribeToken('another-secret-0123456789abcdef0123', LEAD),
      LEAD,
      `${LEAD.toUpperCase()}${token.slice(LEAD.length)}`,
      `.${token}`,
      '',
    ]) {
      expect(verifyUnsubscribeToken(SECRET, bad), bad).toBeUndefined();
    }
  });
});

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body"> (checked against openssl)', () => {
    const body = '{"id":"m1","type":"lead.created"}';
    expect(webhookSignature('whsec-0123456789abcdef0123456789abcdef', body, 1_700_000_000)).toBe(
      't=1700000000,v1=5d77a109e4507308a90fc4135a1e29a8af097fbe5ea8470639a67b0bcea3c881',
    );
  });
});
