import type { Tracker } from '@hl/shared/analytics';
import { send } from '../transport/send.ts';

/**
 * The tracker the shell's analytics provider hands records to: each record goes to the BFF as it
 * comes (the BFF adds the visitor and session ids from its cookies).
 */
export default function createTracker(): Tracker {
  return { record: (record) => void send(record) };
}
