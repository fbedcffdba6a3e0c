import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from './helpers/axe.ts';
import { DEMO_USERS, demoUser } from './helpers/demo-users.ts';
import { login } from './helpers/login.ts';

/** Fails the test on any console error but the 401s Chromium logs for a signed-out "who am I" probe. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.describe('sign-in per bank', () => {
  for (const user of DEMO_USERS) {
    test(`${user.bankCode}/${user.username} signs in through the bank's page and lands on ${user.home}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`/${user.bankCode}/login`);
      await expect(page.locator('#username')).toBeVisible();
      await expectAccessible(page);
      await login(page, user);
      expect(new URL(page.url()).pathname).toBe(user.home);
      const me = await (await page.request.get('/api/user')).json();
      await expect(page.getByRole('banner')).toContainText(me.display_name ?? me.name);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('a wrong password keeps the user on the bank page with an error, and opens no session', async ({ page }) => {
    await page.goto('/minato/login');
    await page.locator('#username').fill('tanaka');
    await page.locator('#password').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
});

test.describe('guards and error pages', () => {
  test('a bank user opening /company/home sees the 403 page', async ({ page }) => {
    await login(page, demoUser('minato.banker'));
    await page.goto('/company/home');
    await expect(page.getByText('403')).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown route shows the 404 page for the path, with a Top action to the role home', async ({ page }) => {
    await login(page, demoUser('somchai'));
    await page.goto('/no-such-page');
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await page.getByRole('main').locator('a[href="/company/home"], button').last().click();
    await expect(page).toHaveURL(/\/company\/home$/);
    await expectAccessible(page);
  });

  test('signed out, /no-such-page says "Page not found: /no-such-page"', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('/company/help answers with the 404 page', async ({ page }) => {
    await login(page, demoUser('tanaka'));
    await page.goto('/company/help');
    await expect(page.getByText('/company/help')).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  });

  test('an unknown bank code shows the 404 page', async ({ page }) => {
    const response = await page.goto('/nosuchbank/login');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404')).toBeVisible();
  });

  test('after logout the session is gone', async ({ page }) => {
    await login(page, demoUser('niran'));
    await page.goto('/logout');
    await page.waitForLoadState('networkidle');
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
});

test.describe('languages', () => {
  test('switching to Thai re-renders at once, survives a reload and is stored on the user', async ({ page }) => {
    const errors = watchConsole(page);
    await login(page, demoUser('suzuki'));
    const before = await (await page.request.get('/api/user')).json();
    expect(before.language).not.toBe('th');

    await page.getByRole('banner').getByTestId('language-switcher').selectOption('th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect.poll(async () => (await (await page.request.get('/api/user')).json()).language).toBe('th');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.locator('main h1').first()).toContainText(/[\u0E00-\u0E7F]/);
    await expectAccessible(page);

    for (const path of ['/company/settings', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toContainText(/[\u0E00-\u0E7F]/);
      await expectAccessible(page);
    }
    expect(errors).toEqual([]);
  });

  test('every role home and settings page is accessible on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const username of ['office', 'coordinator', 'cp.banker', 'lanna']) {
      await context.clearCookies();
      const user = demoUser(username);
      await login(page, user);
      await expectAccessible(page);
      await page.goto(user.home.replace('/home', '/settings'));
      await page.locator('main h1').first().waitFor();
      await expectAccessible(page);
    }
    await context.close();
  });
});
