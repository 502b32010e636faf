/** Ports of the e2e stack, apart from `npm start`'s 8080-8084 so both can run at once. */
export const E2E_PORTS = {
  bff: 18080,
  'mf-calculators': 18081,
  'mf-knowledge': 18082,
  'mf-leads': 18083,
  'mf-analytics': 18084,
} as const;

/** A port where nothing listens: a remote "pointed at a dead port". */
export const DEAD_PORT = 18099;

export const baseURL = `http://localhost:${E2E_PORTS.bff}`;
