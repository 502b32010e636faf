/**
 * Ports of the e2e stack, apart from `npm start`'s 8080-8084 so both can run at once.
 * E2E_PORT_BASE (default 18080) moves the whole block, so two checkouts can run their suites side
 * by side on one machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18080);
if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
  throw new Error(`E2E_PORT_BASE must be a port number between 1024 and 65000, not "${process.env.E2E_PORT_BASE}"`);
}

export const E2E_PORTS = {
  bff: base,
  'mf-calculators': base + 1,
  'mf-knowledge': base + 2,
  'mf-leads': base + 3,
  'mf-analytics': base + 4,
} as const;

/** A second BFF, for tests that compose the site differently (a remote pointed elsewhere). */
export const ALT_BFF_PORT = base + 10;

/** The releases test's remote server and BFF. */
export const RELEASE_PORTS = { remote: base + 12, bff: base + 13 } as const;

/** The Firefox smoke suite's stack: its BFF, then the four remotes. */
export const FIREFOX_BASE = base + 30;

/** The redeploy test's remote server and BFF. */
export const REDEPLOY_PORTS = { remote: base + 15, bff: base + 16 } as const;

/** An SMTP server of the tests: the inbox the BFF's e-mails arrive in. */
export const SMTP_PORT = base + 18;

/** The automatic canary rollback test's remote server and BFF. */
export const CANARY_PORTS = { remote: base + 21, bff: base + 22 } as const;

/** The main e2e BFF's /metrics (the other BFFs of the tests have no metrics listener). */
export const METRICS_PORT = base + 20;

/** A port where nothing listens: a remote "pointed at a dead port". */
export const DEAD_PORT = base + 19;

export const baseURL = `http://localhost:${E2E_PORTS.bff}`;

/** The origins of the e2e BFFs' pages: the remotes answer CORS for these only. */
export const SITE_ORIGINS = [
  baseURL,
  `http://localhost:${ALT_BFF_PORT}`,
  `http://localhost:${RELEASE_PORTS.bff}`,
  `http://localhost:${REDEPLOY_PORTS.bff}`,
  `http://localhost:${CANARY_PORTS.bff}`,
];
