import { analyticsWrapper, recordingTracker } from '@hl/shared/analytics-testing';
import type { CallbackRequestInput, callbackRequestSchema } from '@hl/shared/lead-forms';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../lib/outcomes.ts';
import type { Answer } from '../lib/post.ts';
import { loadContracts } from '../lib/resolver.ts';
import { fakeBff, json } from '../test/bff.ts';
import { type LeadFormOptions, useLeadForm } from './useLeadForm.ts';

// The contracts' chunk as it loads, or fails to (a test says so).
vi.mock('../lib/resolver.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/resolver.ts')>();
  return { ...original, loadContracts: vi.fn(original.loadContracts) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EMPTY: CallbackRequestInput = { name: '', mobile: '', email: '', website: '' };
const FILLED: CallbackRequestInput = {
  name: ' Sipho ',
  mobile: '082 123 4567',
  email: 'sipho@example.co.za',
  website: '',
};
const toOutcome = (answer: Answer | undefined): Outcome =>
  answer?.ok ? { ok: true, message: `sent ${answer.status}` } : { ok: false, message: `failed ${answer?.status}` };

function setup(overrides: Partial<LeadFormOptions<typeof callbackRequestSchema>> = {}) {
  const tracker = recordingTracker();
  const onOutcome = vi.fn();
  const view = renderHook(
    () =>
      useLeadForm({
        name: 'probe_form',
        schema: (contracts) => contracts.callbackRequestSchema,
        endpoint: '/contact/probe',
        defaultValues: EMPTY,
        outcome: toOutcome,
        onOutcome,
        tracking: (values, answer) => ({
          events: [
            { type: 'form_submit', element: 'probe_form' },
            { type: 'cta_click', element: 'probe_form', value: `${values.email} ${answer.status}` },
          ],
          conversion: 'callback_request',
        }),
        ...overrides,
      }),
    { wrapper: analyticsWrapper(tracker) },
  );
  const fill = (values: CallbackRequestInput) =>
    act(() => {
      for (const [field, value] of Object.entries(values)) view.result.current.setValue(field as 'name', value);
    });
  const submit = () => act(() => view.result.current.onSubmit());
  const conversions = () => tracker.records.filter((r) => r.kind === 'conversion').map((r) => r.type);
  return { ...view, tracker, onOutcome, fill, submit, conversions };
}

describe('useLeadForm', () => {
  it('posts the values the contract normalised (trimmed), then records the events in order and the conversion', async () => {
    const bff = fakeBff(() => json(201, {}));
    const form = setup();
    await form.fill(FILLED);
    await form.submit();
    expect(bff.posted()).toEqual([
      {
        path: '/contact/probe',
        body: { name: 'Sipho', mobile: '082 123 4567', email: 'sipho@example.co.za', website: '' },
      },
    ]);
    expect(form.result.current.outcome).toEqual({ ok: true, message: 'sent 201' });
    expect(form.onOutcome).toHaveBeenCalledWith(
      { ok: true, message: 'sent 201' },
      expect.objectContaining({ status: 201 }),
    );
    expect(form.tracker.events()).toEqual([
      ['form_submit', 'probe_form'],
      ['cta_click', 'probe_form', 'sipho@example.co.za 201'],
    ]);
    expect(form.conversions()).toEqual(['callback_request']);
    // Without resetOnSuccess the fields keep what was typed (the form decides when to clear).
    expect(form.result.current.getValues('name')).toBe(' Sipho ');
  });

  it('posts the body the form builds from the values, and clears the fields when asked to', async () => {
    const bff = fakeBff(() => json(200, {}));
    const form = setup({ body: (values) => ({ payload: values }), resetOnSuccess: true });
    await form.fill(FILLED);
    await form.submit();
    expect(bff.posted()[0]?.body).toEqual({
      payload: { name: 'Sipho', mobile: '082 123 4567', email: 'sipho@example.co.za', website: '' },
    });
    expect(form.result.current.getValues()).toEqual(EMPTY);
    expect(form.result.current.outcome?.ok).toBe(true);
  });

  it('sends nothing and records nothing while the contract refuses the values', async () => {
    const bff = fakeBff();
    const form = setup();
    await form.fill({ ...FILLED, mobile: '082-12' });
    await form.submit();
    expect(bff.fetchMock).not.toHaveBeenCalled();
    expect(form.result.current.getFieldState('mobile').error?.message).toBe(
      'Mobile number must have at least 7 digits.',
    );
    expect(form.result.current.outcome).toBeUndefined();
    expect(form.tracker.records.filter((r) => r.kind !== 'pageview')).toEqual([]);
  });

  it("a refused request: shows the server's field errors, keeps the values, records nothing", async () => {
    fakeBff(() => json(400, { message: 'Invalid', errors: [{ field: 'email', message: 'That e-mail bounced.' }] }));
    const form = setup({ resetOnSuccess: true });
    await form.fill(FILLED);
    await form.submit();
    expect(form.result.current.outcome).toEqual({ ok: false, message: 'failed 400' });
    expect(form.result.current.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'That e-mail bounced.',
    });
    expect(form.result.current.getValues('email')).toBe('sipho@example.co.za');
    expect(form.tracker.events()).toEqual([]);
    expect(form.conversions()).toEqual([]);
  });

  it('no answer at all: the outcome for none, nothing recorded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = setup();
    await form.fill(FILLED);
    await form.submit();
    expect(form.result.current.outcome).toEqual({ ok: false, message: 'failed undefined' });
    expect(form.onOutcome).toHaveBeenCalledWith({ ok: false, message: 'failed undefined' }, undefined);
    expect(form.tracker.events()).toEqual([]);
  });

  it('contracts that cannot be loaded: told as no answer, nothing sent; the next submit loads them and sends', async () => {
    const bff = fakeBff(() => json(201, {}));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(loadContracts).mockRejectedValueOnce(new Error('Loading chunk lead-contracts failed'));
    const form = setup();
    await form.fill(FILLED);
    await form.submit();
    expect(form.result.current.outcome).toEqual({ ok: false, message: 'failed undefined' });
    expect(form.onOutcome).toHaveBeenCalledWith({ ok: false, message: 'failed undefined' }, undefined);
    expect(bff.fetchMock).not.toHaveBeenCalled();
    expect(form.tracker.events()).toEqual([]);

    await form.submit();
    expect(bff.posted()).toHaveLength(1);
    expect(form.result.current.outcome).toEqual({ ok: true, message: 'sent 201' });
  });

  it('clear() returns to the unsent form: default values and no outcome', async () => {
    fakeBff(() => json(201, {}));
    const form = setup();
    await form.fill(FILLED);
    await form.submit();
    expect(form.result.current.outcome?.ok).toBe(true);
    act(() => form.result.current.clear());
    expect(form.result.current.outcome).toBeUndefined();
    expect(form.result.current.getValues()).toEqual(EMPTY);
  });
});
