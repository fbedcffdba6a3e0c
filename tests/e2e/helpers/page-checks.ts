import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { seriousA11yViolations } from './axe.ts';
import { login } from './login.ts';
import { demoUser } from './demo-users.ts';

/**
 * Collects the page's console errors and uncaught exceptions; a test ends with `expect(errors).toEqual([])`.
 * Chromium logs every failed resource ("status of 404"): the statuses a test provokes on purpose
 * are passed in `expectedStatuses`. A signed-out "who am I" probe's 401 is always expected.
 */
export function watchConsole(page: Page, expectedStatuses: number[] = []): string[] {
  const errors: string[] = [];
  const expected = new Set([401, ...expectedStatuses]);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const status = /status of (\d{3})/.exec(msg.text());
    if (status && expected.has(Number(status[1]))) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The CSRF token of the session of `request`. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const { csrf_token } = (await (await request.get('/api/csrf')).json()) as { csrf_token: string };
  return csrf_token;
}

/** The CSRF header a non-GET API call needs, for the session of `request`. */
export const csrfHeaders = async (request: APIRequestContext): Promise<Record<string, string>> => ({
  'X-CSRF-Token': await csrfToken(request),
});

/** Saves the signed-in user's language through the real call; answers the language it had. */
export async function setUserLanguage(page: Page, language: string): Promise<string | null> {
  const me = (await (await page.request.get('/api/user')).json()) as { user_id: string; language: string | null };
  if (me.language === language) return me.language;
  const res = await page.request.put('/api/user/language', {
    headers: await csrfHeaders(page.request),
    data: { user_id: me.user_id, language },
  });
  expect(res.status()).toBe(204);
  return me.language;
}

/** Switches the interface language through the header's language select (saved on the user). */
export async function switchLanguage(page: Page, language: 'en' | 'ja' | 'th'): Promise<void> {
  const select = page.getByTestId('language-switcher');
  if ((await select.inputValue()) === language) return;
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/user/language') && response.request().method() === 'PUT'),
    select.selectOption(language),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Signs in through the real pages, then sets the user's language and reloads in it. */
export async function loginIn(page: Page, username: string, language: 'en' | 'ja' | 'th'): Promise<void> {
  await login(page, demoUser(username));
  if ((await setUserLanguage(page, language)) !== language) await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.locator('main h1').first().waitFor();
}
