import type { RemoteVersions } from '@hl/shared/analytics';
import { CONNECTION_TYPES, type Device, WEB_VITALS, type WebVitalName } from '@hl/shared/analytics-values';
import type { WebVitalInput } from '@hl/shared/contracts';
import { cleanLine, cleanRemotes } from './clean.ts';

/** The largest value the contract takes (an hour, in ms): a batch with one more is refused whole. */
const MAX_VALUE = 3_600_000;

/** An element as the DOM has it (a plain object in tests). */
export interface ElementLike {
  tagName: string;
  id?: string;
  classList?: ArrayLike<string>;
  parentElement?: ElementLike | null;
}

/**
 * An entry of a metric as web-vitals hands it: LCP's has the element, INP's the event's target (a
 * DOM node, not always an element) and timings.
 */
export interface VitalEntry {
  element?: ElementLike | null;
  target?: unknown;
  startTime?: number;
  duration?: number;
  processingStart?: number;
  processingEnd?: number;
}

/** A metric as web-vitals reports it (the fields read here). */
export interface VitalMetric {
  name: string;
  value: number;
  entries: readonly VitalEntry[];
}

export interface VitalFacts {
  path: string;
  device: Device;
  connection?: string | undefined;
  remotes?: RemoteVersions | undefined;
  timestamp: string;
}

export type VitalItem = WebVitalInput & { kind: 'vital' };

const isElement = (node: unknown): node is ElementLike =>
  typeof (node as Partial<ElementLike> | null)?.tagName === 'string';

/**
 * A short CSS selector of an element and its parent, each `tag#id` or `tag.class` (`section#faq>
 * details.faq`): what the attribution build would name, read from the entries the standard build
 * already has.
 */
export function selectorOf(node: unknown): string | undefined {
  if (!isElement(node)) return undefined;
  const part = (e: ElementLike) =>
    e.tagName.toLowerCase() + (e.id ? `#${e.id}` : e.classList?.[0] ? `.${e.classList[0]}` : '');
  const parent = node.parentElement;
  return cleanLine(parent && !node.id ? `${part(parent)}>${part(node)}` : part(node), 200);
}

/**
 * INP's phases from the interaction's first event entry: the wait before its handlers ran, the
 * handlers, and the wait for the next paint (whole ms).
 */
export function inpPhases(entry: VitalEntry | undefined): WebVitalInput['phases'] {
  const { startTime: start, processingStart: begin, processingEnd: end, duration } = entry ?? {};
  if (start === undefined || begin === undefined || end === undefined || duration === undefined) return undefined;
  const ms = (value: number) => Math.min(MAX_VALUE, Math.max(0, Math.round(value)));
  return { inputDelay: ms(begin - start), processing: ms(end - begin), presentation: ms(start + duration - end) };
}

/**
 * A vital record as the batch takes it, or null for a metric the contract has no place for (an
 * unknown name, a value out of range: one such record would get its whole batch refused). Values
 * in whole milliseconds, CLS to four decimals; the LCP element, or INP's target and phases.
 */
export function vitalItem(metric: VitalMetric, facts: VitalFacts): VitalItem | null {
  const { name, value, entries } = metric;
  if (!(WEB_VITALS as readonly string[]).includes(name) || !(value >= 0 && value <= MAX_VALUE)) return null;
  const item: VitalItem = {
    kind: 'vital',
    name: name as WebVitalName,
    value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value),
    path: facts.path,
    device: facts.device,
    timestamp: facts.timestamp,
  };
  const connection = CONNECTION_TYPES.find((type) => type === facts.connection);
  if (connection) item.connection = connection;
  const target =
    name === 'LCP'
      ? selectorOf(entries[entries.length - 1]?.element)
      : name === 'INP'
        ? selectorOf(entries[0]?.target)
        : undefined;
  if (target) item.target = target;
  const phases = name === 'INP' ? inpPhases(entries[0]) : undefined;
  if (phases) item.phases = phases;
  const remotes = cleanRemotes(facts.remotes);
  if (remotes) item.remotes = remotes;
  return item;
}
