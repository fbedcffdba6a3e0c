import { expect, type Page, test } from '@playwright/test';
import { validationMessages } from '../../src/shared/i18n/validation.ts';
import { type UiLanguage, TEXTS, userPage } from './helpers/negotiation.ts';
import { expectAccessible, switchLanguage } from './helpers/page-checks.ts';

/**
 * Issue 12, the operator's announcements in the browser: the office writes one for Thai companies
 * (role company, country Thailand) with its text in English, Japanese and Thai; the form first
 * refuses it without the English text, with the shared schema's translated messages. somchai (a
 * Thai company, Thai interface) finds it in his notifications in Thai and opens it; tanaka (a
 * Japanese company) never gets it; the office's detail page then counts one reader, and its
 * readers table lists him as read. The e-mail outbox page opens. axe on every page visited (the
 * open form too), screenshots of the operator's pages at 1280 and 375 px in en, ja and th.
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
  test.setTimeout(6 * 60_000);
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
  await dialog.getByTestId('announcement-submit').click();
  await expect(dialog.getByTestId('announcement-tab-th')).toHaveText(en.announce.form.tab_error.replace('{{language}}', en.announce.text_language.th));
  const bodyTh = dialog.getByRole('textbox', { name: en.announce.form.body_label.replace('{{language}}', en.announce.text_language.th) });
  await expect(bodyTh).toHaveAttribute('aria-invalid', 'true');
  await bodyTh.fill(BODIES.th);
  await expectAccessible(page);

  // Published now.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/notification-groups') && r.request().method() === 'POST' && r.status() === 200),
    dialog.getByTestId('announcement-submit').click(),
  ]);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('announcement-saved')).toBeVisible();
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
  await expect(item).toContainText(BODIES.th);
  await expect(item).not.toContainText(TITLES.en);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expectAccessible(somchai.page);
  await Promise.all([
    somchai.page.waitForResponse((r) => /\/api\/notifications\/[^/]+\/read$/.test(r.url()) && r.status() === 204),
    item.getByTestId('notification-text').click(),
  ]);
  await expectAccessible(somchai.page);
  expect(somchai.errors).toEqual([]);
  await somchai.close();

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

  // The office's detail counts one reader, and the readers filter shows him alone as read.
  await page.goto(detailUrl);
  await expect(page.getByTestId('announcement-read-count')).toHaveText(/^Read 1 \/ [1-9]\d*$/);
  await page.getByTestId('readers-filter').getByText(en.announce.readers.read, { exact: true }).click();
  await expect(page).toHaveURL(/read=true/);
  await expect(page.getByTestId('reader-row')).toHaveCount(1);
  await expect(page.getByTestId('reader-row')).toHaveAttribute('data-read', 'true');
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
    await expect(page.getByRole('dialog', { name: t.form.create_title })).toBeVisible();
    await screenshots(page, `form-${language}`);
    await page.getByRole('dialog').getByRole('button', { name: t.form.cancel }).first().click();
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
