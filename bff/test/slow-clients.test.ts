import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, storedRows, type TestApp } from './app.ts';

/**
 * What reaches the BFF over a real socket: slow clients are cut off by the request, header and
 * keep-alive timeouts, and requests Node's HTTP parser refuses get a clear JSON answer.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startApp({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server sent. */
  response: string;
  /** When the server closed the connection, in ms after it was opened. */
  closedAfterMs: number;
}

/**
 * Opens a connection, writes `first`, then `drip` one character every `everyMs` until the server
 * closes the connection (or 10 s pass).
 */
function exchange(first: string | Buffer, drip = '', everyMs = 300): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open; it sent: ${response}`));
    }, 10_000);
    socket.on('connect', () => {
      socket.write(first);
      let i = 0;
      if (drip) {
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(drip[i++ % drip.length] as string);
        }, everyMs);
      }
    });
    socket.on('data', (chunk) => {
      response += chunk;
    });
    socket.on('error', () => {}); // a reset after the answer: the close below still comes
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

const jsonOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
const body = JSON.stringify({
  name: 'Nomsa',
  email: 'nomsa@example.co.za',
  subject: 'consultation',
  message: 'Hello',
  stage: 'Need advice',
});
const postHead = (length: number) =>
  `POST /contact/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  it('answers a body that trickles in with 408 and closes the socket (six connections at once)', async () => {
    const before = await storedRows(t.app);
    // A byte every 300 ms: the whole request would take a minute, the timeout is 2 s.
    const slow = await Promise.all(Array.from({ length: 6 }, () => exchange(postHead(body.length), body)));
    for (const { response, closedAfterMs } of slow) {
      expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(jsonOf(response)).toEqual({
        statusCode: 408,
        error: 'Request Timeout',
        message: 'The request took too long to arrive. Please send it again.',
      });
      // REQUEST_TIMEOUT_MS, plus up to the one-second check interval.
      expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
      expect(closedAfterMs).toBeLessThan(6000);
    }
    expect(await storedRows(t.app)).toEqual(before);
  });

  it('answers headers that trickle in with 408 after the header timeout', async () => {
    const { response, closedAfterMs } = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: a\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { response, closedAfterMs } = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(response).toMatch(/\r\nKeep-Alive: timeout=1\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('still serves a request that arrives in time', async () => {
    const { response } = await exchange(`${postHead(body.length)}${body}`.replace('HTTP/1.1', 'HTTP/1.0'));
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

describe('requests the HTTP parser refuses', () => {
  const refused = async (raw: string) => {
    const { response } = await exchange(raw);
    expect(response).not.toContain('Client Error');
    return { status: Number(response.slice(9, 12)), answer: jsonOf(response) as { message: string } };
  };

  it('a control character in a cookie: 400 saying a header holds a character not allowed', async () => {
    const { status, answer } = await refused(
      'GET / HTTP/1.1\r\nHost: localhost\r\nCookie: hl_session_id=a\x01b\r\n\r\n',
    );
    expect(status).toBe(400);
    expect(answer.message).toMatch(/header \(a cookie, for instance\) holds a character that is not allowed/);
  });

  it('a body longer than its Content-Length: the rest is refused as not HTTP, saying why', async () => {
    const before = await storedRows(t.app);
    const { response } = await exchange(`${postHead(10)}${body}`);
    expect(response).not.toContain('Client Error');
    expect(response).toContain('the body was longer than its Content-Length');
    expect(await storedRows(t.app)).toEqual(before);
  });

  it('a Content-Length that is not a number: 400 naming the header', async () => {
    const { status, answer } = await refused(postHead(5).replace('Content-Length: 5', 'Content-Length: five'));
    expect(status).toBe(400);
    expect(answer.message).toBe('The Content-Length header is not a valid length.');
  });

  it('headers over the size limit: 431', async () => {
    const { status, answer } = await refused(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(answer.message).toBe('The request headers are too large.');
  });
});
