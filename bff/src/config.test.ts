import { legal } from '@hl/shared/site';
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

  it('reads where the releases’ source maps are, per remote, and names a malformed entry', () => {
    expect(loadConfig({}).SOURCE_MAPS_DIRS).toEqual({});
    expect(
      loadConfig({ SOURCE_MAPS_DIRS: 'mf_calculators=/srv/calc/releases, mf_knowledge=/srv/k=1' }).SOURCE_MAPS_DIRS,
    ).toEqual({ mf_calculators: '/srv/calc/releases', mf_knowledge: '/srv/k=1' });
    expect(() => loadConfig({ SOURCE_MAPS_DIRS: '/srv/releases' })).toThrow(/SOURCE_MAPS_DIRS/);
  });

  it('reads site origins as a list, trailing slashes dropped', () => {
    const config = loadConfig({ SITE_ORIGINS: 'https://www.bondbridge.example/, https://bondbridge.example' });
    expect(config.SITE_ORIGINS).toEqual(['https://www.bondbridge.example', 'https://bondbridge.example']);
  });

  it('leaves the third-party page-view tag off unless its URL is set', () => {
    expect(loadConfig({}).THIRD_PARTY_TAG_URL).toBeUndefined();
    expect(loadConfig({ THIRD_PARTY_TAG_URL: ' ' }).THIRD_PARTY_TAG_URL).toBeUndefined();
    expect(loadConfig({ THIRD_PARTY_TAG_URL: 'https://tags.example.net/tag.js?id=BB-1' }).THIRD_PARTY_TAG_URL).toBe(
      'https://tags.example.net/tag.js?id=BB-1',
    );
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
    [{ THIRD_PARTY_TAG_URL: 'javascript:alert(1)' }, 'THIRD_PARTY_TAG_URL'],
    [{ THIRD_PARTY_TAG_URL: 'tags.example.net/tag.js' }, 'THIRD_PARTY_TAG_URL'],
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

  it('leaves every message off unless its settings are given, with the outbox defaults', () => {
    expect(loadConfig({})).toMatchObject({
      LEADS_NOTIFY_TO: [],
      VISITOR_EMAILS: [],
      OUTBOX_MAX_ATTEMPTS: 10,
      OUTBOX_RETRY_BASE_MS: 30_000,
      OUTBOX_RETRY_MAX_MS: 3_600_000,
      OUTBOX_POLL_MS: 5_000,
      OUTBOX_SEND_TIMEOUT_MS: 15_000,
    });
    const config = loadConfig({});
    for (const setting of ['SMTP_URL', 'MAIL_FROM', 'SITE_URL', 'LEADS_WEBHOOK_URL', 'UNSUBSCRIBE_SECRET'] as const) {
      expect(config[setting]).toBeUndefined();
    }
  });

  it('reads the message settings: lists split, the site address without its trailing slash', () => {
    const config = loadConfig({
      SITE_URL: 'https://www.bondbridge.example/',
      SMTP_URL: 'smtp://user:p%40ss@smtp.relay.example:587',
      MAIL_FROM: 'BondBridge <hello@bondbridge.example>',
      LEADS_NOTIFY_TO: 'leads@bondbridge.example, sipho@bondbridge.example',
      VISITOR_EMAILS: 'partner, callback,contact,newsletter',
      UNSUBSCRIBE_SECRET: 'u'.repeat(32),
      LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads',
      LEADS_WEBHOOK_SECRET: 'w'.repeat(32),
    });
    expect(config).toMatchObject({
      SITE_URL: 'https://www.bondbridge.example',
      LEADS_NOTIFY_TO: ['leads@bondbridge.example', 'sipho@bondbridge.example'],
      VISITOR_EMAILS: ['partner', 'callback', 'contact', 'newsletter'],
    });
  });

  const mail = { SMTP_URL: 'smtp://smtp.relay.example:587', MAIL_FROM: 'hello@bondbridge.example' };
  it.each([
    [{ LEADS_NOTIFY_TO: 'leads@bondbridge.example' }, 'SMTP_URL: must be set when LEADS_NOTIFY_TO is set'],
    [{ ...mail, LEADS_NOTIFY_TO: 'leads@bondbridge.example' }, 'SITE_URL: must be set'],
    [{ SMTP_URL: mail.SMTP_URL }, 'SMTP_URL: is set but no e-mail is switched on'],
    [{ ...mail, SITE_URL: 'https://x.example', LEADS_NOTIFY_TO: 'not-an-address' }, 'LEADS_NOTIFY_TO'],
    [{ ...mail, SITE_URL: 'https://x.example', VISITOR_EMAILS: 'everyone' }, 'VISITOR_EMAILS'],
    [{ ...mail, SITE_URL: 'https://x.example', VISITOR_EMAILS: 'newsletter' }, 'UNSUBSCRIBE_SECRET: must be set'],
    [{ ...mail, SMTP_URL: 'https://smtp.relay.example', LEADS_NOTIFY_TO: 'a@b.example' }, 'SMTP_URL: must be smtp://'],
    [{ ...mail, MAIL_FROM: 'BondBridge', LEADS_NOTIFY_TO: 'a@b.example' }, 'MAIL_FROM'],
    [{ SITE_URL: 'www.bondbridge.example' }, 'SITE_URL'],
    [
      { LEADS_WEBHOOK_URL: 'https://crm.example/hook', SITE_URL: 'https://x.example' },
      'LEADS_WEBHOOK_SECRET: must be set',
    ],
    [{ LEADS_WEBHOOK_SECRET: 'too-short' }, 'LEADS_WEBHOOK_SECRET: must be at least 32 characters'],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, 'OUTBOX_MAX_ATTEMPTS'],
    [{ OUTBOX_RETRY_BASE_MS: '60000', OUTBOX_RETRY_MAX_MS: '1000' }, 'OUTBOX_RETRY_MAX_MS'],
  ])('refuses the message settings %j, naming what is wrong', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps records as long as the privacy notice says by default, and never longer', () => {
    // The notice's "24 months" and the purge's default are the same days.
    expect(legal.retention).toMatchObject({
      leadsDays: 730,
      analyticsDays: 730,
      leads: '24 months after our last contact with you',
      analytics: '24 months',
    });
    expect(loadConfig({})).toMatchObject({ RETENTION_LEADS_DAYS: 730, RETENTION_ANALYTICS_DAYS: 730 });
    expect(loadConfig({ RETENTION_LEADS_DAYS: '365', RETENTION_ANALYTICS_DAYS: '90' })).toMatchObject({
      RETENTION_LEADS_DAYS: 365,
      RETENTION_ANALYTICS_DAYS: 90,
    });
  });

  it.each([
    [
      { RETENTION_LEADS_DAYS: '731' },
      'RETENTION_LEADS_DAYS: must not be more than 730: the privacy notice promises 24 months after our last contact with you',
    ],
    [{ RETENTION_ANALYTICS_DAYS: '1000' }, 'RETENTION_ANALYTICS_DAYS: must not be more than 730'],
    [{ RETENTION_LEADS_DAYS: '0' }, 'RETENTION_LEADS_DAYS: must be at least 1'],
    [{ RETENTION_ANALYTICS_DAYS: 'two years' }, 'RETENTION_ANALYTICS_DAYS: must be a whole number of days'],
    [{ RETENTION_LEADS_DAYS: '30.5' }, 'RETENTION_LEADS_DAYS: must be a whole number of days'],
  ])('refuses the retention setting %j with one line naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${message}`);
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
