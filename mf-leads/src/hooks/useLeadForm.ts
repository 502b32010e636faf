import { type ConversionType, type EventType, useAnalytics } from '@hl/shared/analytics';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Outcome } from '../lib/outcomes.ts';
import { type Answer, sendLead, serverFieldErrors } from '../lib/post.ts';
import { contractResolver, type LeadContracts, loadContracts } from '../lib/resolver.ts';

/** What a successful lead records: its events in order, then at most one conversion. */
export interface LeadTracking {
  events: ReadonlyArray<{ type: EventType; element: string; value?: string }>;
  conversion?: ConversionType;
}

export interface LeadFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The form's name in analytics: `lead_form_focus` carries it when the visitor first focuses a field. */
  name: string;
  /**
   * The shared contract, picked from the lead contracts once they are loaded: the browser refuses
   * what the BFF would refuse, with its messages.
   */
  schema: (contracts: LeadContracts) => S;
  /** Where the checked values are posted. */
  endpoint: string;
  defaultValues: DefaultValues<z.input<S>>;
  /** The body posted for the checked values, when it is not the values themselves. */
  body?: (values: z.output<S>) => unknown;
  /** What the visitor is told for an answer (undefined when none came). */
  outcome: (answer: Answer | undefined) => Outcome;
  /** What a success records (not called on a failure). */
  tracking: (values: z.output<S>, answer: Answer) => LeadTracking;
  /** Clear the fields after a success (forms that stay on screen for the next message). */
  resetOnSuccess?: boolean;
  /** Tells the visitor (a toast) or the console about each outcome, beyond the `outcome` state. */
  onOutcome?: (outcome: Outcome, answer: Answer | undefined) => void;
}

/**
 * The lead forms' one submit sequence over react-hook-form: check with the contract, post, turn the
 * answer into an outcome, show a refused request's field errors beside their fields, and on a
 * success record the events and the conversion. Each form declares only what differs and spreads
 * `formProps` on its <form>: the browser's own checks off, the submit, and on the visitor's first
 * focus of a field `lead_form_focus` and the contracts loading (lib/resolver.ts).
 */
export function useLeadForm<S extends z.ZodType<FieldValues, FieldValues>>(options: LeadFormOptions<S>) {
  const {
    name,
    schema,
    endpoint,
    defaultValues,
    body,
    outcome: toOutcome,
    tracking,
    resetOnSuccess,
    onOutcome,
  } = options;
  const { trackEvent, trackConversion } = useAnalytics();
  const focused = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: contractResolver(schema), defaultValues });
  const { handleSubmit, reset, setError } = form;

  const submit = async (values: z.output<S>) => {
    setOutcome(undefined);
    const answer = await sendLead(endpoint, body ? body(values) : values);
    const result = toOutcome(answer);
    setOutcome(result);
    onOutcome?.(result, answer);
    if (!result.ok || !answer) {
      showServerErrors(answer, setError);
      return;
    }
    const { events, conversion } = tracking(values, answer);
    for (const event of events) trackEvent(event.type, event.element, event.value);
    if (conversion) trackConversion(conversion);
    if (resetOnSuccess) reset(defaultValues);
  };

  /** Back to the unsent form: default values, no outcome. */
  const clear = useCallback(() => {
    reset(defaultValues);
    setOutcome(undefined);
  }, [reset, defaultValues]);

  // The contracts first: react-hook-form disables the fieldset while it checks, and a disabled
  // field could not take the focus it then moves to the first error. Contracts that cannot be
  // loaded (the connection dropped) are told as a request that got no answer; the next submit
  // tries again.
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    try {
      await loadContracts();
    } catch (error) {
      console.warn('The form could not load its checks', error);
      const result = toOutcome(undefined);
      setOutcome(result);
      onOutcome?.(result, undefined);
      return;
    }
    await handleSubmit(submit)();
  };

  // The first focus: the visitor opened this form (what "opened a lead form" counts), and the
  // contracts start loading.
  const onFocus = () => {
    prepare();
    if (focused.current) return;
    focused.current = true;
    trackEvent('lead_form_focus', name);
  };

  const formProps = { noValidate: true, onSubmit, onFocus };
  return { ...form, onSubmit, formProps, outcome, clear };
}

/** Starts loading the contracts (the form's first focus); a failure is for the submit to tell. */
function prepare() {
  loadContracts().catch(() => {});
}

/** Shows the field errors of a 400 answer beside their fields (what the browser's check missed). */
export function showServerErrors<T extends FieldValues>(answer: Answer | undefined, setError: UseFormSetError<T>) {
  if (!answer) return;
  for (const [field, message] of Object.entries(serverFieldErrors(answer))) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
