import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/enums.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * docs/decisions/045-routes-alike.md: every path parameter of the API names a stored object, and a
 * malformed one answers alike on every route — 400 `validation_failed`, the parameter named in
 * `fields` — before anything is looked up. The walk takes the routes from the app itself, so a
 * route added later without `idParams` / `serialIdSchema` fails here.
 */
let t: TestApp;
const as = {} as Record<Role, SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  const bank = await buildOrganisation(t.db, { role: 'bank' });
  const orgs: Record<Role, string> = {
    enterprise: (await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: bank.bankCode })).id,
    bank: bank.id,
    coordinator: (await buildOrganisation(t.db, { role: 'coordinator' })).id,
    kokopelli: (await buildOrganisation(t.db, { role: 'kokopelli' })).id,
  };
  for (const [role, organisationId] of Object.entries(orgs) as [Role, string][]) {
    as[role] = await signIn(t.app, (await buildUser(t.db, { organisationId, userType: 'administrator' })).id, role === 'enterprise' || role === 'bank' ? bank.bankCode : 'kokopelli');
  }
});
afterAll(async () => t.close());

const MALFORMED = ['not-an-id', "';--", '0'.repeat(40), '12345678-1234-1234-1234-1234567890ag'];

describe('a malformed id in a path (decision 045)', () => {
  it('answers 400 validation_failed naming every id parameter, on every API route that has one', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.url.includes('/:') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const roles = route.config.roles;
      const who = as[roles === 'any' || roles === undefined ? 'enterprise' : roles[0]!];
      for (const id of MALFORMED) {
        const url = route.url.replace(/:(\w+)/g, encodeURIComponent(id));
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: who.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${route.method} ${route.url} with ${JSON.stringify(id)}: ${res.body}`;
        expect(res.statusCode, label).toBe(400);
        const body = res.json() as { code: string; fields?: Record<string, string[]> };
        expect(body.code, label).toBe('validation_failed');
        expect(Object.keys(body.fields ?? {}).sort(), label).toEqual([...names].sort());
      }
    }
  });

  it('leaves a well-formed unknown id to the route (here the domain 404, never a 400)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [who, url] of [
      [as.enterprise, `/api/offers/${unknown}/partner`],
      [as.enterprise, `/api/negotiations/${unknown}`],
      [as.enterprise, `/api/negotiations/${unknown}/chat`],
      [as.kokopelli, `/api/notification-groups/${unknown}`],
      [as.enterprise, `/api/offer-images/${unknown}`],
    ] as const) {
      expect((await t.app.inject({ url, headers: who.headers })).statusCode, url).toBe(404);
    }
  });
});
