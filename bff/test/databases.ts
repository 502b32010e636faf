import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface DatabaseKind {
  name: 'sqlite' | 'postgres';
  create(): Promise<TestDatabase>;
}

const sqlite: DatabaseKind = {
  name: 'sqlite',
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-bff-'));
    return {
      url: `sqlite:${path.join(dir, 'test.db')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

/** A fresh PostgreSQL database per test file, on the server TEST_DATABASE_URL points at. */
function postgres(adminUrl: string): DatabaseKind {
  return {
    name: 'postgres',
    async create() {
      const name = `hl_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    },
  };
}

const pgUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !pgUrl) {
  // CI must prove the PostgreSQL implementation; a silent skip there would hide a failure.
  throw new Error('TEST_DATABASE_URL must be set in CI (scripts/ci/postgres.sh starts a server)');
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (always in CI). */
export const databaseKinds: DatabaseKind[] = pgUrl ? [sqlite, postgres(pgUrl)] : [sqlite];
