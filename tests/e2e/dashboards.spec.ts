import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { DEMO_ORGANISATIONS } from '../../src/server/seed/seed-data/demo-world.ts';
import { dashboardPageEn } from '../../src/shared/i18n/sections/dashboard-page.en.ts';
import { dashboardPageJa } from '../../src/shared/i18n/sections/dashboard-page.ja.ts';
import { type Dashboard, dashboardSchema } from '../../src/shared/schemas/dashboards.ts';
import { TEXTS, userPage } from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';

/**
 * The dashboards (docs/product/dashboards.md): the office opens its dashboard from the menu and reads
 * the demo world's figures, filters them (kept in the address, through a reload), reads a chart as
 * a table and downloads it as CSV; a bank reads its own dashboard, with no bank filter and only
 * its own branches, on a phone too. The chart library loads on the dashboards only.
 */

const en = dashboardPageEn;
const ja = dashboardPageJa;

/** The answer the page's own query asks for (the same filters, the same session). */
async function answer(page: Page, query = ''): Promise<Dashboard> {
  const response = await page.request.get(`/api/dashboard${query ? `?${query}` : ''}`);
  expect(response.status()).toBe(200);
  return dashboardSchema.parse(await response.json());
}

const funnelCount = (data: Dashboard, step: Dashboard['funnel'][number]['step']) => data.funnel.find((entry) => entry.step === step)!.count;
/** A figure's number as the page holds it (whatever the language writes it as). */
const figure = (page: Page, testId: string) => page.getByTestId(testId).locator('[data-value]');
/** The dashboard's charts have drawn (their code loads after the page's). */
const chartsDrawn = (page: Page) => expect(page.locator('.recharts-wrapper').first()).toBeVisible();

test('the office reads, filters and downloads its dashboard', async ({ browser }) => {
  // Four pages, a reload and two axe runs on a busy machine.
  test.setTimeout(3 * 60_000);
  // The address with a month that is none answers 400, on purpose.
  const office = await userPage(browser, 'office', 'en', [400]);
  const { page } = office;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  // The home's summary: this month's completions and applications, what is overdue now.
  await page.goto('/kokopelli/home');
  const all = await answer(page);
  const thisMonth = all.months.at(-1)!;
  const summary = page.getByTestId('home-dashboard');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(en.summary.title);
  await expect(figure(page, 'home-dashboard-applied')).toHaveAttribute('data-value', String(thisMonth.counts.applied));
  await expect(figure(page, 'home-dashboard-completed')).toHaveAttribute('data-value', String(thisMonth.counts.completed));
  await expect(figure(page, 'home-dashboard-overdue')).toHaveAttribute('data-value', String(all.overdue.negotiations.reduce((sum, row) => sum + row.count, 0)));
  await expect(summary.getByRole('link', { name: en.summary.open })).toHaveAttribute('href', '/kokopelli/dashboard');
  // No chart is drawn at home: the chart library is not loaded.
  expect(scripts.filter((url) => url.includes('dashboard-charts'))).toEqual([]);

  // The dashboard is the first entry of the office's own part of the menu.
  const menu = page.getByRole('navigation', { name: TEXTS.en.nav.main });
  await menu.getByRole('link', { name: TEXTS.en.dashboard.nav }).click();
  await expect(page).toHaveURL('/kokopelli/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(menu.getByRole('link', { name: TEXTS.en.dashboard.nav })).toHaveAttribute('aria-current', 'page');

  // The demo world's figures, as the server counts them: every step of the funnel happened.
  for (const step of all.funnel) expect(step.count, step.step).toBeGreaterThan(0);
  await expect(figure(page, 'dashboard-stat-applied')).toHaveAttribute('data-value', String(funnelCount(all, 'applied')));
  await expect(figure(page, 'dashboard-stat-completed')).toHaveAttribute('data-value', String(funnelCount(all, 'completed')));
  await expect(page.getByTestId('dashboard-filter-bank')).toBeVisible();
  await chartsDrawn(page);
  expect(scripts.filter((url) => url.includes('dashboard-charts')).length).toBeGreaterThan(0);
  await expectAccessible(page);

  // The funnel as a table: the same figures, with the conversion from the step before.
  const funnel = page.getByTestId('dashboard-funnel');
  await funnel.getByRole('button', { name: en.chart.show_table }).click();
  await expect(funnel.getByRole('button', { name: en.chart.show_table })).toHaveAttribute('aria-pressed', 'true');
  const table = funnel.getByRole('table', { name: en.funnel.title });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([en.funnel.step, en.funnel.count, en.funnel.conversion]);
  const applications = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: en.measure.applied, exact: true }) });
  await expect(applications.getByRole('cell').first()).toHaveText(String(funnelCount(all, 'applied')));
  await expect(applications.getByRole('cell').nth(1)).toHaveText(/^\d+(\.\d)?%$/);
  await expectAccessible(page);

  // …and as a CSV file: UTF-8 with a byte-order mark, the header in the reader's language, numbers as numbers.
  const [download] = await Promise.all([page.waitForEvent('download'), funnel.getByRole('button', { name: new RegExp(`^${en.chart.download_csv}`) }).click()]);
  expect(download.suggestedFilename()).toBe(`bizmatch-dashboard-funnel-${all.period.from}-${all.period.to}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(`\uFEFF${en.funnel.step},${en.funnel.count},${en.funnel.conversion_csv}`);
  const applied = all.funnel.find((entry) => entry.step === 'applied')!;
  expect(lines).toContain(`${en.measure.applied},${applied.count},${Math.round(applied.conversion! * 1000) / 10}`);
  expect(lines).toContain(`${en.measure.published},${funnelCount(all, 'published')},`);

  // A filter applies at once and is kept in the address, through a reload.
  const pair = page.getByTestId('dashboard-filter-country-pair');
  await Promise.all([page.waitForResponse((response) => response.url().includes('/api/dashboard?country_pair=JP-TH') && response.ok()), pair.selectOption('JP-TH')]);
  await expect(page).toHaveURL('/kokopelli/dashboard?country_pair=JP-TH');
  const japanToThailand = await answer(page, 'country_pair=JP-TH');
  expect(funnelCount(japanToThailand, 'applied')).toBeLessThan(funnelCount(all, 'applied'));
  await expect(figure(page, 'dashboard-stat-applied')).toHaveAttribute('data-value', String(funnelCount(japanToThailand, 'applied')));
  await page.reload();
  await expect(pair).toHaveValue('JP-TH');
  await expect(figure(page, 'dashboard-stat-applied')).toHaveAttribute('data-value', String(funnelCount(japanToThailand, 'applied')));
  await expect(page.getByTestId('dashboard-breakdown-country_pair-data').getByRole('rowheader')).toHaveText([`${TEXTS.en.country.JP} → ${TEXTS.en.country.TH}`]);

  // "Reset filters" shows the whole platform again.
  await page.getByRole('link', { name: en.filters.reset }).click();
  await expect(page).toHaveURL('/kokopelli/dashboard');
  await expect(pair).toHaveValue('');
  await expect(figure(page, 'dashboard-stat-applied')).toHaveAttribute('data-value', String(funnelCount(all, 'applied')));

  // A month that is none: the server's refusal names the field, and the filters stay to fix it.
  await page.goto('/kokopelli/dashboard?from=2026-13');
  const invalid = page.getByTestId('dashboard-invalid');
  await expect(invalid).toContainText(en.errors.invalid);
  await expect(invalid.locator('[data-field=from]')).toContainText(en.errors.field.replace('{{field}}', en.filters.from).replace('{{message}}', ''));
  await expect(page.getByTestId('dashboard-figures')).toHaveCount(0);
  await expect(page.getByRole('link', { name: en.filters.reset })).toBeVisible();
  await expectAccessible(page);

  expect(office.errors).toEqual([]);
  await office.close();
});

test('a bank reads its own customers’ dashboard, on a wide screen and on a phone', async ({ browser }) => {
  test.setTimeout(3 * 60_000);
  const banker = await userPage(browser, 'minato.banker', 'ja');
  const { page } = banker;
  await page.goto('/financial-institution/home');
  await expect(page.getByTestId('home-dashboard')).toContainText(ja.summary.title);
  await page.getByRole('navigation', { name: TEXTS.ja.nav.main }).getByRole('link', { name: TEXTS.ja.dashboard.nav }).click();
  await expect(page).toHaveURL('/financial-institution/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja.title);

  // Its own customers' figures; no bank to choose, and of branches only its own.
  const own = await answer(page);
  expect(funnelCount(own, 'applied')).toBeGreaterThan(0);
  await expect(figure(page, 'dashboard-stat-applied')).toHaveAttribute('data-value', String(funnelCount(own, 'applied')));
  await expect(page.getByTestId('dashboard-filter-bank')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-breakdown-bank')).toHaveCount(0);
  const minato = DEMO_ORGANISATIONS.find((organisation) => organisation.key === 'minato')!;
  const others = DEMO_ORGANISATIONS.filter((organisation) => organisation.key !== 'minato').flatMap((organisation) => organisation.branches ?? []);
  const branchNames = minato.branches!.map((branch) => branch.name);
  await expect(page.getByTestId('dashboard-filter-branch').locator('option')).toHaveText([ja.filters.all_branches, ...branchNames]);
  const branchRows = page.getByTestId('dashboard-breakdown-branch-data').getByRole('rowheader');
  await expect(branchRows).not.toHaveCount(0);
  for (const name of await branchRows.allTextContents()) expect(branchNames).toContain(name);
  const pageText = await page.locator('main').innerText();
  for (const branch of others) {
    expect(pageText).not.toContain(branch.name);
    expect(pageText).not.toContain(branch.nameEn);
  }
  await chartsDrawn(page);
  await expectAccessible(page);

  // A branch filter, kept in the address.
  const shinagawa = own.options.branches.find((branch) => branch.name === minato.branches![0]!.name)!;
  await page.getByTestId('dashboard-filter-branch').selectOption(shinagawa.id);
  await expect(page).toHaveURL(`/financial-institution/dashboard?branch=${shinagawa.id}`);
  await expect(page.getByTestId('dashboard-breakdown-branch-data').getByRole('rowheader')).toHaveText([shinagawa.name]);

  // On a phone: the charts shrink to the screen, the page does not scroll sideways, a table scrolls in its own box.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  // A chart is drawn when it comes near the screen.
  const chart = page.getByTestId('dashboard-funnel-chart');
  await chart.scrollIntoViewIfNeeded();
  await chartsDrawn(page);
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const months = page.getByTestId('dashboard-months');
  await months.getByRole('button', { name: ja.chart.show_table }).click();
  const box = months.getByRole('region', { name: ja.months.title });
  await expect(box).toBeVisible();
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expectAccessible(page);

  expect(banker.errors).toEqual([]);
  await banker.close();
});
