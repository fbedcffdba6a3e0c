import { type Cookie, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo-users.ts';

/** A signed-in user's browser state: the session cookies and the origin's local storage (the remembered bank). */
interface SavedSession {
  cookies: Cookie[];
  localStorage: { name: string; value: string }[];
}

/**
 * The sessions this worker opened, per suite server and user. Signing in through the bank's pages
 * costs a few seconds; a test that only needs to be signed in resumes the session an earlier test
 * of the suite opened, if the server still answers it (a test that signed out ended it, and the
 * next one signs in again).
 */
const sessions = new Map<string, SavedSession>();

export interface LoginOptions {
  /** Sign in through the bank's pages even when a session of this user could be resumed (tests of the sign-in itself). */
  fresh?: boolean;
}

/**
 * Ends the browser's sessions as an expiry or a sign-out elsewhere would (every cookie gone, local
 * storage kept), off the signed-in app first: left open, a request it still had in flight would be
 * answered 401 and the app would go to the sign-in by itself, cutting short the test's next `goto`.
 */
export async function dropSessions(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Signs in through the real UI: `/{bank_code}/login` redirects to the embedded identity provider's
 * page, where the form is filled and sent; the browser then lands on the role's home. Unless
 * `fresh`, a session of the same user opened earlier on this suite's server is resumed instead,
 * and the browser lands on the same home.
 */
export async function login(page: Page, user: DemoUser, password: string = DEMO_PASSWORD, options: LoginOptions = {}): Promise<void> {
  const key = `${test.info().project.use.baseURL}|${user.username}`;
  const reusable = password === DEMO_PASSWORD;
  const saved = reusable && !options.fresh ? sessions.get(key) : undefined;
  if (saved && (await resume(page, user, saved))) return;

  await page.goto(`/${user.bankCode}/login`);
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === user.home, { timeout: 30_000 }),
    page.locator('button[type=submit]').click(),
  ]);
  // The home renders once the session guard has loaded the organisation and the user.
  await page.locator('main h1').first().waitFor();
  if (reusable) {
    const state = await page.context().storageState();
    const origin = new URL(page.url()).origin;
    sessions.set(key, { cookies: state.cookies, localStorage: state.origins.find((o) => o.origin === origin)?.localStorage ?? [] });
  }
}

/** Puts a saved session into the page's browser and opens the user's home; false when the server no longer knows it. */
async function resume(page: Page, user: DemoUser, saved: SavedSession): Promise<boolean> {
  const context = page.context();
  await context.addCookies(saved.cookies);
  if ((await page.request.get('/api/user')).status() !== 200) {
    for (const { name } of saved.cookies) await context.clearCookies({ name });
    return false;
  }
  if (saved.localStorage.length > 0) {
    // Any page of the origin will do to write its storage before the app starts.
    await page.goto('/favicon.svg');
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, saved.localStorage);
  }
  await page.goto(user.home);
  await page.locator('main h1').first().waitFor();
  return true;
}
