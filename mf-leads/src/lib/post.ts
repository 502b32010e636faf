import { traceparent } from '@hl/shared/traceparent';

/** What the lead forms read from a BFF answer: its status and, when it is JSON, its body. */
export interface Answer {
  status: number;
  ok: boolean;
  data: { message?: unknown; status?: unknown; errors?: unknown } | null;
}

/**
 * Posts a form's body as JSON to the BFF (same origin: the BFF serves the site), as the first span
 * of the lead's trace. Resolves with the answer whatever its status; rejects only when no answer
 * came (network down, request blocked).
 */
export async function postJson(path: string, body: unknown): Promise<Answer> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', traceparent: traceparent() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json = (res.headers.get('content-type') ?? '').includes('application/json');
  const data = json ? ((await res.json().catch(() => null)) as Answer['data']) : null;
  return { status: res.status, ok: res.ok, data };
}

/** postJson for a form: a call that got no answer is logged and resolves undefined. */
export async function sendLead(path: string, body: unknown): Promise<Answer | undefined> {
  try {
    return await postJson(path, body);
  } catch (error) {
    console.warn(`No answer from ${path}`, error);
    return undefined;
  }
}

/** The message the BFF put in its answer, when there is one. */
export const serverMessage = (answer: Pick<Answer, 'data'>): string | undefined =>
  typeof answer.data?.message === 'string' && answer.data.message.trim() ? answer.data.message : undefined;

/** The field errors of a 400 answer ({ errors: [{ field, message }] }), by field name. */
export function serverFieldErrors(answer: Pick<Answer, 'data'>): Record<string, string> {
  const errors = Array.isArray(answer.data?.errors) ? answer.data.errors : [];
  const byField: Record<string, string> = {};
  for (const error of errors as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof error?.field !== 'string' || typeof error.message !== 'string') continue;
    // 'payload.email' (the newsletter's wrapped body) is the form's 'email'.
    const field = error.field.replace(/^payload\./, '');
    byField[field] ??= error.message;
  }
  return byField;
}
