import { createHash, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { ADMIN_SESSION_MS, type SessionUser } from '../../plugins/app/repositories/admin-sessions.ts';
import type { Actor } from '../../staff/actor.ts';

/** The staff member's session cookie: sent with /admin/* requests only, never to another site's pages. */
export const ADMIN_COOKIE = 'hl_admin_session';

/** HttpOnly, SameSite=Strict, Path=/admin, 8 hours; Secure when the request came over HTTPS. */
export const adminCookie: CookieSerializeOptions = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/admin',
  // 'auto': Secure exactly when request.protocol is https (X-Forwarded-Proto counts with TRUST_PROXY).
  secure: 'auto',
  maxAge: ADMIN_SESSION_MS / 1000,
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a presented token is ADMIN_TOKEN, compared through fixed-length digests in constant
 * time, so timing says nothing about it, not even its length.
 */
export function tokenChecker(token: string): (presented: string) => boolean {
  const expected = digest(token);
  return (presented) => timingSafeEqual(digest(presented), expected);
}

/** The bearer token of the Authorization header, if it has that form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The live session of the request's cookie: when it ends and whose it is; undefined without one. */
export async function adminSessionOf(
  request: FastifyRequest,
): Promise<{ expiresAt: string; user: SessionUser } | undefined> {
  const id = request.cookies[ADMIN_COOKIE];
  return id ? request.server.adminSessionsRepository.find(id) : undefined;
}

/** The actor a staff member's session makes: the audit log names them by their e-mail. */
export const staffActor = (user: SessionUser): Actor => ({ id: user.id, label: user.email, role: user.role });

/** The actor the admin hooks let in (every route under /admin but the session has one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.routeOptions.url} ran without an actor: it is not under /admin`);
  return request.actor;
}
