import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.ts';
import { useStore } from '../../test/stores.ts';
import { createLeadsRepository } from '../plugins/app/repositories/leads.ts';
import { openStore } from './store.ts';

describe.each(databaseKinds)('store on $name', (kind) => {
  const t = useStore(kind);

  it('passes a readiness probe and names its dialect', async () => {
    await expect(t.store.probe(1000)).resolves.toBeUndefined();
    expect(t.store.dialect).toBe(kind.name);
  });

  it('keeps what was committed when reopened (migrations run again harmlessly)', async () => {
    const { lead } = await createLeadsRepository(t.store).save({
      type: 'callback',
      payload: { mobile: '082 123 4567' },
    });
    const reopened = await openStore(t.database.url);
    try {
      expect((await createLeadsRepository(reopened).list({ type: 'callback' })).map((l) => l.id)).toContain(lead.id);
    } finally {
      await reopened.close();
    }
  });

  it('commits what is still queued when it is closed, then refuses writes', async () => {
    const closing = await openStore(t.database.url);
    const leads = createLeadsRepository(closing);
    const pending = leads.save({ type: 'contact', email: 'closing@example.co.za', payload: {} });
    await closing.close();
    const { lead } = await pending;
    expect((await createLeadsRepository(t.store).list({ type: 'contact' })).map((l) => l.id)).toContain(lead.id);
    await expect(leads.save({ type: 'contact', payload: {} })).rejects.toThrow(/closed/);
  });
});
