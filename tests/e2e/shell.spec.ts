import { expect, test } from './helpers/test.ts';
import { DEMO_PASSWORD, DEMO_USERS, demoUser } from './helpers/demo-users.ts';
import { expectDocumentPath } from './helpers/location.ts';
import { dropSessions, login } from './helpers/login.ts';
import { expectAccessible, watchConsole } from './helpers/page-checks.ts';

test.describe('sign-in per bank', () => {
  for (const user of DEMO_USERS) {
    test(`${user.bankCode}/${user.username} signs in through the bank's page and lands on ${user.home}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`/${user.bankCode}/login`);
      await expect(page.locator('#username')).toBeVisible();
      await expectAccessible(page);
      await login(page, user, DEMO_PASSWORD, { fresh: true });
      expect(new URL(page.url()).pathname).toBe(user.home);
      const me = await (await page.request.get('/api/user')).json();
      await expect(page.getByRole('banner')).toContainText(me.display_name ?? me.name);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('a hostile return_to cannot take the signed-in user to another site', async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') offSite.push(request.url());
    });
    // Sent as an attacker's link would: the path normalises to "//evil.example/x".
    await page.goto('/minato/login?return_to=/company/../..//evil.example/x');
    await page.locator('#username').fill('tanaka');
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('button[type=submit]').click();
    await expectDocumentPath(page, '/company/home');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    expect(offSite).toEqual([]);
  });

  test('a wrong password keeps the user on the bank page with an error, and opens no session', async ({ page }) => {
    await page.goto('/minato/login');
    await page.locator('#username').fill('tanaka');
    await page.locator('#password').fill('not-the-password');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
});

test('signing out lands on the start page, which says so in the user\'s language, once', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, demoUser('lanna'));
  await page.locator('header a[href="/logout"]').first().click();
  await expect(page.getByTestId('signed-out')).toBeVisible();
  await expect(page.getByTestId('signed-out')).toHaveText(/ออกจากระบบแล้ว|You have signed out\.|ログアウトしました。/);
  // The notice shows with the page's HTML (rendered ahead), before the app runs; the app then takes
  // the state out of the address, so a reload does not say it again.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('signed-out')).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
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

  test('while the home lists load, each loader is an accessible status', async ({ page }) => {
    await login(page, demoUser('somchai'));
    // Hold the home's three lists so their loaders stay on the page while axe looks at it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(todo|news|notifications)(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/company/home');
    // somchai reads Thai: each loader is named "กำลังโหลด…".
    const loaders = page.getByRole('main').getByRole('status', { name: 'กำลังโหลด' });
    await expect(loaders).toHaveCount(3);
    await expectAccessible(page);
    release();
    await expect(loaders).toHaveCount(0);
    await expect(page.getByTestId('home-todo')).toBeVisible();
  });

  test('the settings page keeps its layout while the e-mail settings load: nothing below them moves', async ({ page }) => {
    await login(page, demoUser('somchai'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/user\/email-settings$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/company/settings');
    const profile = page.locator('section[aria-labelledby="settings-profile"]');
    await expect(profile).toBeVisible();
    const email = page.getByTestId('email-settings');
    await expect(email.locator('[aria-busy="true"]')).toHaveCount(1);
    // Measured once the page is in somchai's own language (Thai) with its fonts: a switch from the
    // browser's language after the first render moves everything, whatever the e-mail settings do.
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = await profile.boundingBox();
    release();
    await expect(email.getByRole('combobox').first()).toBeEnabled();
    await expect(email.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await profile.boundingBox()).toEqual(before);
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

  test('one click on Log out ends the session and the bank sign-in: the next sign-in asks for the password', async ({ page }) => {
    await login(page, demoUser('niran'));
    await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
    // Straight back to bizmatch: no second page at the bank to confirm on.
    await expectDocumentPath(page, '/');
    expect((await page.request.get('/api/user')).status()).toBe(401);
    // The next person at this computer gets the bank's password form, not niran's session.
    await page.goto('/chaophraya/login');
    await expect(page.locator('#password')).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/idp\/chaophraya\/interaction\//);
  });
});

test.describe('delivery', () => {
  test('the app script and stylesheet arrive compressed', async ({ page }) => {
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/assets\/index-[\w-]+\.(js|css)$/.test(pathname)) encodings.set(pathname, response.headers()['content-encoding']);
    });
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    expect([...encodings.keys()].map((name) => name.split('.').pop()).sort()).toEqual(['css', 'js']);
    for (const [name, encoding] of encodings) expect(encoding, name).toMatch(/^(br|gzip)$/);
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

    // Leave the demo user as found, so a rerun against the same database starts from the same state.
    await page.goto('/company/settings');
    await page.getByRole('main').getByTestId('language-switcher').selectOption(before.language ?? 'en');
    await expect.poll(async () => (await (await page.request.get('/api/user')).json()).language).toBe(before.language ?? 'en');
  });

  test('every role home and settings page is accessible on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const username of ['office', 'coordinator', 'cp.banker', 'lanna']) {
      await dropSessions(page);
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

test.describe('phone navigation', () => {
  test('the drawer is made when it first opens, its links work, and it closes on the way', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await login(page, demoUser('tanaka'));
    const navigation = page.locator('#area-navigation');
    const burger = page.locator('button[aria-controls="area-navigation"]');
    // Closed, it is empty: the first render lays out no hidden links.
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.locator('a')).toHaveCount(0);

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const settings = navigation.locator('a[href="/company/settings"]');
    await expect(settings).toBeInViewport();
    await expectAccessible(page);
    await settings.click();
    await expectDocumentPath(page, '/company/settings');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Made once, it stays (off screen) for the next opening.
    await expect(settings).toHaveCount(1);
    await expect(settings).not.toBeInViewport();

    // A window grown past the phone breakpoint shows the navigation beside the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(navigation.locator('a[href="/company/offers/list"]')).toBeInViewport();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a wide window has the navigation from the first render', async ({ page }) => {
    await login(page, demoUser('tanaka'));
    await expect(page.locator('#area-navigation a[href="/company/settings"]')).toBeVisible();
    await expect(page.locator('button[aria-controls="area-navigation"]')).toBeHidden();
  });
});

test.describe('public pages and error page details', () => {
  test.use({ locale: 'en-US' });

  test('the landing page explains bizmatch and offers one sign-in per realm from the config', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const config = (await (await page.request.get('/api/config')).json()) as { banks: { bank_code: string }[] };
    expect(config.banks.length).toBeGreaterThan(0);
    for (const bank of config.banks) {
      await expect(page.locator(`a[href="/${bank.bank_code}/login"]`)).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  });

  test('the terms of service and the privacy policy are readable without signing in', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of Service | bizmatch');
    await expectAccessible(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the 403 page opens the feedback form in a new tab and leads back to the bank home', async ({ page }) => {
    const banker = demoUser('cp.banker');
    await login(page, banker);
    await page.goto('/kokopelli/home');
    const forbidden = page.locator('[data-error-status="403"]');
    await expect(forbidden).toBeVisible();
    await expect(forbidden.locator('a[target="_blank"][rel~="noopener"]')).toHaveCount(1);
    await expect(forbidden.locator(`a[href="${banker.home}"]`)).toBeVisible();
    await expectAccessible(page);
  });

  test('signed out, /company/help is a 404 too, with Top leading to the landing page', async ({ page }) => {
    await page.goto('/company/help');
    await expect(page.getByText('Page not found: /company/help')).toBeVisible();
    await expect(page.locator('[data-error-status="404"] a[href="/"]')).toBeVisible();
    await expectAccessible(page);
  });

  // The redirect happens while the first page is still loading: page.url() may miss it, so the
  // document's own location is asserted (helpers/location.ts).
  test('signed out, a role area sends the browser to the landing page, or to the remembered bank’s sign-in', async ({ page }) => {
    // A fresh browser knows no bank code: the login address is the landing page.
    await page.goto('/company/settings');
    await expectDocumentPath(page, '/');

    // After signing in once the bank code is remembered. With the sessions gone (cookies cleared, local
    // storage kept), the same address leads to that bank's sign-in and back to the page asked for.
    const user = demoUser('lanna');
    await login(page, user, DEMO_PASSWORD, { fresh: true });
    expect(await page.evaluate(() => localStorage.getItem('bank_code'))).toBe('chaophraya');
    await dropSessions(page);
    await page.goto('/company/settings');
    await page.locator('#username').fill(user.username);
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/company/settings');
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a visitor’s language choice is remembered for 365 days in i18n_redirected', async ({ page, context }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ja');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expectAccessible(page);
  });
});
