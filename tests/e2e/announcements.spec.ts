import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { validationMessages } from '../../src/shared/i18n/validation.ts';
import { type UiLanguage, TEXTS, userPage } from './helpers/negotiation.ts';
import { csrfHeaders, expectAccessible, switchLanguage } from './helpers/page-checks.ts';

/**
 * The operator's announcements in the browser: the office writes one for Thai companies
 * (role company, country Thailand) with its text in English, Japanese and Thai; the form first
 * refuses it without the texts its audience reads, with the shared schema's translated messages,
 * counts the recipients as the audience is chosen, and shows a preview with that count before it
 * publishes; then it says "published". somchai (a Thai company, Thai interface) finds it in his
 * notifications in Thai and opens it there; niran opens it in his news; tanaka (a Japanese company)
 * never gets it; the office's detail page then counts two readers, and its readers table lists them
 * as read. The e-mail outbox page opens. axe on every page visited (the open form and the preview
 * too), screenshots of the operator's pages at 1280 and 375 px in en, ja and th.
 */

const TITLES = {
  en: 'Year-end support desk hours for Thai companies',
  ja: 'タイ企業向け 年末のサポート窓口時間',
  th: 'เวลาทำการฝ่ายสนับสนุนช่วงสิ้นปีสำหรับบริษัทไทย',
} as const;
const BODIES = {
  en: 'Our support desk is closed from 29 December to 3 January.',
  ja: 'サポート窓口は12月29日から1月3日まで休業します。',
  th: 'ฝ่ายสนับสนุนปิดทำการตั้งแต่วันที่ 29 ธันวาคมถึง 3 มกราคม',
} as const;

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  // The phone width gets its own axe run.
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('the office announces to Thai companies in three languages; somchai reads it in Thai, tanaka never gets it, the detail counts the reader', async ({
  browser,
}) => {
  // Five sign-ins, the form and its preview in three languages at two widths, and axe on each page.
  test.setTimeout(12 * 60_000);
  const en = TEXTS.en;
  const office = await userPage(browser, 'office', 'en');
  const page = office.page;

  // Through the navigation to the announcements.
  await page.getByRole('navigation', { name: en.nav.main }).getByRole('link', { name: en.announce.nav.manage }).click();
  await expect(page).toHaveURL(/\/kokopelli\/notification-manage$/);
  await expect(page.getByRole('heading', { level: 1, name: en.announce.manage.title })).toBeVisible();
  await expect(page.getByTestId('announcement-list').or(page.getByTestId('announcement-list-empty'))).toBeVisible();
  await expectAccessible(page);

  // The form refuses an announcement without its English text, in the shared schema's words.
  await page.getByTestId('announcement-new').click();
  const dialog = page.getByRole('dialog', { name: en.announce.form.create_title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByTestId('announcement-submit').click();
  const titleEn = dialog.getByRole('textbox', { name: en.announce.form.title_label.replace('{{language}}', en.announce.text_language.en) });
  await expect(titleEn).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(validationMessages.en.required).first()).toBeVisible();

  // A Thai title without its text is refused on the Thai tab.
  for (const lang of ['en', 'ja', 'th'] as const) {
    await dialog.getByTestId(`announcement-tab-${lang}`).click();
    const name = en.announce.text_language[lang];
    await dialog.getByRole('textbox', { name: en.announce.form.title_label.replace('{{language}}', name) }).fill(TITLES[lang]);
    if (lang !== 'th') await dialog.getByRole('textbox', { name: en.announce.form.body_label.replace('{{language}}', name) }).fill(BODIES[lang]);
  }
  await choose(page, en.announce.audience.roles, en.role.enterprise);
  await choose(page, en.announce.audience.countries, en.country.TH);
  // The server counts the audience as chosen: Thai companies' active users (the office itself is not among them).
  const thai = (await (
    await page.request.post('/api/notification-groups/audience', {
      headers: await csrfHeaders(page.request),
      data: { audience: { roles: ['enterprise'], countries: ['TH'], bank_codes: [] } },
    })
  ).json()) as { recipients: number; languages: string[] };
  expect(thai.recipients).toBeGreaterThanOrEqual(3);
  await expect(dialog.getByTestId('announcement-recipients')).toHaveAttribute('data-count', String(thai.recipients));
  await expect(dialog.getByTestId('announcement-recipients')).toContainText(String(thai.recipients));
  await dialog.getByTestId('announcement-submit').click();
  await expect(dialog.getByTestId('announcement-tab-th')).toHaveText(en.announce.form.tab_error.replace('{{language}}', en.announce.text_language.th));
  const bodyTh = dialog.getByRole('textbox', { name: en.announce.form.body_label.replace('{{language}}', en.announce.text_language.th) });
  await expect(bodyTh).toHaveAttribute('aria-invalid', 'true');
  await bodyTh.fill(BODIES.th);
  await expectAccessible(page);

  // The preview first: nothing is saved until it is confirmed; it shows the texts and whom it reaches.
  await dialog.getByTestId('announcement-submit').click();
  const preview = dialog.getByTestId('announcement-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('announcement-preview-reach')).toContainText(en.announce.form.preview_reach.replace('{{count}}', String(thai.recipients)));
  for (const lang of ['en', 'ja', 'th'] as const) await expect(preview.getByTestId(`announcement-text-${lang}`)).toContainText(BODIES[lang]);
  await expectAccessible(page);
  // Back to the form and forward again keeps what was typed.
  await preview.getByTestId('announcement-preview-back').click();
  await expect(bodyTh).toHaveValue(BODIES.th);
  await dialog.getByTestId('announcement-submit').click();

  // Published now, and told so.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/notification-groups') && r.request().method() === 'POST' && r.status() === 200),
    dialog.getByTestId('announcement-confirm').click(),
  ]);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('announcement-saved')).toContainText(en.announce.form.published.replace('{{count}}', String(thai.recipients)));
  const row = page.getByTestId('announcement-row').filter({ hasText: TITLES.en });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('announcement-state')).toHaveAttribute('data-state', 'published');
  await expect(row).toContainText(`${en.role.enterprise} · ${en.country.TH}`);
  await expect(row.getByTestId('announcement-read-count')).toContainText(/^Read 0 \/ [1-9]\d*$/);
  await expectAccessible(page);
  await screenshots(page, 'manage-en');

  // The detail: every language's text, no reader yet; a way back (no header).
  await row.getByRole('link', { name: TITLES.en }).click();
  await expect(page).toHaveURL(/\/kokopelli\/notification-detail\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('announcement-title')).toHaveText(TITLES.en);
  for (const lang of ['en', 'ja', 'th'] as const) {
    await expect(page.getByTestId(`announcement-text-${lang}`)).toContainText(TITLES[lang]);
    await expect(page.getByTestId(`announcement-text-${lang}`)).toContainText(BODIES[lang]);
  }
  await expect(page.getByTestId('announcement-read-count')).toHaveText(/^Read 0 \/ [1-9]\d*$/);
  await expect(page.getByTestId('announcement-edit')).toHaveCount(0);
  await expect(page.getByTestId('announcement-withdraw')).toBeVisible();
  await expect(page.getByTestId('reader-row').first()).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('back-to-manage')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'detail-en');

  // somchai (Thai company, Thai interface) has it among his notifications, in Thai, and opens it.
  const somchai = await userPage(browser, 'somchai', 'th');
  await somchai.page.goto('/company/notifications?group=announcement');
  const th = TEXTS.th;
  await expect(somchai.page.getByRole('heading', { level: 1, name: th.inbox.notifications.title })).toBeVisible();
  const item = somchai.page.getByTestId('notification-item').filter({ hasText: TITLES.th });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('announcement-body')).toBeHidden();
  await expect(item).not.toContainText(TITLES.en);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expectAccessible(somchai.page);
  // Opening it shows its text and reads it.
  await Promise.all([
    somchai.page.waitForResponse((r) => /\/api\/notifications\/[^/]+\/read$/.test(r.url()) && r.status() === 204),
    item.getByTestId('announcement-open').click(),
  ]);
  await expect(item.getByTestId('announcement-body')).toHaveText(BODIES.th);
  await expect(item.getByTestId('announcement-open')).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expectAccessible(somchai.page);
  // His news shows it read too.
  await somchai.page.goto('/company/news');
  await expect(somchai.page.getByTestId('news-item').filter({ hasText: TITLES.th })).toHaveAttribute('data-unread', 'false');
  expect(somchai.errors).toEqual([]);
  await somchai.close();

  // niran (the same Thai company) opens it in his news: read there as well.
  const niran = await userPage(browser, 'niran', 'th');
  await niran.page.goto('/company/news');
  const news = niran.page.getByTestId('news-item').filter({ hasText: TITLES.th });
  await expect(news).toHaveAttribute('data-unread', 'true');
  await expect(news.getByTestId('announcement-body')).toBeHidden();
  await expectAccessible(niran.page);
  await Promise.all([
    niran.page.waitForResponse((r) => /\/api\/notifications\/[^/]+\/read$/.test(r.url()) && r.status() === 204),
    news.getByTestId('announcement-open').click(),
  ]);
  await expect(news.getByTestId('announcement-body')).toHaveText(BODIES.th);
  await expect(news).toHaveAttribute('data-unread', 'false');
  await niran.page.goto('/company/notifications?group=announcement');
  await expect(niran.page.getByTestId('notification-item').filter({ hasText: TITLES.th })).toHaveAttribute('data-unread', 'false');
  for (const width of [1280, 375]) {
    await niran.page.setViewportSize({ width, height: 900 });
    await niran.page.screenshot({ path: test.info().outputPath(`notifications-th-${width}.png`), fullPage: true });
  }
  expect(niran.errors).toEqual([]);
  await niran.close();

  // tanaka (Japanese company) never gets it, in no language.
  const tanaka = await userPage(browser, 'tanaka', 'ja');
  for (const path of ['/company/notifications', '/company/news']) {
    await tanaka.page.goto(path);
    await expect(tanaka.page.locator('main h1')).toBeVisible();
    await expect(tanaka.page.getByTestId(path.endsWith('news') ? 'news-item' : 'notification-item').first().or(tanaka.page.getByTestId(path.endsWith('news') ? 'news-empty' : 'notifications-empty'))).toBeVisible();
    for (const title of Object.values(TITLES)) await expect(tanaka.page.getByText(title)).toHaveCount(0);
    await expectAccessible(tanaka.page);
  }
  expect(tanaka.errors).toEqual([]);
  await tanaka.close();

  // The office's detail counts two readers, and the readers filter shows them alone as read.
  await page.goto(detailUrl);
  await expect(page.getByTestId('announcement-read-count')).toHaveText(/^Read 2 \/ [1-9]\d*$/);
  await page.getByTestId('readers-filter').getByText(en.announce.readers.read, { exact: true }).click();
  await expect(page).toHaveURL(/read=true/);
  await expect(page.getByTestId('reader-row')).toHaveCount(2);
  for (const reader of await page.getByTestId('reader-row').all()) await expect(reader).toHaveAttribute('data-read', 'true');
  await expectAccessible(page);

  // The withdraw dialog asks first (and is left here without withdrawing).
  await page.getByTestId('announcement-withdraw').click();
  await expect(page.getByRole('dialog', { name: en.announce.detail.withdraw_title })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('withdraw-dialog').getByRole('button', { name: en.announce.form.cancel }).click();

  // The e-mail outbox, through the navigation.
  await page.getByTestId('back-to-manage').click();
  await page.getByRole('navigation', { name: en.nav.main }).getByRole('link', { name: en.announce.nav.outbox }).click();
  await expect(page).toHaveURL(/\/kokopelli\/email-outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: en.announce.outbox.title })).toBeVisible();
  await expect(page.getByTestId('outbox-smtp-note')).toBeVisible();
  await expect(page.getByTestId('outbox-table').or(page.getByTestId('outbox-empty'))).toBeVisible();
  await expect(page.getByTestId('outbox-failed')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'outbox-en');

  // The operator's negotiation list shows when each waiting step is due (overdue first, marked).
  await page.getByRole('navigation', { name: en.nav.main }).getByRole('link', { name: en.negotiation.nav.manage }).click();
  await expect(page).toHaveURL(/\/kokopelli\/negotiation-manage/);
  await expect(page.getByTestId('negotiation-row').first()).toBeVisible();
  await expect(page.getByTestId('negotiation-due').first()).toContainText(/\d/);
  const overdueRows = await page.locator('[data-testid="negotiation-row"][data-overdue]').count();
  if (overdueRows > 0) await expect(page.getByTestId('negotiation-row').first().getByTestId('negotiation-overdue')).toHaveText(en.negotiation.due.overdue);
  await expectAccessible(page);
  await screenshots(page, 'negotiations-en');

  // The operator's pages in Japanese and Thai.
  for (const language of ['ja', 'th'] as UiLanguage[]) {
    await page.goto('/kokopelli/notification-manage');
    await switchLanguage(page, language);
    const t = TEXTS[language].announce;
    await expect(page.getByRole('heading', { level: 1, name: t.manage.title })).toBeVisible();
    await expect(page.getByTestId('announcement-row').filter({ hasText: TITLES[language] })).toHaveCount(1);
    await screenshots(page, `manage-${language}`);
    await page.getByTestId('announcement-new').click();
    const form = page.getByRole('dialog', { name: t.form.create_title });
    await expect(form).toBeVisible();
    await expect(form.getByTestId('announcement-recipients')).toHaveAttribute('data-count', /\d+/);
    await screenshots(page, `form-${language}`);
    // The preview in this language (to Thai companies, in their three languages), left without publishing.
    for (const lang of ['en', 'ja', 'th'] as const) {
      await form.getByTestId(`announcement-tab-${lang}`).click();
      const name = t.text_language[lang];
      await form.getByRole('textbox', { name: t.form.title_label.replace('{{language}}', name) }).fill(TITLES[lang]);
      await form.getByRole('textbox', { name: t.form.body_label.replace('{{language}}', name) }).fill(BODIES[lang]);
    }
    await form.getByTestId('announcement-submit').click();
    await expect(form.getByTestId('announcement-preview')).toBeVisible();
    await expect(form.getByTestId('announcement-preview-reach')).toContainText(/\d/);
    await screenshots(page, `preview-${language}`);
    await form.getByTestId('announcement-preview-back').click();
    await form.getByRole('button', { name: t.form.cancel }).first().click();
    await page.goto(detailUrl);
    await expect(page.getByTestId('announcement-title')).toHaveText(TITLES[language]);
    await screenshots(page, `detail-${language}`);
    await page.goto('/kokopelli/email-outbox');
    await expect(page.getByRole('heading', { level: 1, name: t.outbox.title })).toBeVisible();
    await screenshots(page, `outbox-${language}`);
  }
  expect(office.errors).toEqual([]);
  await office.close();
});
