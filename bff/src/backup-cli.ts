/**
 * `npm run backup -w bff [-- <file>]` and `npm run restore -w bff -- <file>`: a copy of the
 * database of DATABASE_URL, and that database put back from one (docs/OPERATIONS.md, Backups).
 * SQLite is done here; PostgreSQL is PostgreSQL's own pg_dump and pg_restore, which this prints.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { backupSqlite, type CopyChecked, restoreSqlite, timestamp } from './storage/backup.ts';
import { redactUrl } from './storage/errors.ts';

const [command, file] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const describe = (copy: CopyChecked) =>
  `${copy.file}: ${copy.leads} leads, ${copy.migrations} migrations, ${(copy.bytes / 1024 / 1024).toFixed(1)} MB, integrity ok`;

let url: string;
try {
  url = loadConfig().DATABASE_URL;
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

if (!url.startsWith('sqlite:')) {
  // The password stays out of the printed commands: pg_dump reads it from the URL or PGPASSWORD.
  const shown = redactUrl(url);
  fail(
    command === 'restore'
      ? `PostgreSQL (${shown}) is restored with pg_restore, the BFF stopped:\n  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${file ?? '<file>.dump'}`
      : `PostgreSQL (${shown}) is backed up with pg_dump (online, one consistent snapshot):\n  pg_dump --format=custom --file=site-${timestamp()}.dump "$DATABASE_URL"`,
  );
}
const databaseFile = path.resolve(url.slice('sqlite:'.length));

try {
  if (command === 'backup') {
    const target = path.resolve(file ?? path.join(path.dirname(databaseFile), 'backups', `site-${timestamp()}.db`));
    console.log(`backed up to ${describe(await backupSqlite(databaseFile, target))}`);
  } else if (command === 'restore') {
    if (!file) fail('Name the backup to restore: npm run restore -w bff -- <file>');
    const { restored, keptAs } = await restoreSqlite(path.resolve(file), databaseFile);
    if (keptAs) console.log(`the database as it was is kept as ${keptAs}`);
    console.log(`restored ${describe(restored)}`);
  } else {
    fail('Usage: backup-cli.ts backup [<file>] | restore <file>');
  }
} catch (error) {
  fail(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
}
