import { expect, type Page } from '@playwright/test';

/**
 * Waits until the document's own `location.pathname` is `pathname`. For redirects the app makes with
 * `window.location.assign` while the first page is still loading, Playwright's `page.url()` (and so
 * `toHaveURL`) can keep the first address although the browser has moved on, so ask the document.
 * A poll that lands mid-navigation (execution context destroyed) simply tries again.
 */
export async function expectDocumentPath(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(async () => {
      try {
        return await page.evaluate(() => (document.readyState === 'complete' ? location.pathname : null));
      } catch {
        return null;
      }
    })
    .toBe(pathname);
}
