import { type Compilable, CompiledQuery, type InsertQueryBuilder, type InsertResult, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Insert<T extends keyof Database & string> = InsertQueryBuilder<Database, T, InsertResult>;

/**
 * An insert of rows into `table` whose SQL is compiled once for each number of rows, then only
 * filled with the rows' values. Kysely takes some 15-30 µs to build and compile a statement, more
 * than the database takes to run it, and the texts repeat: the same few stay prepared, too.
 * `finish` adds what follows the values (ON CONFLICT, RETURNING); it must add no parameters.
 */
export function preparedInsert<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  columns: ReadonlyArray<keyof Database[T] & string>,
  finish: (insert: Insert<T>) => Compilable = (insert) => insert,
): (rows: ReadonlyArray<Database[T]>) => CompiledQuery {
  const texts = new Map<number, string>();
  const template = Object.fromEntries(columns.map((column) => [column, null]));
  return (rows) => {
    let text = texts.get(rows.length);
    if (text === undefined) {
      const values = rows.map(() => template) as unknown as Parameters<Insert<T>['values']>[0];
      text = finish(db.insertInto(table).values(values) as Insert<T>).compile().sql;
      texts.set(rows.length, text);
    }
    const parameters: unknown[] = [];
    for (const row of rows) for (const column of columns) parameters.push(row[column]);
    return CompiledQuery.raw(text, parameters);
  };
}
