// The SQLite writer thread (see executor.ts). Plain JavaScript so it loads the same way under
// tsx, vitest and a compiled build. It owns the database's write connection and runs each group of
// statements it is sent (SQL compiled by Kysely on the main thread) in one transaction, then answers
// with the rows each statement returned: the main thread acknowledges nothing before this answer.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
// The same settings as database.ts: WAL, and commits that survive the process being killed.
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');

/** Prepared statements by SQL text: the same few inserts run over and over. */
const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size >= 128) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
}

/** BEGIN IMMEDIATE: take the write lock at once (another connection waits up to busy_timeout). */
const runGroup = db.transaction((group) => {
  const results = [];
  for (const { sql, parameters, ifRowsFrom } of group) {
    // A conditional statement runs only if the one it depends on returned a row (executor.ts).
    if (ifRowsFrom !== undefined && results[ifRowsFrom].length === 0) {
      results.push([]);
      continue;
    }
    const statement = prepare(sql);
    if (statement.reader) results.push(statement.all(parameters));
    else {
      statement.run(parameters);
      results.push([]);
    }
  }
  return results;
}).immediate;

parentPort.on('message', ({ id, group }) => {
  try {
    parentPort.postMessage({ id, results: runGroup(group) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
