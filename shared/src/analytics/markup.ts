import type { EventType } from './event-types.ts';

/**
 * Markup the tracker reads by itself, so a part records a click or an opened FAQ without code:
 *
 * - `data-track="<event type>"`, with `data-track-name` (the event's element) and optionally
 *   `data-track-value`: a click on the element, or inside it, records that event;
 * - `data-article-id="<id>"`: a click records `article_view` with the id as element;
 * - a `<details>` opened records `faq_open` with its summary's text, unless it carries
 *   `data-faq="false"` (an explainer that records its own `explainer_toggle`).
 */
export const TRACK_ATTRIBUTE = 'data-track';
export const TRACK_NAME_ATTRIBUTE = 'data-track-name';
export const TRACK_VALUE_ATTRIBUTE = 'data-track-value';
export const ARTICLE_ID_ATTRIBUTE = 'data-article-id';
export const FAQ_ATTRIBUTE = 'data-faq';

export interface TrackAttributes {
  'data-track': EventType;
  'data-track-name'?: string;
  'data-track-value'?: string;
}

/** The attributes that make a click record `type` (typed, so a name missing from the list fails typecheck). */
export function trackAttributes(type: EventType, name?: string, value?: string): TrackAttributes {
  return {
    [TRACK_ATTRIBUTE]: type,
    ...(name === undefined ? {} : { [TRACK_NAME_ATTRIBUTE]: name }),
    ...(value === undefined ? {} : { [TRACK_VALUE_ATTRIBUTE]: value }),
  };
}
