import type { CompiledQuery } from 'kysely';
import { isUnavailable } from './errors.ts';
import type { Statement, StatementExecutor } from './executor.ts';
import { WriteQueue } from './write-queue.ts';

/** The transaction of one group, as a repository adds its statements to it. */
export interface StatementGroup {
  /**
   * Adds a statement and returns its position: its rows are `rows[position]` once committed.
   * `ifRowsFrom`: run it only if the statement at that position returned a row.
   */
  add(query: CompiledQuery, options?: { ifRowsFrom?: number }): number;
}

/**
 * How a repository writes: given its writes of one group (in arrival order), it adds their
 * statements to the group and returns how to read each write's result from the committed rows.
 * It sees all its writes of the group at once, so it can combine them (multi-row inserts).
 */
export type Compile<T, R> = (items: T[], group: StatementGroup) => (rows: unknown[][]) => R[] | Promise<R[]>;

/** The plainest writer: each item is one statement, and its result is the rows it returned. */
export const statementWriter: Compile<CompiledQuery, unknown[]> = (queries, group) => {
  const positions = queries.map((query) => group.add(query));
  return (rows) => positions.map((position) => rows[position] ?? []);
};

/** Several statements as one write: committed together, each with the rows it returned. */
export const statementsWriter: Compile<CompiledQuery[], unknown[][]> = (writes, group) => {
  const positions = writes.map((queries) => queries.map((query) => group.add(query)));
  return (rows) => positions.map((write) => write.map((position) => rows[position] ?? []));
};

interface Write {
  compile: Compile<unknown, unknown>;
  item: unknown;
}

/**
 * Group commit for every repository: the writes that arrive in the same turn of the event loop,
 * whatever they store, are committed in one transaction by one executor (the SQLite writer thread,
 * or a PostgreSQL connection), and each write resolves only once that commit is done. See
 * write-queue.ts for the gathering and docs/PERFORMANCE.md for what it buys.
 */
export class GroupCommit {
  readonly #queue: WriteQueue<Write, unknown>;

  constructor(private readonly executor: StatementExecutor) {
    // Unreachable: every write of the group fails at once (nothing was written), none retried alone.
    this.#queue = new WriteQueue((writes) => this.#commit(writes), 256, isUnavailable);
  }

  /** A write function for one kind of item; each call resolves with its result once committed. */
  writer<T, R>(compile: Compile<T, R>): (item: T) => Promise<R> {
    const write = compile as Compile<unknown, unknown>;
    return (item) => this.#queue.push({ compile: write, item }) as Promise<R>;
  }

  /** Commits what is queued, then stops the executor. */
  async close(): Promise<void> {
    await this.#queue.close();
    await this.executor.close();
  }

  async #commit(writes: Write[]): Promise<unknown[]> {
    // Each repository's writes together, in arrival order, so it can combine them.
    const byCompile = new Map<Compile<unknown, unknown>, number[]>();
    writes.forEach((write, i) => {
      const positions = byCompile.get(write.compile);
      if (positions) positions.push(i);
      else byCompile.set(write.compile, [i]);
    });
    const statements: Statement[] = [];
    const group: StatementGroup = {
      add(query, options) {
        statements.push({ sql: query.sql, parameters: query.parameters, ifRowsFrom: options?.ifRowsFrom });
        return statements.length - 1;
      },
    };
    const readers = [...byCompile].map(
      ([compile, positions]) =>
        [
          positions,
          compile(
            positions.map((i) => writes[i]?.item),
            group,
          ),
        ] as const,
    );
    const rows = await this.executor.run(statements);
    const results = new Array<unknown>(writes.length);
    for (const [positions, read] of readers) {
      const values = await read(rows);
      positions.forEach((position, k) => {
        results[position] = values[k];
      });
    }
    return results;
  }
}
