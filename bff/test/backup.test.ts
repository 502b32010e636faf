import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, post, startApp } from './app.ts';
import { contactMessage } from './fixtures.ts';

const BFF = path.resolve(import.meta.dirname, '..');

/** `npm run backup|restore -w bff` as an operator runs it, on the database of `databaseUrl`. */
async function cli(command: 'backup' | 'restore', databaseUrl: string, file?: string) {
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/backup-cli.ts', command, ...(file ? [file] : [])],
    { cwd: BFF, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  return run.then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

const LEADS = ['a@example.co.za', 'b@example.co.za', 'c@example.co.za', 'd@example.co.za', 'e@example.co.za'];

describe('backup and restore (SQLite)', () => {
  it('copies the live database while the BFF runs, and a restore brings every lead back', async () => {
    const t = await startApp({ CONTACT_RATE_LIMIT: '1000' });
    const url = t.app.config.DATABASE_URL;
    const backupFile = path.join(path.dirname(url.slice('sqlite:'.length)), 'copies', 'before.db');
    try {
      for (const email of LEADS)
        expect((await post(t.app, '/contact/submit', contactMessage(email))).statusCode).toBe(200);
      const before = (await t.app.leadsRepository.list()).map((lead) => ({ ...lead }));

      // Online: the BFF keeps taking leads while the copy is made.
      const [backup] = await Promise.all([
        cli('backup', url, backupFile),
        post(t.app, '/contact/submit', contactMessage('during@example.co.za')),
      ]);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/backed up to .*before\.db: [56] leads, \d+ migrations, .* integrity ok/);

      // What happens after the backup is lost by a restore: a deletion, a new lead.
      await t.app.inject({
        method: 'POST',
        url: '/admin/erasure',
        headers: ADMIN_AUTH,
        payload: { email: 'a@example.co.za' },
      });
      await post(t.app, '/contact/submit', contactMessage('after@example.co.za'));
      expect((await t.app.leadsRepository.list()).map((lead) => lead.email)).not.toContain('a@example.co.za');
      await t.app.close();

      const restore = await cli('restore', url, backupFile);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('the database as it was is kept as');

      const again = await startApp({}, { url, drop: async () => {} });
      try {
        const restored = await again.app.leadsRepository.list();
        for (const lead of before) expect(restored).toContainEqual(lead);
        expect(restored.map((lead) => lead.email)).not.toContain('after@example.co.za');
        expect((await post(again.app, '/contact/submit', contactMessage('next@example.co.za'))).statusCode).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await t.close().catch(() => {});
    }
  });

  it('refuses to overwrite a file, and to restore a file that is not a database of the site', async () => {
    const t = await startApp();
    const url = t.app.config.DATABASE_URL;
    const dir = path.dirname(url.slice('sqlite:'.length));
    try {
      const existing = path.join(dir, 'taken.db');
      fs.writeFileSync(existing, 'precious');
      const refused = await cli('backup', url, existing);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('already exists');
      expect(fs.readFileSync(existing, 'utf8')).toBe('precious');

      const notADatabase = await cli('restore', url, existing);
      expect(notADatabase.code).toBe(1);
      expect(notADatabase.output).toMatch(/restore failed: .*(not a database|file is not a database)/);
      expect((await t.app.leadsRepository.list()).length).toBe(0);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('backup and restore (PostgreSQL)', () => {
  it("prints PostgreSQL's own commands, with the password left out", async () => {
    const url = 'postgres://site:s3cret@db.internal:5432/site';
    const backup = await cli('backup', url);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('pg_dump --format=custom --file=site-');
    const restore = await cli('restore', url, 'site.dump');
    expect(restore.output).toContain('pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" site.dump');
    expect(backup.output + restore.output).not.toContain('s3cret');
  });
});
