import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { validateData } from '@atrium/shared/content/validate';
import { createTestApp, type TestApp } from '../../test/app';
import { STORES } from './content.stores';
import { tokenFor } from '../../test/members';

/** The demo content, written before the engine, becomes editable: every item is valid against its declaration. */
describe('the demo content under the editorial engine', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await tokenFor(t.app, 'ADMIN');
  }, 120_000);
  afterAll(() => t.close());
  const staff = (url: string, method: 'GET' | 'POST' = 'GET', payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/admin/content${url}`, headers: { authorization: `Bearer ${admin}` }, payload });

  it('lists the published demo items of every type, each one a valid draft', async () => {
    const problems: Record<string, unknown> = {};
    for (const type of CONTENT_TYPES) {
      const list = (await staff(`/${type.type}`)).json();
      if (!['visit-info', 'site'].includes(type.type)) expect(list.total, type.type).toBeGreaterThan(0);
      for (const item of list.items) {
        expect(item.status).toBe('published');
        const { draft } = (await staff(`/${type.type}/${item.id}`)).json();
        const result = validateData(type, draft);
        if (!result.ok) problems[`${type.type}/${item.id}`] = result.fields;
      }
    }
    expect(problems).toEqual({});
  });

  it('writes back exactly what the public reads had when an item is published unchanged', async () => {
    for (const type of CONTENT_TYPES) {
      const store = STORES[type.type]!;
      const before = await store.readLive(t.database.db);
      const first = (await staff(`/${type.type}`)).json().items[0];
      if (!first) continue;
      expect(
        (await staff(`/${type.type}/${first.id}/publish`, 'POST', { memo: 'unchanged' })).statusCode,
        type.type,
      ).toBe(200);
      expect(await store.readLive(t.database.db), type.type).toEqual(before);
    }
  });
});
