import { type Answer, serverMessage } from './post.ts';

/**
 * What each form tells the visitor after its call, in the required words
 * (docs/REQUIREMENTS.md#lead-messages). `answer` is undefined when the call threw (no answer came).
 */
export interface Outcome {
  ok: boolean;
  title?: string;
  message: string;
}

export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';

export function newsletterOutcome(answer: Answer | undefined): Outcome {
  if (!answer?.ok) return { ok: false, message: (answer && serverMessage(answer)) ?? NEWSLETTER_FAILED };
  if (answer.status === 201) {
    return { ok: true, title: 'Subscription confirmed', message: 'You are now subscribed. Welcome aboard!' };
  }
  const message = serverMessage(answer);
  if (answer.status === 200 && message?.toLowerCase().includes('already')) {
    return { ok: true, title: 'Already subscribed', message: 'You’re already on our list.' };
  }
  return { ok: true, title: 'Subscribed', message: message ?? 'Subscription processed.' };
}

/** The callback form says nothing on a failure: it logs it and returns to its unsent state. */
export function callbackOutcome(answer: Answer | undefined): Outcome {
  if (!answer?.ok) return { ok: false, message: '' };
  return { ok: true, message: "Thank you! We'll be in touch shortly." };
}

export function partnerOutcome(answer: Answer | undefined): Outcome {
  if (!answer) return { ok: false, message: 'Server error. Please try again later.' };
  if (!answer.ok) return { ok: false, message: 'Something went wrong. Please try again shortly.' };
  return { ok: true, message: 'Thanks! We’ve received your details—check your inbox for confirmation.' };
}

export function contactOutcome(answer: Answer | undefined): Outcome {
  if (!answer) return { ok: false, message: 'Something went wrong. Please try again later.' };
  if (answer.status !== 200)
    return { ok: false, message: `Failed to send message: ${serverMessage(answer) ?? ''}`.trim() };
  return { ok: true, message: 'Your message was sent successfully.' };
}
