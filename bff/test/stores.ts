import { afterAll, beforeAll } from 'vitest';
import { openStore, type Store } from '../src/storage/store.ts';
import type { DatabaseKind, TestDatabase } from './databases.ts';

/**
 * A fresh database of the given kind for the tests of one describe block, opened as a store before
 * them and closed and dropped after them. The returned object is filled in by beforeAll.
 */
export function useStore(kind: DatabaseKind): { store: Store; database: TestDatabase } {
  const context = {} as { store: Store; database: TestDatabase };
  beforeAll(async () => {
    context.database = await kind.create();
    context.store = await openStore(context.database.url);
  });
  afterAll(async () => {
    await context.store.close();
    await context.database.drop();
  });
  return context;
}
