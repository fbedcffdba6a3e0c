import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { offerTitleFor } from './helpers/names.ts';
import { csrfToken, expectAccessible, loginIn, setUserLanguage, switchLanguage, watchConsole } from './helpers/page-checks.ts';
import { organisationName } from './helpers/names.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';

/**
 * The bank's review (offer management, approval section with checklist, remand, deny) and the
 * operator's read-only oversight, through the real pages, as minato.banker, cp.banker, office and
 * tanaka. Every page visited is checked with axe; console errors fail the test. Demo users start in
 * their own language (minato.banker in Japanese, cp.banker in Thai); these tests read English, so
 * they sign in with `loginIn(…, 'en')`, which saves the language through the real call.
 */

/** A 1×1 PNG, enough for the server's content check and re-encoding. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A complete offer with a freshly uploaded image, as the signed-in company user of `request`. */
async function offerBody(request: APIRequestContext, token: string, title: string, period = { start: today(), end: inDays(90) }) {
  const image = await request.post('/api/offer-images', {
    headers: { 'X-CSRF-Token': token },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status(), await image.text()).toBe(200);
  return {
    type: 'sell',
    title,
    description: 'Aluminium die-cast housings, 10,000 pieces a month.',
    features: 'ISO 9001 certified plant in Shinagawa.',
    requests: '',
    price_min: 1_000_000,
    price_max: 5_000_000,
    currency: 'JPY',
    period_start: period.start,
    period_end: period.end,
    is_public: true,
    target_country: 'TH',
    industry_major: 'E',
    industry_middle: '25',
    image_ids: [(await image.json()).image_id],
  };
}

/** Registers an offer for review as the signed-in company user of `request`; answers its id. */
async function registerOffer(request: APIRequestContext, title: string, period?: { start: string; end: string }): Promise<string> {
  const token = await csrfToken(request);
  const res = await request.post('/api/offers', {
    headers: { 'X-CSRF-Token': token },
    data: { intent: 'register', offer: await offerBody(request, token, title, period) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).offer_id;
}

/** A second browser, signed in as tanaka, to act as the company. */
async function companyContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await loginIn(page, 'tanaka', 'en');
  return { context, request: page.request };
}

const row = (page: Page, offerId: string) => page.locator(`[data-testid="offer-row"][data-offer-id="${offerId}"]`);
const WAITING_SEEDED = '治具設計ノウハウのライセンス供与';
/** The same offer as an English reader reads it: its author's English version (decision 050). */
const WAITING_SEEDED_EN = offerTitleFor(WAITING_SEEDED, 'en');

test.describe('bank review', () => {
  test('minato.banker remands, approves and denies offers of its customers', async ({ page, browser }) => {
    // Three decisions and eight axe runs through the real pages: longer than one page's budget.
    test.slow();
    const errors = watchConsole(page);
    const tanaka = await companyContext(browser);
    const stamp = Date.now();
    const toRemand = await registerOffer(tanaka.request, `E2E remand ${stamp}`);
    const toApprove = await registerOffer(tanaka.request, `E2E approve ${stamp}`);
    const toDeny = await registerOffer(tanaka.request, `E2E deny ${stamp}`);

    await loginIn(page, 'minato.banker', 'en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Offer management' }).click();
    await expect(page).toHaveURL(/\/financial-institution\/offer-manage/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offer management' })).toBeVisible();
    // The Unapproved section is where the banker starts, with the seeded waiting offer and the new ones.
    await expect(page.getByRole('radio', { name: 'Unapproved' })).toBeChecked();
    const list = page.getByRole('table', { name: /Offers of your customers/ });
    await expect(list.getByRole('link', { name: WAITING_SEEDED_EN })).toBeVisible();
    for (const id of [toRemand, toApprove, toDeny]) {
      await expect(row(page, id)).toBeVisible();
      // The company's name in the reader's language (its English one here).
      await expect(row(page, id)).toContainText('Tanaka Precision Co., Ltd.');
      await expect(row(page, id).getByTestId('review-label')).toHaveText('Unapproved');
    }
    await expectAccessible(page);

    // Remand, with the Approve button disabled until every checklist item is ticked.
    await row(page, toRemand).getByRole('link').click();
    await expect(page).toHaveURL(`/financial-institution/offer-detail/${toRemand}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E remand ${stamp}`);
    await expect(page.getByTestId('company-name')).toHaveText('田中精密工業株式会社');
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    const boxes = page.getByTestId('approval-section').getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    await expect(approve).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await boxes.nth(i).check();
    await expect(approve).toBeDisabled();
    await boxes.nth(4).check();
    await expect(approve).toBeEnabled();
    await boxes.nth(2).uncheck();
    await expect(approve).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remand', exact: true }).click();
    const remandDialog = page.getByRole('dialog', { name: 'Remand this offer' });
    await expect(remandDialog).toBeVisible();
    await remandDialog.getByRole('button', { name: 'Remand the offer' }).click();
    await expect(remandDialog.getByText('This field is required.')).toBeVisible();
    await expectAccessible(page);
    const reason = 'Please state the basis of the price range and the delivery terms.';
    await remandDialog.getByRole('textbox', { name: 'Reason for remand' }).fill(reason);
    await remandDialog.getByRole('button', { name: 'Remand the offer' }).click();
    await expect(remandDialog).toBeHidden();
    await expect(page.getByTestId('review-success')).toHaveText('The offer has been remanded to the company with your reason.');
    await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('offer-status')).toHaveText('Remanded');
    await expect(page.getByTestId('approval-section')).toHaveCount(0);
    await expect(page.getByTestId('review-outcome')).toContainText(reason);
    await expectAccessible(page);

    // The company sees the outcome and the reason.
    const own = await (await tanaka.request.get('/api/offers/in-house?status=remand&per_page=100')).json();
    expect(own.items.find((item: { offer_id: string }) => item.offer_id === toRemand)?.remand_reason).toBe(reason);

    // Back to the list: the remanded offer has left the Unapproved section.
    await page.getByTestId('back-to-manage').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offer management' })).toBeVisible();
    await expect(row(page, toApprove)).toBeVisible();
    await expect(row(page, toRemand)).toHaveCount(0);

    // Approve with every item ticked and remarks; a double click sends one decision only.
    await row(page, toApprove).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E approve ${stamp}`);
    for (const box of await boxes.all()) await box.check();
    const remarks = page.getByRole('textbox', { name: 'Remarks from the financial institution' });
    const remarksText = 'Customer verified at the Shinagawa branch.';
    await remarks.fill(remarksText);
    await expect(page.getByTestId('remarks-count')).toHaveText(`${remarksText.length} / 300 characters`);
    await approve.dblclick();
    await expect(page.getByTestId('review-success')).toHaveText('The offer has been approved and is now published.');
    await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('offer-status')).toHaveText('Published');
    await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('review-label')).toHaveText('Approved');
    await expect(page.getByTestId('review-outcome')).toContainText('Customer verified at the Shinagawa branch.');
    const approved = await (await page.request.get(`/api/offers/${toApprove}/manage`)).json();
    expect(approved.history.map((entry: { action: string }) => entry.action)).toEqual(['offer.register', 'offer.approve']);
    await expectAccessible(page);

    // Deny, which asks for confirmation because it is final.
    await page.goto(`/financial-institution/offer-detail/${toDeny}`);
    await page.getByRole('button', { name: 'Deny', exact: true }).click();
    const denyDialog = page.getByRole('dialog', { name: 'Deny this offer' });
    await denyDialog.getByRole('textbox', { name: 'Reason for denial' }).fill('The business could not be confirmed.');
    await denyDialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deny this offer? This cannot be undone.' });
    await expect(confirm).toContainText('The business could not be confirmed.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Deny the offer' }).click();
    await expect(page.getByTestId('review-success')).toHaveText('The offer has been denied. The company has been informed of the reason.');
    await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('offer-status')).toHaveText('Denied');
    await expect(page.getByTestId('review-outcome')).toContainText('The business could not be confirmed.');

    // The Approved section holds the approved offer; All with a status filter finds the denied one.
    await page.getByTestId('back-to-manage').click();
    await page.getByTestId('review-sections').getByText('Approved', { exact: true }).click();
    await expect(page).toHaveURL(/section=approved/);
    await expect(row(page, toApprove)).toBeVisible();
    await expect(row(page, toDeny)).toHaveCount(0);
    await page.getByTestId('review-sections').getByText('All', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('rejection');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/status=rejection/);
    await expect(row(page, toDeny)).toBeVisible();
    await expectAccessible(page);

    const denied = await (await tanaka.request.get(`/api/offers/${toDeny}/manage`)).json();
    expect(denied).toMatchObject({ status: 'rejection', denial_reason: 'The business could not be confirmed.' });
    await tanaka.context.close();
    expect(errors).toEqual([]);
  });

  test('an offer whose period starts later is approved as scheduled: the bank and the company are told the date, no partner can open it', async ({
    page,
    browser,
  }) => {
    // Three users sign in and four pages are checked for accessibility: more than the default
    // minute on two busy cores (it ran out at the last step in a CI run that took 37 min).
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const tanaka = await companyContext(browser);
    const title = `E2E scheduled ${Date.now()}`;
    const start = inDays(14);
    const id = await registerOffer(tanaka.request, title, { start, end: inDays(60) });
    const year = start.slice(0, 4);

    await loginIn(page, 'minato.banker', 'en');
    await page.goto(`/financial-institution/offer-detail/${id}`);
    const boxes = page.getByTestId('approval-section').getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    for (const box of await boxes.all()) await box.check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const success = page.getByTestId('review-success');
    await expect(success).toContainText('The offer has been approved. It will be published on');
    await expect(success).toContainText('until then no other company can find it.');
    await expect(success).toContainText(year);
    const heading = page.getByRole('heading', { level: 1 }).locator('..');
    await expect(heading.getByTestId('offer-status')).toHaveText('Scheduled');
    await expect(heading.getByTestId('review-label')).toHaveText('Approved');
    await expect(page.getByTestId('review-outcome-text')).toContainText('It will be published on');
    await expectAccessible(page);

    // The bank's list shows it as scheduled, and the status filter finds it.
    await page.goto('/financial-institution/offer-manage?section=all&status=scheduled');
    await expect(row(page, id).getByTestId('offer-status')).toHaveText('Scheduled');

    // Another company cannot open it before its start date.
    const somchai = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const somchaiPage = await somchai.newPage();
    await loginIn(somchaiPage, 'somchai', 'en');
    expect((await somchaiPage.request.get(`/api/offers/${id}/partner`)).status()).toBe(404);
    await somchai.close();

    // The company's own detail says when it goes public, in English and in Japanese.
    const companyPage = tanaka.context.pages()[0]!;
    const companyErrors = watchConsole(companyPage);
    await companyPage.goto(`/company/offer-detail/in-house/${id}`);
    await expect(companyPage.getByTestId('offer-status').first()).toHaveText('Scheduled');
    await expect(companyPage.getByTestId('scheduled-note')).toContainText('Approved: published on');
    await expect(companyPage.getByTestId('scheduled-note')).toContainText(year);
    await expectAccessible(companyPage);
    try {
      await switchLanguage(companyPage, 'ja');
      await expect(companyPage.getByTestId('offer-status').first()).toHaveText('公開予定');
      await expect(companyPage.getByTestId('scheduled-note')).toContainText('承認済み');
      await expectAccessible(companyPage);
    } finally {
      await setUserLanguage(companyPage, 'en');
    }
    await tanaka.context.close();
    expect(companyErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a stale version shows the optimistic-lock message and a reload', async ({ page, browser }) => {
    const errors = watchConsole(page, [409]);
    const tanaka = await companyContext(browser);
    const title = `E2E stale ${Date.now()}`;
    const id = await registerOffer(tanaka.request, title);
    await loginIn(page, 'minato.banker', 'en');
    await page.goto(`/financial-institution/offer-detail/${id}`);
    await expect(page.getByTestId('approval-section')).toBeVisible();

    // Meanwhile a colleague remands it and the company registers it again: a newer version, still waiting.
    const version = (await (await page.request.get(`/api/offers/${id}/manage`)).json()).version as number;
    const remanded = await page.request.post(`/api/bank/offers/${id}/remand`, {
      headers: { 'X-CSRF-Token': await csrfToken(page.request) },
      data: { version, reason: 'Remanded by a colleague.' },
    });
    expect(remanded.status()).toBe(200);
    const token = await csrfToken(tanaka.request);
    const again = await tanaka.request.put(`/api/offers/${id}`, {
      headers: { 'X-CSRF-Token': token },
      data: { intent: 'register', version: version + 1, offer: await offerBody(tanaka.request, token, `${title} (corrected)`) },
    });
    expect(again.status(), await again.text()).toBe(200);

    for (const box of await page.getByTestId('approval-section').getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByTestId('review-error')).toContainText('This offer has already been updated by another user. Please check it again.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reload the offer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (corrected)`);
    await expect(page.getByTestId('review-error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
    const stored = await (await page.request.get(`/api/offers/${id}/manage`)).json();
    expect(stored).toMatchObject({ status: 'waiting_for_approval', version: version + 2 });
    await tanaka.context.close();
    expect(errors).toEqual([]);
  });

  test('cp.banker does not see Minato customers’ offers and gets the not-found page on one', async ({ page, browser }) => {
    const errors = watchConsole(page, [404]);
    const tanaka = await companyContext(browser);
    const minatoOffer = (await (await tanaka.request.get('/api/offers/in-house')).json()).items[0].offer_id as string;
    await tanaka.context.close();

    await loginIn(page, 'cp.banker', 'en');
    await page.goto('/financial-institution/offer-manage?section=all');
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    const list = page.getByRole('table', { name: /Offers of your customers/ });
    await expect(list.getByTestId('offer-row').first()).toBeVisible();
    for (const name of ['田中精密工業', 'Tanaka Precision', 'さくら食品', 'Sakura Foods']) await expect(list).not.toContainText(name);
    await expect(row(page, minatoOffer)).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/financial-institution/offer-detail/${minatoOffer}`);
    await expect(page.getByText('Page not found', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('approval-section')).toHaveCount(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('identifying text', () => {
  test('cp.banker is warned that an offer\'s text names its company; an offer that does not shows no warning', async ({ page }) => {
    const errors = watchConsole(page);
    await loginIn(page, 'cp.banker', 'en');
    await page.goto('/financial-institution/offer-manage');
    const lanna = 'Dried longan and herbal products for Japanese retailers';
    await page.getByRole('link', { name: lanna }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lanna);
    const warning = page.getByTestId('approval-section').getByTestId('identifying-warning');
    await expect(warning).toContainText('The offer’s text names the company');
    await expect(page.getByTestId('identifying-term')).toHaveText(['“Lanna Agro” in Product or service description']);
    // The public reference the company quotes, not the internal number; the branch in the reader's language.
    await expect(page.getByTestId('offer-reference')).toHaveText(/^Offer reference: [0-9A-Z]{10}$/);
    await expect(page.getByRole('main')).toContainText('Chiang Mai Branch');
    await expectAccessible(page);

    await setUserLanguage(page, 'th');
    try {
      await page.reload();
      await expect(warning).toContainText('ข้อความในข้อเสนอระบุชื่อบริษัท');
      await expect(page.getByTestId('identifying-term')).toHaveText(['“Lanna Agro” ในรายละเอียดสินค้าหรือบริการ']);
      await expectAccessible(page);
    } finally {
      await setUserLanguage(page, 'en');
    }
    expect(errors).toEqual([]);
  });

  test('minato.banker sees no warning on an offer that names no company', async ({ page }) => {
    const errors = watchConsole(page);
    await loginIn(page, 'minato.banker', 'en');
    await page.goto('/financial-institution/offer-manage');
    await page.getByRole('link', { name: WAITING_SEEDED_EN }).click();
    await expect(page.getByTestId('approval-section')).toBeVisible();
    await expect(page.getByTestId('identifying-warning')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('operator oversight', () => {
  test('office filters by bank and status and opens an offer read-only', async ({ page }) => {
    const errors = watchConsole(page);
    await loginIn(page, 'office', 'en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Offer management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offer management' })).toBeVisible();
    await expect(page.getByTestId('offer-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Financial institution' }).selectOption('minato');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('waiting_for_approval');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/bank_code=minato/);
    await expect(page).toHaveURL(/status=waiting_for_approval/);
    const rows = page.getByTestId('offer-row');
    await expect(rows.first()).toBeVisible();
    // The previous page stays shown while the filtered one loads: wait until every row matches.
    await expect(rows.getByTestId('offer-status').filter({ hasNotText: 'Waiting for approval' })).toHaveCount(0);
    // Organisation names as an English reader can read them (docs/product/languages.md#names), with the branch for the operator.
    await expect(rows.filter({ hasNotText: organisationName('minato', 'en') })).toHaveCount(0);
    await expect(rows.filter({ hasNotText: /(Shinagawa|Yokohama) Branch \(/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: WAITING_SEEDED_EN })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: WAITING_SEEDED_EN }).click();
    await expect(page).toHaveURL(/\/kokopelli\/offer-detail\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WAITING_SEEDED_EN);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('company-name')).toHaveText('田中精密工業株式会社');
    await expect(page.getByTestId('approval-section')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Approve|Remand|Deny/ })).toHaveCount(0);
    await expect(page.getByTestId('review-outcome')).toContainText('does not review them');
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('back-to-manage').click();
    await expect(page).toHaveURL(/\/kokopelli\/offer-manage/);
    expect(errors).toEqual([]);
  });
});

test.describe('languages', () => {
  test('the bank detail page reads in Japanese and Thai', async ({ page }) => {
    const errors = watchConsole(page);
    await loginIn(page, 'minato.banker', 'en');
    const setLanguage = (language: string) => setUserLanguage(page, language);
    await page.goto('/financial-institution/offer-manage');
    await page.getByRole('link', { name: WAITING_SEEDED_EN }).click();
    await expect(page.getByTestId('approval-section')).toBeVisible();
    const url = page.url();

    try {
      await setLanguage('ja');
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'チェックリスト' }).or(page.getByText('チェックリスト').first())).toBeVisible();
      await expect(page.getByRole('button', { name: '承認する', exact: true })).toBeDisabled();
      await expect(page.getByText('オファー管理に戻る')).toBeVisible();
      await expect(page.getByText('企業が貴行の確認済みのお取引先である')).toBeVisible();
      await expectAccessible(page);

      await setLanguage('th');
      await page.goto(url);
      await expect(page.getByRole('button', { name: 'อนุมัติ', exact: true })).toBeDisabled();
      await expect(page.getByText('กลับไปที่การจัดการข้อเสนอ')).toBeVisible();
      await page.getByRole('button', { name: 'ส่งกลับแก้ไข', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'ส่งข้อเสนอนี้กลับแก้ไข' })).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('remand-form').getByRole('button', { name: 'ยกเลิก' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await setLanguage('en');
    }
    expect(errors).toEqual([]);
  });
});

test.describe('saved searches with alerts', () => {
  test('somchai saves a search with alerts at once; minato.banker publishes a matching offer; the notice and the e-mail arrive, without the company’s name', async ({
    page,
    browser,
  }) => {
    // Three users, four pages checked with axe, and a notice awaited: more than the default minute on two busy cores.
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const word = `harmonic${Date.now()}`;
    await loginIn(page, 'somchai', 'en');
    const token = await csrfToken(page.request);
    // E-mails of offer notices at once (the e-mail follows the user's setting for offers).
    expect((await page.request.put('/api/user/email-settings', { headers: { 'X-CSRF-Token': token }, data: { offer: 'immediate', negotiation: 'off', announcement: 'off' } })).status()).toBe(200);

    // The search page: search, then save the search shown with its alert.
    await page.goto(`/company/offers/list?keyword=${word}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search offers' })).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('form', { name: 'Save this search' });
    await form.getByRole('textbox', { name: 'Name of the search' }).fill(`Reducers ${word}`);
    await expect(form.getByRole('combobox', { name: 'Tell me of new matching offers' })).toHaveValue('immediate');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('saved-filters-notice')).toContainText(`Saved as “Reducers ${word}”.`);

    // The saved searches page lists it with its conditions and alert.
    await page.getByTestId('saved-searches-link').click();
    await expect(page).toHaveURL('/company/saved-searches');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    const card = page.getByTestId('saved-search').filter({ hasText: `Reducers ${word}` });
    await expect(card.getByTestId('saved-search-conditions')).toContainText(`Keyword: ${word}`);
    await expect(card.getByRole('combobox', { name: `Alerts for “Reducers ${word}”` })).toHaveValue('immediate');
    await expect(card.getByTestId('saved-search-told')).toHaveText('Offers announced: 0');
    await expectAccessible(page);

    // tanaka registers an offer that matches; minato.banker approves it.
    const tanaka = await companyContext(browser);
    const title = `E2E ${word} reducer`;
    const offerId = await registerOffer(tanaka.request, title);
    await tanaka.context.close();
    const bank = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const bankPage = await bank.newPage();
    await loginIn(bankPage, 'minato.banker', 'en');
    const detail = await (await bankPage.request.get(`/api/offers/${offerId}/manage`)).json();
    const approved = await bankPage.request.post(`/api/bank/offers/${offerId}/approve`, {
      headers: { 'X-CSRF-Token': await csrfToken(bankPage.request) },
      data: { version: detail.version, checklist: [...REVIEW_CHECKLIST] },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await bank.close();

    // The alert arrives once the approving server has matched the offer (after the answer);
    // then somchai's notification list shows it.
    await expect
      .poll(
        async () => {
          const list = await (await page.request.get('/api/notifications?group=offer&per_page=50')).json();
          return list.items.some((n: { kind: string; subject_id?: string; link: string | null }) => n.kind === 'offer.alert' && n.link?.endsWith(offerId));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.goto('/company/notifications');
    const notice = page.getByRole('link', { name: new RegExp(`Reducers ${word}`) });
    await expect(notice).toContainText(title);
    await expect(notice).not.toContainText('Tanaka');
    await expectAccessible(page);
    await notice.click();
    await expect(page).toHaveURL(`/company/offer-detail/business-partner/${offerId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await page.goto('/company/saved-searches');
    await expect(page.getByTestId('saved-search').filter({ hasText: `Reducers ${word}` }).getByTestId('saved-search-told')).toContainText('Offers announced: 1');

    // The e-mail, kept in the outbox (no SMTP here), as the office reads it.
    const office = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const officePage = await office.newPage();
    await loginIn(officePage, 'office', 'en');
    const outbox = await (await officePage.request.get('/api/email-outbox?per_page=50')).json();
    const mail = outbox.items.find((item: { to: string; body: string }) => item.body.includes(title));
    expect(mail, JSON.stringify(outbox.items.slice(0, 3))).toBeTruthy();
    expect(mail.body).toContain(`/company/offer-detail/business-partner/${offerId}`);
    expect(JSON.stringify(mail)).not.toMatch(/Tanaka|田中/);
    await office.close();
    expect(errors).toEqual([]);
  });
});
