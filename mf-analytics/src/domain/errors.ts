import type { RemoteVersions } from '@hl/shared/analytics';
import {
  type ClientErrorType,
  MAX_ERRORS_PER_PAGE_VIEW,
  MAX_STACK_FRAMES,
  REMOTE_NAME,
  REMOTE_VERSION,
} from '@hl/shared/analytics-values';
import type { ClientErrorInput } from '@hl/shared/contracts';
import { scrubErrorMessage } from '@hl/shared/privacy';
import { cleanLine, cleanRemotes } from './clean.ts';

export type StackFrame = NonNullable<ClientErrorInput['stack']>[number];

/** Chrome and Safari: `    at fn (https://…/file.js:1:234)` or `    at https://…/file.js:1:234`. */
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
/** Firefox and Safari: `fn@https://…/file.js:1:234`. */
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** The first frames of a stack trace (the built files' lines and columns), where it can be read. */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const text of stack.split('\n')) {
    const match = V8_FRAME.exec(text) ?? GECKO_FRAME.exec(text);
    if (!match) continue;
    const [, fn, file = '', line = '0', column = '0'] = match;
    // Only files of the site: no browser extension's code, no `eval` or `<anonymous>`.
    if (!/^https?:\/\//.test(file)) continue;
    const frame: StackFrame = {
      file: cleanLine(file.replace(/[?#].*$/, ''), 500),
      line: Number(line),
      column: Number(column),
    };
    if (fn) frame.fn = cleanLine(fn, 200);
    frames.push(frame);
    if (frames.length === MAX_STACK_FRAMES) break;
  }
  return frames;
}

/** The message of whatever was thrown or rejected with. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return String(JSON.stringify(error) ?? error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}

/**
 * The remote whose build a frame's file belongs to: each version is served from its own folder
 * (`/<version>/` on the remote's server), so a file under a loaded version's folder is that remote's.
 */
export function remoteOfFrames(frames: StackFrame[], versions: RemoteVersions | undefined) {
  if (!versions) return undefined;
  for (const { file } of frames) {
    for (const [remote, version] of Object.entries(versions)) {
      if (file.includes(`/${version}/`)) return { remote, version };
    }
  }
  return undefined;
}

export interface ErrorFacts {
  type: ClientErrorType;
  error: unknown;
  remote?: string | undefined;
  version?: string | undefined;
  path: string;
  timestamp: string;
  remotes?: RemoteVersions | undefined;
}

/**
 * An error record as the batch takes it: the message scrubbed of personal data (e-mail addresses,
 * phone numbers, long digit runs) and cut to the contract's length, the first stack frames, and the
 * remote it happened to (named by the shell, else read from the stack's files).
 */
export function errorItem(facts: ErrorFacts): ClientErrorInput & { kind: 'error' } {
  const stack = parseStack(facts.error instanceof Error ? facts.error.stack : undefined);
  const named = facts.remote !== undefined && REMOTE_NAME.test(facts.remote) ? facts.remote : undefined;
  const owner = named ? { remote: named, version: facts.version } : remoteOfFrames(stack, facts.remotes);
  const item: ClientErrorInput & { kind: 'error' } = {
    kind: 'error',
    type: facts.type,
    message: cleanLine(scrubErrorMessage(messageOf(facts.error)), 500) || '(no message)',
    path: facts.path,
    timestamp: facts.timestamp,
  };
  if (owner) {
    item.remote = owner.remote;
    if (owner.version !== undefined && REMOTE_VERSION.test(owner.version)) item.version = owner.version;
  }
  if (stack.length > 0) item.stack = stack;
  const remotes = cleanRemotes(facts.remotes);
  if (remotes) item.remotes = remotes;
  return item;
}

/**
 * At most MAX_ERRORS_PER_PAGE_VIEW reports a page view, and each error once: a component throwing
 * on every render, or a loop failing, must not flood the BFF (nor the visitor's connection).
 */
export class ErrorBudget {
  // `private`, not `#`: the ES2020 build turns `#` fields into WeakMap helpers the tracker's budget has no room for.
  private readonly seen = new Set<string>();

  /** Starts a new page view's budget. */
  reset(): void {
    this.seen.clear();
  }

  /** True when this error is to be sent: new in this page view, and the page view has room left. */
  take(item: Pick<ClientErrorInput, 'type' | 'remote' | 'message' | 'stack'>): boolean {
    const first = item.stack?.[0];
    const key = `${item.type}|${item.remote ?? ''}|${item.message}|${first ? `${first.file}:${first.line}:${first.column}` : ''}`;
    if (this.seen.has(key) || this.seen.size >= MAX_ERRORS_PER_PAGE_VIEW) return false;
    this.seen.add(key);
    return true;
  }
}
