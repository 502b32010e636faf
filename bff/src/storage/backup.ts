import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';

/** What a copy of the database holds, checked: SQLite's integrity check passed. */
export interface CopyChecked {
  file: string;
  bytes: number;
  leads: number;
  migrations: number;
}

/** Refuses a file that is not a whole, sound database of this site; says what it holds. */
export function checkCopy(file: string): CopyChecked {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${integrity}`);
    const table = (name: string) =>
      db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?").pluck().get(name) === 1;
    if (!table(DEFAULT_MIGRATION_TABLE) || !table('leads')) throw new Error(`${file} is not a database of the site`);
    const count = (name: string) => Number(db.prepare(`select count(*) from ${name}`).pluck().get());
    return { file, bytes: fs.statSync(file).size, leads: count('leads'), migrations: count(DEFAULT_MIGRATION_TABLE) };
  } finally {
    db.close();
  }
}

/**
 * Copies the live SQLite database to `target` with SQLite's online backup (a page at a time, between
 * turns of the loop; the BFF keeps reading and writing meanwhile, and the copy is one consistent
 * moment of it), then checks the copy. Never overwrites a file.
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<CopyChecked> {
  if (fs.existsSync(target)) throw new Error(`${target} already exists: choose another file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SQLite(databaseFile, { fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  return checkCopy(target);
}

/**
 * Puts a backup's content in place of the database at `databaseFile`, after checking it, by the
 * same online backup the other way: SQLite writes it into the database file under its own locks
 * (its WAL included), so no stale journal survives. The database as it was is kept first, beside
 * it, so a restore of the wrong file can be undone. Run it with the BFF stopped: a running one would
 * carry on with the restored data, its requests in flight racing the restore.
 */
export async function restoreSqlite(
  backup: string,
  databaseFile: string,
): Promise<{ restored: CopyChecked; keptAs?: string }> {
  checkCopy(backup);
  let keptAs: string | undefined;
  if (fs.existsSync(databaseFile)) {
    keptAs = `${databaseFile}.before-restore-${timestamp()}`;
    await backupSqlite(databaseFile, keptAs);
  }
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
  return { restored: checkCopy(databaseFile), ...(keptAs ? { keptAs } : {}) };
}

/** A moment as part of a file name: 2026-06-30T12-00-00Z. */
export const timestamp = (at = new Date()) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
