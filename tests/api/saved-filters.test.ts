// Named saved filters (docs/decisions/063-saved-filters.md): each user's own, kept in canonical
// form; another user's is unknown (404), bad input is refused at its field and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_FILTERS_MAX } from '../../src/shared/schemas/saved-filters.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let banker: SignedIn;
let colleague: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'saved-bank', name: 'Saved Bank' });
  banker = await signIn(t.app, (await buildUser(t.db, { organisationId: bank.id })).id);
  colleague = await signIn(t.app, (await buildUser(t.db, { organisationId: bank.id })).id);
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Saved Office' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
});
afterAll(async () => t.close());

const save = (who: SignedIn, body: Record<string, unknown>) => t.call(who, 'POST', '/api/saved-filters', { list: 'negotiations', ...body });
const mine = async (who: SignedIn) => (await t.call(who, 'GET', '/api/saved-filters?list=negotiations')).json<{ items: { id: string; name: string; query: string }[] }>().items;

describe('saved filters', () => {
  it('keeps a filter in canonical form, lists the user\'s own by name, and removes it', async () => {
    const r = await save(banker, { name: 'Waiting on my bank', query: '?waiting_on=me&page=3&q=%20Siam%20&per_page=50&status=preparing' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ name: 'Waiting on my bank', query: 'q=Siam&status=preparing&waiting_on=me', list: 'negotiations' });
    expect((await save(banker, { name: 'All Thai deals', query: 'country=TH' })).statusCode).toBe(200);
    expect((await mine(banker)).map((f) => f.name)).toEqual(['All Thai deals', 'Waiting on my bank']);
    // A colleague at the same bank, and the office, see none of them and cannot remove them.
    expect(await mine(colleague)).toEqual([]);
    expect(await mine(operator)).toEqual([]);
    const id = r.json().id;
    for (const who of [colleague, operator]) expect((await t.call(who, 'DELETE', `/api/saved-filters/${id}`)).statusCode).toBe(404);
    expect((await t.call(banker, 'DELETE', `/api/saved-filters/${id}`)).statusCode).toBe(204);
    expect((await t.call(banker, 'DELETE', `/api/saved-filters/${id}`)).statusCode).toBe(404);
    expect((await mine(banker)).map((f) => f.name)).toEqual(['All Thai deals']);
  });

  it('refuses a taken name, an empty or long name, conditions the list does not have, and an unknown list; nothing is saved', async () => {
    expect((await save(colleague, { name: 'Mine', query: 'status=completed' })).statusCode).toBe(200);
    const taken = await save(colleague, { name: 'Mine', query: 'status=canceled' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.name).toEqual(['You already have a saved filter with this name.']);
    const refused: Record<string, unknown>[] = [
      { name: '', query: 'status=completed' },
      { name: 'x'.repeat(61), query: 'status=completed' },
      { name: 'Bad value', query: 'status=finished' },
      { name: 'Unknown key', query: 'owner=someone' },
      { name: 'Twice', query: 'status=completed&status=canceled' },
      { name: 'Too long', query: `q=${'a'.repeat(1001)}` },
      { name: 'Offers', list: 'offers', query: '' },
    ];
    for (const body of refused) expect((await save(colleague, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await mine(colleague)).map((f) => f.name)).toEqual(['Mine']);
    expect((await t.call(colleague, 'DELETE', '/api/saved-filters/not-an-id')).statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_FILTERS_MAX} a user, even when they are saved at once`, async () => {
    const results = await Promise.all(Array.from({ length: SAVED_FILTERS_MAX + 3 }, (_, i) => save(operator, { name: `Filter ${i}`, query: `step=bank_approval` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(SAVED_FILTERS_MAX);
    const over = results.find((r) => r.statusCode !== 200)!;
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.name).toEqual([`You can keep at most ${SAVED_FILTERS_MAX} saved filters. Remove one first.`]);
    expect(await mine(operator)).toHaveLength(SAVED_FILTERS_MAX);
  });
});
