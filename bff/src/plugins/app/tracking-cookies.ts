import { randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { TrackingIds } from '@hl/shared/contracts';
import fp from 'fastify-plugin';

export const SESSION_COOKIE = 'hl_session_id';
export const VISITOR_COOKIE = 'visitor_id';
const SESSION_MAX_AGE_S = 30 * 60;
const VISITOR_MAX_AGE_S = 730 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visit and visitor the request's tracking cookies name (null for a cookie missing or not a
     * UUID); reads only: a lead form's post ties its lead to the visit without starting one.
     */
    trackedVisit(): { sessionId: string | null; visitorId: string | null };
  }
  interface FastifyReply {
    /**
     * The visitor's session and visitor ids, from the cookies when they hold UUIDs, new ones
     * otherwise; renews the session cookie (30 minutes) and sets a new visitor cookie (730 days).
     */
    trackingIds(): TrackingIds;
    /**
     * The visitor id alone, from the cookie when it holds a UUID, a new one (and its cookie)
     * otherwise; the session is left as it is (reading the registry is no visit).
     */
    visitorId(): string;
  }
}

/** The BFF owns the tracking cookies: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
export default fp(
  async (app) => {
    // 'auto': Secure exactly when request.protocol is https (X-Forwarded-Proto counts with TRUST_PROXY).
    const cookie: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' };
    const sessionCookie = { ...cookie, maxAge: SESSION_MAX_AGE_S };
    const visitorCookie = { ...cookie, maxAge: VISITOR_MAX_AGE_S };
    const uuidOf = (value: string | undefined) => (value && UUID.test(value) ? value.toLowerCase() : null);
    app.decorateRequest('trackedVisit', function trackedVisit() {
      return { sessionId: uuidOf(this.cookies[SESSION_COOKIE]), visitorId: uuidOf(this.cookies[VISITOR_COOKIE]) };
    });
    app.decorateReply('visitorId', function visitorId() {
      const visitor = uuidOf(this.request.cookies[VISITOR_COOKIE]);
      if (visitor) return visitor;
      const id = randomUUID();
      this.setCookie(VISITOR_COOKIE, id, visitorCookie);
      return id;
    });
    app.decorateReply('trackingIds', function trackingIds() {
      const ids = {
        sessionId: uuidOf(this.request.cookies[SESSION_COOKIE]) ?? randomUUID(),
        visitorId: this.visitorId(),
      };
      this.setCookie(SESSION_COOKIE, ids.sessionId, sessionCookie);
      return ids;
    });
  },
  { name: 'tracking-cookies', dependencies: ['@fastify/cookie'] },
);
