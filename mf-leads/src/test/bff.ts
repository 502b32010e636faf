import { vi } from 'vitest';

/** A fetch standing in for the BFF: answers each call with `respond`, records what was posted. */
export function fakeBff(respond: (path: string) => Response | Promise<Response> = () => json(201, {})) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => respond(path));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The bodies posted so far, parsed, with their paths. */
    posted: () => fetchMock.mock.calls.map(([path, init]) => ({ path, body: JSON.parse(String(init?.body)) })),
    /** The headers of each call so far. */
    headers: () => fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>),
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
