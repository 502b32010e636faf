// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupThousands } from './amount.ts';
import { DISMISSED_KEY, mayShowNewsletter, SHOWN_KEY, setFlag } from './newsletter-visibility.ts';
import { serverFieldErrors, serverMessage } from './post.ts';
import { contractResolver } from './resolver.ts';

const resolve = <S extends Parameters<typeof contractResolver>[0]>(pick: S, values: unknown) =>
  contractResolver(pick)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('average sale value while typing', () => {
  it.each([
    ['1500000', '1 500 000'],
    ['R1,500,000', '1 500 000'],
    ['999', '999'],
    ['1000', '1 000'],
    ['0012', '12'],
    ['abc', ''],
    ['', ''],
  ])('%s shows as "%s"', (typed, shown) => {
    // Grouped as all money on the site, with no-break spaces.
    expect(groupThousands(typed)).toBe(shown.replace(/ /g, '\u00a0'));
  });
});

describe('newsletter once a session', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('shows on any path when no list is set, until it was shown or dismissed', () => {
    const shown = storage();
    expect(mayShowNewsletter('/anything', shown)).toBe(true);
    setFlag(shown, SHOWN_KEY);
    expect(mayShowNewsletter('/anything', shown)).toBe(false);
    const dismissed = storage();
    setFlag(dismissed, DISMISSED_KEY);
    expect(mayShowNewsletter('/', dismissed)).toBe(false);
  });

  it('shows only on allowed paths; an entry ending in / allows the paths under it', () => {
    const allowed = ['/', '/education', '/articles/'];
    expect(mayShowNewsletter('/', storage(), allowed)).toBe(true);
    expect(mayShowNewsletter('/articles/buying-costs-12', storage(), allowed)).toBe(true);
    expect(mayShowNewsletter('/apply', storage(), allowed)).toBe(false);
    expect(mayShowNewsletter('/education/more', storage(), allowed)).toBe(false);
  });

  it('storage that throws counts as shown, and setting a flag then does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(mayShowNewsletter('/', broken)).toBe(false);
    expect(() => setFlag(broken, SHOWN_KEY)).not.toThrow();
  });
});

describe('the forms check with the BFF contract', () => {
  it('gives the contract messages, one per field, and no values', async () => {
    const result = await resolve((contracts) => contracts.newsletterSubscriptionSchema, { name: '   ', email: 'nope' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'contract', message: 'Please enter your name.' },
      email: { type: 'contract', message: 'Please enter a valid e-mail address.' },
    });
  });

  it('hands on the values the BFF expects: trimmed, labels mapped, empty phone dropped', async () => {
    const result = await resolve((contracts) => contracts.contactMessageSchema, {
      name: ' Thandi Nkosi ',
      email: 'thandi@example.co.za',
      phone: '',
      subject: 'Home Loan Pre-Approval Request',
      stage: 'Found a property',
      message: 'Please call me.',
      website: '',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      subject: 'consultation',
      stage: 'Still looking',
      message: 'Please call me.',
      website: '',
    });
  });
});

describe('reading an answer', () => {
  it("takes the message when there is one, and the field errors by the form's field names", () => {
    const data = {
      message: 'Please correct these fields: payload.email, payload.name.',
      errors: [
        { field: 'payload.email', message: 'Please enter a valid e-mail address.' },
        { field: 'payload.email', message: 'second message for the same field' },
        { field: 'payload.name', message: 'Please enter your name.' },
        { field: 7, message: 'not a field' },
      ],
    };
    expect(serverMessage({ data })).toBe(data.message);
    expect(serverMessage({ data: { message: '  ' } })).toBeUndefined();
    expect(serverMessage({ data: null })).toBeUndefined();
    expect(serverFieldErrors({ data })).toEqual({
      email: 'Please enter a valid e-mail address.',
      name: 'Please enter your name.',
    });
    expect(serverFieldErrors({ data: { errors: 'nope' } })).toEqual({});
  });
});
