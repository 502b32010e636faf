import type { RemoteVersions, TrackedRecord } from '@hl/shared/analytics';
import type { Browser, Device, OperatingSystem } from '@hl/shared/analytics-values';
import type { AnalyticsBatchInput, PageViewInput, TrackingIds } from '@hl/shared/contracts';
import { cleanLine, cleanPath, cleanRemotes, cleanUrl, isTypeName } from './clean.ts';

/** One record of POST /analytics/batch. */
export type BatchItem = AnalyticsBatchInput[number];
export type EventValue = string | number | boolean;

/** What the tracker knows of the browser for a page view (read once per page view). */
export interface PageContext {
  referrer: string;
  userAgent: string;
  client: { device: Device; browser: Browser; os: OperatingSystem };
  language: string;
  screen: { width: number; height: number };
  timezone: string;
  isReturning: boolean;
}

/**
 * A page view with every field of the page-view entity. `referrer` is the page the visitor came
 * from: the other site for the first page, the previous page for a navigation inside the site.
 * The query string goes as utmParams pairs (the BFF keeps the utm_* ones).
 */
export function pageViewItem(record: TrackedRecord, context: PageContext): BatchItem {
  const url = cleanUrl(record.url);
  const item: PageViewInput & { kind: 'pageview' } = {
    kind: 'pageview',
    path: cleanPath(record.path),
    title: cleanLine(record.title, 300),
    referrer: cleanUrl(context.referrer) ?? '',
    utmParams: queryPairs(url),
    userAgent: cleanLine(context.userAgent, 512),
    ...context.client,
    timezone: cleanLine(context.timezone, 64),
    isReturning: context.isReturning,
    timestamp: record.timestamp,
  };
  if (url) item.pageUrl = url;
  if (/^[A-Za-z0-9-]{1,35}$/.test(context.language)) item.language = context.language;
  const { width, height } = context.screen;
  if (width > 0 && height > 0 && width < 1e5 && height < 1e5)
    item.resolution = `${Math.round(width)}x${Math.round(height)}`;
  return withRemotes(item, record.remotes);
}

/** The query string as key-value pairs, within the contract's limits (20 pairs, safe keys). */
function queryPairs(url: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  if (!url) return pairs;
  let count = 0;
  for (const [key, value] of new URL(url).searchParams) {
    if (count === 20) break;
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(key) || key in pairs) continue;
    pairs[key] = cleanLine(value, 200);
    count++;
  }
  return pairs;
}

/** An event or conversion as the batch takes it; an event whose type the BFF would refuse is left out. */
export function recordItem(record: TrackedRecord): BatchItem | null {
  const path = cleanPath(record.path);
  if (record.kind === 'conversion')
    return withRemotes({ kind: 'conversion', type: record.type, path, timestamp: record.timestamp }, record.remotes);
  if (record.kind !== 'event' || !isTypeName(record.type)) return null;
  return eventItem(record.type, record.element, record.value, path, record.timestamp, {
    passive: record.passive,
    remotes: record.remotes,
  });
}

/** An event; `passive`: the page made it by itself, not the visitor. */
export function eventItem(
  type: string,
  element: string | undefined,
  value: EventValue | undefined,
  path: string,
  timestamp: string,
  { passive, remotes }: { passive?: boolean; remotes?: RemoteVersions } = {},
): BatchItem {
  const item: Extract<BatchItem, { kind: 'event' }> = { kind: 'event', type, path, timestamp };
  if (passive) item.passive = true;
  if (element !== undefined) item.element = cleanLine(element, 200);
  if (typeof value === 'string') item.value = cleanLine(value, 1000);
  else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) item.value = value;
  return withRemotes(item, remotes);
}

/** The item with the versions of the remotes the page ran when it was made (none: left out). */
function withRemotes<T extends BatchItem>(item: T, remotes: RemoteVersions | undefined): T {
  const kept = cleanRemotes(remotes);
  if (kept) item.remotes = kept;
  return item;
}

/** The record with the ids the BFF last answered, as later payloads carry them. */
export const withIds = (item: BatchItem, ids: TrackingIds | undefined): BatchItem =>
  ids ? { ...item, sessionId: ids.sessionId, visitorId: ids.visitorId } : item;
