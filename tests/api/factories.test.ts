// The offer factory writes rows the app treats like its own: found by keyword search through the
// same search columns, shown with the status its period implies, kept out of search when deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '../../src/shared/enums.ts';
import { storedOfferStatus } from '../../src/shared/offer-lifecycle.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let searcher: SignedIn;
let owner: Awaited<ReturnType<typeof buildOrganisation>>;
let ownerUser: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildOrganisation(t.db, { role: 'enterprise', name: 'Factory Works' });
  ownerUser = await signIn(t.app, (await buildUser(t.db, { organisationId: owner.id })).id);
  const other = await buildOrganisation(t.db, { role: 'enterprise' });
  searcher = await signIn(t.app, (await buildUser(t.db, { organisationId: other.id })).id);
});
afterAll(async () => t.close());

const searchRefs = async (keyword: string) => {
  const res = await t.call(searcher, 'GET', `/api/offers/search?per_page=100&keyword=${encodeURIComponent(keyword)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { public_ref: string }[]).map((i) => i.public_ref);
};

describe('buildOffer', () => {
  it('writes a published offer that keyword search finds by its title and its public reference', async () => {
    const offer = await buildOffer(t.db, { owner, title: 'ファクトリー精密部品' });
    expect(offer).toMatchObject({ organisationId: owner.id, bankId: owner.bankId, status: 'published', version: 1 });
    expect(await searchRefs('ファクトリー')).toEqual([offer.publicRef]);
    expect(await searchRefs(offer.publicRef.toLowerCase())).toEqual([offer.publicRef]);
  });

  it('keeps deleted, private, scheduled and ended offers out of search', async () => {
    for (const overrides of [{ deleted: true }, { isPublic: false }, { period: 'scheduled' as const }, { period: 'ended' as const }]) {
      await buildOffer(t.db, { owner, title: '検索されない工場', ...overrides });
    }
    expect(await searchRefs('検索されない')).toEqual([]);
  });

  it('makes an offer in every status its company sees as that status', async () => {
    const cases = OFFER_STATUSES.map((shown) => ({
      shown,
      period: shown === 'scheduled' ? ('scheduled' as const) : shown === 'outside_the_period' ? ('ended' as const) : ('in_period' as const),
      status: storedOfferStatus(shown),
    }));
    for (const { shown, period, status } of cases) {
      const offer = await buildOffer(t.db, { owner, status, period, images: 2 });
      const res = await t.call(ownerUser, 'GET', `/api/offers/${offer.id}/manage`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status, shown).toBe(shown);
      expect(res.json().images, shown).toHaveLength(2);
    }
  });
});
