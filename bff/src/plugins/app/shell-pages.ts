import fp from 'fastify-plugin';
import { PageTemplates } from '../../page-templates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shellPages: PageTemplates;
  }
}

/**
 * The shell build's pages (SHELL_DIST), read once at start-up: the site's routes send them, the
 * security headers allow the scripts they carry inline.
 */
export default fp(
  async (app) => {
    app.decorate('shellPages', new PageTemplates(app.config.SHELL_DIST, app.log));
  },
  { name: 'shell-pages', decorators: { fastify: ['config'] } },
);
