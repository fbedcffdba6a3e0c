import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo-users.ts';

/**
 * Signs in through the real UI: `/{bank_code}/login` redirects to the embedded identity provider's
 * page, where the form is filled and sent; the browser then lands on the role's home.
 */
export async function login(page: Page, user: DemoUser, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/${user.bankCode}/login`);
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === user.home, { timeout: 15_000 }),
    page.locator('button[type=submit]').click(),
  ]);
  // The home renders once the session guard has loaded the organisation and the user.
  await page.locator('main h1').first().waitFor();
}
