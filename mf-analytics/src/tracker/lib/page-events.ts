import {
  ARTICLE_ID_ATTRIBUTE,
  FAQ_ATTRIBUTE,
  TRACK_ATTRIBUTE,
  TRACK_NAME_ATTRIBUTE,
  TRACK_VALUE_ATTRIBUTE,
} from '@hl/shared/analytics-markup';
import { cleanLine } from '../../domain/clean.ts';
import { inputEvent } from '../../domain/inputs.ts';
import type { EventValue } from '../../domain/payload.ts';

/** Records an event of the tracker's own (the type is checked before it is sent). */
export type Emit = (type: string, element?: string, value?: EventValue) => void;

const TRACKED = `[${TRACK_ATTRIBUTE}]`;
const ARTICLE = `[${ARTICLE_ID_ATTRIBUTE}]`;

/**
 * What the tracker records from the page by itself, through three listeners on the document (in
 * the capture phase, so a component stopping propagation cannot hide them):
 * - `change` of a field with a name or an id: an `input` event, personal values redacted;
 * - a click inside an element marked `data-track`: its event, name and value; inside one carrying
 *   `data-article-id`: `article_view` with the id;
 * - a `<details>` opened: `faq_open` with its summary's text (not for `data-faq="false"`).
 */
export function watchPageEvents(emit: Emit): { stop(): void } {
  const onChange = (event: Event) => {
    const field = event.target;
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)
    ) {
      return;
    }
    const input = inputEvent({
      tag: field.tagName.toLowerCase(),
      type: field instanceof HTMLInputElement ? field.type : '',
      name: field.name,
      id: field.id,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
      autocomplete: field.getAttribute('autocomplete') ?? '',
    });
    if (input) emit('input', input.element, input.value);
  };

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const marked = event.target.closest(TRACKED);
    if (marked) {
      const type = marked.getAttribute(TRACK_ATTRIBUTE) ?? '';
      emit(
        type,
        marked.getAttribute(TRACK_NAME_ATTRIBUTE) ?? undefined,
        marked.getAttribute(TRACK_VALUE_ATTRIBUTE) ?? undefined,
      );
    }
    const article = event.target.closest(ARTICLE);
    if (article) emit('article_view', article.getAttribute(ARTICLE_ID_ATTRIBUTE) ?? '');
  };

  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    if (details.getAttribute(FAQ_ATTRIBUTE) === 'false') return;
    const summary = details.querySelector(':scope > summary');
    emit('faq_open', cleanLine((summary?.textContent ?? '').replace(/\s+/g, ' '), 200));
  };

  document.addEventListener('change', onChange, true);
  document.addEventListener('click', onClick, true);
  // toggle does not bubble; the capture phase still passes the document.
  document.addEventListener('toggle', onToggle, true);
  return {
    stop() {
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('toggle', onToggle, true);
    },
  };
}
