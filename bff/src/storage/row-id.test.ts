import { describe, expect, it } from 'vitest';
import { rowId } from './row-id.ts';

describe('rowId', () => {
  it('is a UUIDv7 whose first 48 bits are the time given', () => {
    const id = rowId(0x0123456789ab);
    expect(id).toMatch(/^01234567-89ab-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts ids made in the same millisecond in the order they were made', () => {
    const ids = Array.from({ length: 50 }, () => rowId(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
  });
});
