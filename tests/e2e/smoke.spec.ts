import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => v.id))).toEqual([]);
  expect(errors).toEqual([]);
});
