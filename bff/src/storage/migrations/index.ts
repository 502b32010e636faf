import type { Migration } from 'kysely';
import { initial } from './001-initial.ts';

/** Every migration, in order; they run at start-up and are written to work on SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
};
