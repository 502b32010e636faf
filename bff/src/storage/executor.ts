import { Worker } from 'node:worker_threads';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One statement of a group: SQL compiled by Kysely, and optionally a condition on an earlier one. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
  /**
   * Run only if the statement at this position of the group returned a row (a row written only
   * when the row it belongs to was inserted); otherwise it is skipped and returns no rows.
   */
  ifRowsFrom?: number;
}

/**
 * Runs a group of statements in one transaction and resolves, once it is committed, with the rows
 * each statement returned. Throws (and commits nothing) if any statement fails.
 */
export interface StatementExecutor {
  run(group: Statement[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** Whether a conditional statement is skipped: the statement it depends on returned no row. */
export const skipped = (statement: Statement, results: unknown[][]) =>
  statement.ifRowsFrom !== undefined && (results[statement.ifRowsFrom]?.length ?? 0) === 0;

/** In the calling thread, on Kysely's own connection: PostgreSQL, and SQLite in memory. */
export function inProcessExecutor(db: Kysely<Database>): StatementExecutor {
  return {
    run: (group) =>
      db.transaction().execute(async (trx) => {
        const results: unknown[][] = [];
        for (const statement of group) {
          if (skipped(statement, results)) results.push([]);
          else results.push((await trx.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]))).rows);
        }
        return results;
      }),
    close: async () => {},
  };
}

interface Pending {
  resolve: (results: unknown[][]) => void;
  reject: (error: Error) => void;
}

/**
 * On a thread of its own (sqlite-writer.mjs) holding the SQLite file's write connection: better-
 * sqlite3 is synchronous, so the inserts and commits of busy ingest would otherwise take the event
 * loop's time from the requests. The main thread keeps a connection for migrations and reads (WAL
 * lets them run beside the writer). A writer that dies fails what it held and is started afresh.
 */
export function sqliteWorkerExecutor(file: string): StatementExecutor {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { file } });
    started.unref();
    started.on(
      'message',
      ({ id, results, error }: { id: number; results?: unknown[][]; error?: { message: string; code?: string } }) => {
        const waiting = pending.get(id);
        pending.delete(id);
        if (!waiting) return;
        if (error) waiting.reject(Object.assign(new Error(error.message), { code: error.code }));
        else waiting.resolve(results ?? []);
      },
    );
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The SQLite writer stopped (exit code ${code})`));
    });
    return started;
  }

  return {
    run(group) {
      worker ??= start();
      const id = nextId++;
      const message = { id, group };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker?.postMessage(message);
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
