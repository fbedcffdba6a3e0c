import { expect, test } from './helpers/test.ts';
import { demoUser } from './helpers/demo-users.ts';
import { login } from './helpers/login.ts';
import { expectAccessible, watchConsole } from './helpers/page-checks.ts';

/**
 * Every offer detail page has the same not-found state, and an address whose id
 * is not an id at all (the API answers 400) reads as "not found" too — never a failure message.
 */
const PAGES = [
  { user: 'tanaka', path: (id: string) => `/company/offer-detail/in-house/${id}` },
  { user: 'somchai', path: (id: string) => `/company/offer-detail/business-partner/${id}` },
  { user: 'tanaka', path: (id: string) => `/company/offer-register/edit/${id}` },
  { user: 'minato.banker', path: (id: string) => `/financial-institution/offer-detail/${id}` },
  { user: 'office', path: (id: string) => `/kokopelli/offer-detail/${id}` },
] as const;

for (const { user, path } of PAGES) {
  test(`${path(':id')}: a malformed id and an unknown one both show the not-found state (${user})`, async ({ page }) => {
    const errors = watchConsole(page, [400, 404]);
    await login(page, demoUser(user));
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(path(id));
      await expect(page.getByTestId('offer-not-found')).toBeVisible();
      await expect(page.locator('[data-error-status="404"]')).toBeVisible();
      await expect(page.getByTestId('offer-load-failed')).toHaveCount(0);
    }
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}
