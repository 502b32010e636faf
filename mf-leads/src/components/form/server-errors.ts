import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type Answer, serverFieldErrors } from '../../lib/post.ts';

/** Shows the field errors of a 400 answer beside their fields (what the browser's check missed). */
export function showServerErrors<T extends FieldValues>(answer: Answer | undefined, setError: UseFormSetError<T>) {
  if (!answer) return;
  for (const [field, message] of Object.entries(serverFieldErrors(answer))) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
