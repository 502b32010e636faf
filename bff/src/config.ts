import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const manifestUrl = (port: number) => z.url().default(`http://localhost:${port}/mf-manifest.json`);

/** Every setting the BFF reads, from the environment, checked once at start-up. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** sqlite:<path> (the embedded default) or postgres://user:pass@host/db. */
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<path> or postgres://...')
    .default(`sqlite:${path.join(repoRoot, 'data/site.db')}`),
  /** Fastify's trustProxy: 'true', 'false', a hop count, or a comma-separated list of addresses. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
  SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
  MF_CALCULATORS_URL: manifestUrl(8081),
  MF_KNOWLEDGE_URL: manifestUrl(8082),
  MF_LEADS_URL: manifestUrl(8083),
  MF_ANALYTICS_URL: manifestUrl(8084),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The remote registry the shell reads at start-up: federation name and manifest URL of each remote. */
export function remoteRegistry(config: Config) {
  return {
    remotes: [
      { name: 'mf_calculators', entry: config.MF_CALCULATORS_URL },
      { name: 'mf_knowledge', entry: config.MF_KNOWLEDGE_URL },
      { name: 'mf_leads', entry: config.MF_LEADS_URL },
      { name: 'mf_analytics', entry: config.MF_ANALYTICS_URL },
    ],
  };
}
