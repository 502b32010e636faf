import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { remoteOrigins, thirdPartyTagOrigin } from '../../config.ts';

/**
 * Security headers (helmet) with a Content-Security-Policy for the shell: its own origin plus
 * exactly the registered remotes' origins (MF_*_URL). The shell fetches each remote's
 * mf-manifest.json (connect-src), then loads its remoteEntry.js and chunks as scripts, its CSS as
 * stylesheets, and its SVG images and fonts. Inline styles stay allowed for the toast library,
 * which injects a <style> element; inline scripts only by the hash of those the shell's build
 * writes into its pages (plugins/shell-pages.ts), and eval, plugins and framing not at all. When
 * the optional third-party page-view tag is configured, its origin (and no other) is added to the
 * script, connect and image sources: it loads as a script and reports by request or pixel.
 */
export default fp(
  async (app) => {
    const sources = ["'self'", ...remoteOrigins(app.config)];
    const tag = thirdPartyTagOrigin(app.config);
    const withTag = tag === undefined || sources.includes(tag) ? sources : [...sources, tag];
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [...withTag, ...app.shellPages.scriptHashes],
          scriptSrcAttr: ["'none'"],
          styleSrc: [...sources, "'unsafe-inline'"],
          imgSrc: [...withTag, 'data:'],
          fontSrc: [...sources, 'data:'],
          connectSrc: withTag,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The remotes' scripts come from other origins: no cross-origin isolation demanded of them.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet', dependencies: ['shell-pages'], decorators: { fastify: ['config'] } },
);
