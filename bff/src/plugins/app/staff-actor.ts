import type { StaffRole } from '@hl/shared/staff';
import fp from 'fastify-plugin';
import type { Actor } from '../../staff/actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes an admin request, once routes/admin/autohooks.ts has let it in; null elsewhere. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The least role an admin route needs (routes/admin/autohooks.ts); without one, admin. */
    role?: StaffRole;
  }
}

/** The request's actor, declared once for the whole app (the admin routes' hooks set it). */
export default fp(
  async (app) => {
    app.decorateRequest('actor', null);
  },
  { name: 'staff-actor' },
);
