import { expect, test } from './helpers/test.ts';
import { demoUser } from './helpers/demo-users.ts';
import { login } from './helpers/login.ts';
import { seriousA11yViolations } from './helpers/axe.ts';

// The built app, served by the real server from the same origin, opens in Chromium.
test('the built app opens from the real server, with no console error or serious accessibility issue', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // Chromium logs every 401 as a failed resource; the landing page asks who is signed in and expects one.
    if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page).toHaveTitle(/bizmatch/i);

  const ready = await page.request.get('/api/ready');
  expect(ready.status()).toBe(200);

  // Every rule axe has, not only the WCAG and best-practice ones the other suites check.
  expect(await seriousA11yViolations(page, null)).toEqual([]);
  expect(errors).toEqual([]);
});

// The public pages come as HTML rendered ahead (docs/decisions/055-prerendered-public-pages.md).
test.describe('the public pages without the app’s script', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page reads in the language of the locale cookie, with a sign-in link per bank', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ja', url: baseURL! }]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-language']).toBe('ja');
    expect(response?.headers()['vary']).toContain('Cookie');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('日本とタイで、次のビジネスパートナーを見つけよう');
    await expect(page).toHaveTitle('日本とタイのビジネスマッチング | bizmatch');
    // A full navigation, so it works without the script: the server starts the sign-in.
    await expect(page.locator('a[data-bank-code="chaophraya"]')).toHaveAttribute('href', '/chaophraya/login');
    await expect(page.getByText('bizmatch needs JavaScript')).toHaveCount(0);
  });

  test('the terms read in the browser’s language, and the signed-out notice after signing out', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'th-TH' });
    const page = await context.newPage();
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ข้อกำหนดการใช้บริการ');
    await page.goto('/?state=signed_out');
    await expect(page.getByTestId('signed-out')).toBeVisible();
    await context.close();
  });

  test('a signed-in page is not rendered ahead: it keeps the notice that the app needs its script', async ({ request }) => {
    // (Chromium with script execution turned off still parses <noscript> as raw text, so the notice is read off the HTML.)
    const response = await request.get('/company/home');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<noscript>');
    expect(html).toContain('<!--/splash-->');
  });
});

test('the app draws the landing page over its HTML without a loading screen in between, and then runs it', async ({ page }) => {
  // Each change the app makes to the root once the HTML is in (the app starts after it is parsed):
  // the page's heading must be there after every one.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { headingSeen: boolean[] }).headingSeen = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver(() => seen.push(root.querySelector('h1') !== null)).observe(root, { childList: true, subtree: true });
    });
  });
  // The page's own code comes late, as on a slow network: the app must not draw anything before it.
  await page.route(/\/assets\/landing-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'true');
  // The app has drawn over the HTML (the first change to the root); until then the page is the HTML's.
  await page.waitForFunction(() => (window as unknown as { headingSeen: boolean[] }).headingSeen.length > 0);
  // The app is running: the language switcher works without a reload.
  await page.getByTestId('language-switcher').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('日本とタイで、次のビジネスパートナーを見つけよう');
  const seen = await page.evaluate(() => (window as unknown as { headingSeen: boolean[] }).headingSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((present) => !present)).toEqual([]);
});

test('a language picked on the landing page’s HTML before the app has drawn over it is the one the app starts in', async ({ page, context }) => {
  // The app is held up by the page's code, as on a slow network, so that the pick falls before its first render.
  await page.route(/\/assets\/landing-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'true');
  await page.getByTestId('language-switcher').selectOption('th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ค้นหาพันธมิตรทางธุรกิจรายใหม่ระหว่างญี่ปุ่นและไทย');
  await expect(page.getByTestId('language-switcher')).toHaveValue('th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('th');
});

test('a signed-in page’s HTML starts the session guard’s requests, the page’s code and its first data with the app’s script, and the app uses them', async ({ page }) => {
  await login(page, demoUser('somchai'));
  // The home that sign-in landed on goes first: its own late requests (the exchange rates' code,
  // loaded after it is drawn) would otherwise count as the list page's second ones.
  await page.goto('about:blank');
  const asked: string[] = [];
  const assets: string[] = [];
  const warnings: string[] = [];
  const firstData: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/company' || pathname === '/api/user') asked.push(pathname);
    if (pathname.startsWith('/assets/')) assets.push(pathname);
    if (pathname === '/api/offers/search' || pathname === '/api/notifications/unread' || pathname.startsWith('/api/negotiations/')) firstData.push(`${pathname}${search}`);
  });
  page.on('console', (msg) => {
    if (/preload/i.test(msg.text())) warnings.push(msg.text());
  });
  const response = await page.goto('/company/offers/list');
  const html = await response!.text();
  expect(html).toContain('<link rel="preload" href="/api/company" as="fetch" crossorigin="use-credentials" />');
  expect(html).toContain('<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />');
  expect(response!.headers()['vary']).toContain('Cookie');
  await expect(page.locator('main h1').first()).toBeVisible();
  // The page's code and styles, linked ahead (decision 055).
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/offer-search-page-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/[^"]+\.css">/);
  // One request each: the guard's fetches took the preloaded answers instead of asking again, and
  // the app's imports and styles took the preloaded files (Chromium warns of a preload left unused).
  expect(asked.sort()).toEqual(['/api/company', '/api/user']);
  expect(assets.filter((path, index) => assets.indexOf(path) !== index)).toEqual([]);
  // The page's first data, named in a header (decision 059), asked for once: the list took the preloaded answer.
  expect(response!.headers()['link']).toBe(
    '</api/notifications/unread>; rel=preload; as=fetch; crossorigin=use-credentials, </api/offers/search?per_page=20>; rel=preload; as=fetch; crossorigin=use-credentials',
  );
  await expect(page.getByTestId('offer-row').first()).toBeVisible();
  expect(firstData.sort()).toEqual(['/api/notifications/unread', '/api/offers/search?per_page=20']);

  // A negotiation's page the same way: its negotiation is asked for once.
  const { items } = (await (await page.request.get('/api/negotiations?per_page=1')).json()) as { items: { trading_id: string }[] };
  firstData.length = 0;
  const detail = await page.goto(`/company/trading-detail/${items[0]!.trading_id}`);
  expect(detail!.headers()['link']).toContain(`</api/negotiations/${items[0]!.trading_id}>; rel=preload`);
  await expect(page.getByTestId('negotiation-detail')).toBeVisible();
  expect(firstData.filter((url) => url === `/api/negotiations/${items[0]!.trading_id}`)).toHaveLength(1);
  await page.waitForTimeout(3_500);
  expect(warnings).toEqual([]);

  // Without the session cookie the same address has no preloads (they could only answer 401).
  const anonymous = await page.request.get('/company/offers/list', { headers: { cookie: '' } });
  expect(await anonymous.text()).not.toContain('href="/api/user"');
  expect(anonymous.headers()['link']).toBeUndefined();
});

test('a page’s code loads when its link is hovered or focused, before the click', async ({ page }) => {
  await login(page, demoUser('somchai'));
  await page.goto('/company/offers/list');
  await expect(page.locator('main h1').first()).toBeVisible();
  const pageCode = (name: string) => (request: { url(): string }) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(new URL(request.url()).pathname);
  // The navigation's links, in the wide layout's side bar.
  const trading = page.locator('nav a[href="/company/trading"]').first();
  const asked = page.waitForRequest(pageCode('company-trading-page'));
  await trading.hover();
  await asked;
  await expect(page).toHaveURL(/\/company\/offers\/list$/);
  // The keyboard's focus is intent too.
  const history = page.locator('nav a[href="/company/offers/application-history"]').first();
  const askedByFocus = page.waitForRequest(pageCode('application-history-page'));
  await history.focus();
  await askedByFocus;
  // The click then finds the code loaded.
  await trading.click();
  await expect(page).toHaveURL(/\/company\/trading$/);
  await expect(page.locator('main h1').first()).toBeVisible();
});
