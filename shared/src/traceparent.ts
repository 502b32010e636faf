/**
 * A W3C trace context header (https://www.w3.org/TR/trace-context/) for a call from the browser to
 * the BFF: a new trace each call, marked sampled, so the BFF's spans of it (the request, its rows,
 * the messages a lead causes) make one trace that starts in the page. Random ids are all it takes:
 * no OpenTelemetry SDK ships to visitors. The odds of an all-zero id, which the format forbids, are
 * 2^-64 at worst.
 */
export function traceparent(): string {
  let hex = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(24))) hex += byte.toString(16).padStart(2, '0');
  return `00-${hex.slice(0, 32)}-${hex.slice(32)}-01`;
}
