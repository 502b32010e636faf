import { describe, expect, it } from 'vitest';
import { articleIndexSource, ConfigError, loadConfig, remoteOrigins } from './config.ts';

describe('configuration', () => {
  it('has safe defaults for the abuse protection and admin settings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      CONTACT_RATE_LIMIT: 10,
      ANALYTICS_RATE_LIMIT: 1200,
      SITE_ORIGINS: [],
      MAX_EVENT_LOOP_DELAY_MS: 1000,
      MAX_HEAP_USED_MB: 0,
    });
    expect(config.ADMIN_TOKEN).toBeUndefined();
  });

  it('bounds slow clients, keeps metrics on loopback and source maps unpublished by default', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
      SERVE_SOURCE_MAPS: false,
      DATABASE_STARTUP_WAIT_S: 15,
    });
    expect(loadConfig({ METRICS_PORT: 'off', SERVE_SOURCE_MAPS: 'true' })).toMatchObject({
      METRICS_PORT: 'off',
      SERVE_SOURCE_MAPS: true,
    });
  });

  it('reads site origins as a list, trailing slashes dropped', () => {
    const config = loadConfig({ SITE_ORIGINS: 'https://www.bondbridge.example/, https://bondbridge.example' });
    expect(config.SITE_ORIGINS).toEqual(['https://www.bondbridge.example', 'https://bondbridge.example']);
  });

  it('treats an empty ADMIN_TOKEN as unset', () => {
    expect(loadConfig({ ADMIN_TOKEN: '  ' }).ADMIN_TOKEN).toBeUndefined();
  });

  it.each([
    [{ CONTACT_RATE_LIMIT: '0' }, 'CONTACT_RATE_LIMIT'],
    [{ ANALYTICS_RATE_LIMIT: 'lots' }, 'ANALYTICS_RATE_LIMIT'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ SITE_ORIGINS: 'https://bondbridge.example/contact' }, 'SITE_ORIGINS'],
    [{ SITE_ORIGINS: 'bondbridge.example' }, 'SITE_ORIGINS'],
    [{ MAX_EVENT_LOOP_DELAY_MS: '-1' }, 'MAX_EVENT_LOOP_DELAY_MS'],
    [{ ARTICLE_INDEX_URL: 'knowledge/articles.json' }, 'ARTICLE_INDEX_URL'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '40000' }, 'HEADERS_TIMEOUT_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: 'forever' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ DATABASE_STARTUP_WAIT_S: '-1' }, 'DATABASE_STARTUP_WAIT_S'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
    [{ SERVE_SOURCE_MAPS: 'yes' }, 'SERVE_SOURCE_MAPS'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
  ])('refuses %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('derives the distinct remote origins from the MF_*_URL settings', () => {
    const config = loadConfig({
      MF_CALCULATORS_URL: 'https://cdn.example/calculators/mf-manifest.json',
      MF_KNOWLEDGE_URL: 'https://cdn.example/knowledge/mf-manifest.json',
      MF_LEADS_URL: 'https://leads.example:8443/mf-manifest.json',
    });
    expect(remoteOrigins(config)).toEqual([
      'https://cdn.example',
      'https://leads.example:8443',
      'http://localhost:8084',
    ]);
  });

  it('reads the article index beside the knowledge manifest unless told another address', () => {
    const knowledge = { MF_KNOWLEDGE_URL: 'https://cdn.example/knowledge/mf-manifest.json' };
    expect(articleIndexSource(loadConfig(knowledge))).toBe('https://cdn.example/knowledge/articles.json');
    expect(articleIndexSource(loadConfig({ ...knowledge, ARTICLE_INDEX_URL: ' ' }))).toBe(
      'https://cdn.example/knowledge/articles.json',
    );
    expect(
      articleIndexSource(loadConfig({ ...knowledge, ARTICLE_INDEX_URL: 'http://mf-knowledge:8082/articles.json' })),
    ).toBe('http://mf-knowledge:8082/articles.json');
  });
});
