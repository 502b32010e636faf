import { z } from 'zod';

/*
 * In the browser zod runs without its JIT. zod 4 compiles object parsers with `new Function`, and
 * decides whether it may by probing `new Function('')` when the first object schema is built; the
 * site's Content-Security-Policy forbids eval, so that probe alone shows as a CSP violation report
 * in the console. jitless skips the probe and uses the interpreted parser, plenty fast for a form.
 * The BFF (Node, no CSP) keeps the JIT. Imported first by the contracts, before any schema exists.
 */
if ('document' in globalThis) z.config({ jitless: true });
