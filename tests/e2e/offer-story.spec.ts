import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import sharp from 'sharp';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';
import { expectAccessible, loginIn, switchLanguage, watchConsole } from './helpers/page-checks.ts';

/**
 * The offers' whole story, end to end through the real pages, each user in a browser
 * of their own: tanaka registers a purchase offer with an image in Japanese; minato.banker remands
 * it; tanaka fixes it and registers it again; the banker approves it; somchai, in Thai, finds it
 * by a two-character Japanese keyword and by industry, opens it (no company name anywhere), and
 * keeps it as a favourite. axe runs on every page visited; a console error fails the story.
 */

/** Tanaka Precision as seeded (demo-world.ts): none of it may reach somchai. */
const TANAKA_IDENTITY = [
  '田中精密工業株式会社',
  'Tanaka Precision',
  'タナカセイミツ',
  '田中 一郎',
  'Ichiro Tanaka',
  'tanaka-precision.example',
  // Its branch names it too: one of few customers there (docs/decisions/012).
  '品川支店',
  'Shinagawa Branch',
];

const today = platformToday();
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function userPage(browser: Browser, username: string, language: 'en' | 'ja' | 'th') {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await loginIn(page, username, language);
  return { page, errors, close: () => context.close() };
}

const offerRow = (page: Page, title: string) => page.getByTestId('offer-row').filter({ hasText: title });

test('an offer from registration to a partner’s favourites: register, remand, fix, approve, find, favourite', async ({ browser }, testInfo) => {
  // Four users, fifteen pages and an axe run on each: more than one page's budget.
  test.slow();
  const stamp = Date.now();
  const title = `アルミ鋳造部品の調達先を探しています ${stamp}`;
  const image = testInfo.outputPath('casting.png');
  mkdirSync(testInfo.outputDir, { recursive: true });
  await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a9bb0' } }).png().toFile(image);

  // 1. tanaka registers a purchase offer with an image, in Japanese.
  const tanaka = await userPage(browser, 'tanaka', 'en');
  await switchLanguage(tanaka.page, 'ja');
  await tanaka.page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '新規オファー登録' }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: 'オファーの新規登録' })).toBeVisible();
  await expectAccessible(tanaka.page);
  await tanaka.page.getByTestId('choose-buy').click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: '買いオファーの登録' })).toBeVisible();
  await tanaka.page.getByLabel('オファー名').fill(title);
  await tanaka.page.getByLabel('商品・サービス内容').fill('アルミダイカスト部品（ハウジング）を月産5,000個、タイ国内で調達したいと考えています。');
  await tanaka.page.getByLabel('特徴・強み').fill('3年以上の長期取引を想定しています。');
  await tanaka.page.getByRole('textbox', { name: '下限' }).fill('2000000');
  await tanaka.page.getByRole('textbox', { name: '上限', exact: true }).fill('8000000');
  await tanaka.page.getByLabel('開始日').fill(today);
  await tanaka.page.getByLabel('終了日').fill(inDays(90));
  await tanaka.page.getByRole('combobox', { name: '対象国' }).selectOption('TH');
  await tanaka.page.getByLabel('業種（大分類）').selectOption('E');
  await tanaka.page.getByLabel('業種（中分類）').selectOption('24');
  await tanaka.page.getByLabel('公開', { exact: true }).check();
  await tanaka.page.locator('input[type=file]').setInputFiles(image);
  await expect(tanaka.page.getByRole('img', { name: 'オファーの画像 1' })).toBeVisible();
  await expectAccessible(tanaka.page);
  await tanaka.page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: '登録内容の確認' })).toBeVisible();
  await expectAccessible(tanaka.page);
  await tanaka.page.getByRole('button', { name: '登録する' }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: 'オファーを登録しました' })).toBeVisible();
  await expectAccessible(tanaka.page);
  await tanaka.page.getByRole('link', { name: '自社オファー一覧へ' }).click();
  await expect(offerRow(tanaka.page, title).getByTestId('offer-status')).toHaveText('承認待ち');
  await expectAccessible(tanaka.page);

  // 2. minato.banker remands it with a reason.
  const banker = await userPage(browser, 'minato.banker', 'en');
  await banker.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Offer management' }).click();
  await expect(banker.page.getByRole('radio', { name: 'Unapproved' })).toBeChecked();
  await expectAccessible(banker.page);
  await offerRow(banker.page, title).getByRole('link', { name: title }).click();
  await expect(banker.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(banker.page.getByTestId('company-name')).toHaveText('田中精密工業株式会社');
  await expectAccessible(banker.page);
  const reason = 'Please add the expected delivery schedule to the features.';
  await banker.page.getByRole('button', { name: 'Remand', exact: true }).click();
  const remand = banker.page.getByRole('dialog', { name: 'Remand this offer' });
  await remand.getByRole('textbox', { name: 'Reason for remand' }).fill(reason);
  await expectAccessible(banker.page);
  await remand.getByRole('button', { name: 'Remand the offer' }).click();
  await expect(banker.page.getByTestId('review-outcome')).toContainText(reason);

  // 3. tanaka sees the remand and its reason, fixes the offer and registers it again.
  await tanaka.page.reload();
  const remanded = offerRow(tanaka.page, title);
  await expect(remanded.getByTestId('offer-status')).toHaveText('差戻し');
  await expect(remanded.getByTestId('remand-reason')).toContainText(reason);
  await remanded.getByRole('link', { name: title }).click();
  await expect(tanaka.page.getByTestId('remand-reason')).toContainText(reason);
  await expectAccessible(tanaka.page);
  await tanaka.page.getByTestId('edit-offer').click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: 'オファーの編集' })).toBeVisible();
  await expect(tanaka.page.getByLabel('オファー名')).toHaveValue(title);
  await expectAccessible(tanaka.page);
  await tanaka.page.getByLabel('特徴・強み').fill('3年以上の長期取引を想定しています。初回納品は契約後3か月以内を希望します。');
  await tanaka.page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: '登録内容の確認' })).toBeVisible();
  await tanaka.page.getByRole('button', { name: '登録する' }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: 'オファーを登録しました' })).toBeVisible();

  // 4. The banker approves it, every checklist item ticked.
  await banker.page.getByTestId('back-to-manage').click();
  await offerRow(banker.page, title).getByRole('link', { name: title }).click();
  const approve = banker.page.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toBeDisabled();
  for (const box of await banker.page.getByTestId('approval-section').getByRole('checkbox').all()) await box.check();
  await banker.page.getByRole('textbox', { name: 'Remarks from the financial institution' }).fill('Delivery schedule confirmed with the customer.');
  await expectAccessible(banker.page);
  await approve.click();
  await expect(banker.page.getByRole('heading', { level: 1 }).locator('..').getByTestId('offer-status')).toHaveText('Published');

  // 5. somchai, in Thai, finds it by a two-character Japanese keyword and by industry.
  const somchai = await userPage(browser, 'somchai', 'th');
  const apiBodies: Promise<string>[] = [];
  somchai.page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiBodies.push(response.text().catch(() => ''));
  });
  await somchai.page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'ค้นหาข้อเสนอ' }).click();
  await somchai.page.locator('input[name=keyword]').fill('鋳造');
  await somchai.page.getByRole('search').getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(somchai.page).toHaveURL(/keyword=%E9%8B%B3%E9%80%A0/);
  await expect(offerRow(somchai.page, title)).toHaveCount(1);
  await expectAccessible(somchai.page);

  await somchai.page.locator('input[name=keyword]').fill('');
  await somchai.page.locator('select[name=type]').selectOption('buy');
  await somchai.page.locator('select[name=industry_major]').selectOption('E');
  await somchai.page.locator('select[name=industry_middle]').selectOption('24');
  await somchai.page.getByRole('search').getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(somchai.page).toHaveURL(/industry_middle=24/);
  await expect(offerRow(somchai.page, title)).toHaveCount(1);
  await expectAccessible(somchai.page);

  // It opens with the company hidden, and goes into the favourites.
  await offerRow(somchai.page, title).getByRole('link', { name: title }).click();
  await expect(somchai.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(somchai.page.getByTestId('hidden-company')).toContainText('ญี่ปุ่น');
  await expectAccessible(somchai.page);
  const favorite = somchai.page.getByTestId('favorite-button');
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  const pageText = await somchai.page.locator('body').innerText();
  for (const identity of TANAKA_IDENTITY) expect(pageText).not.toContain(identity);

  await somchai.page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'รายการโปรด' }).click();
  await expect(offerRow(somchai.page, title)).toHaveCount(1);
  await expectAccessible(somchai.page);

  // Not one API answer somchai's pages received carried Tanaka Precision's identity.
  const bodies = await Promise.all(apiBodies);
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies) for (const identity of TANAKA_IDENTITY) expect(body).not.toContain(identity);

  // The offer company sees the partner's interest as counts only.
  await tanaka.page.goto('/company/offers/in-house');
  await offerRow(tanaka.page, title).getByRole('link', { name: title }).click();
  await expect(tanaka.page.getByTestId('favorites-count')).toHaveText('1');
  await expect(tanaka.page.getByTestId('views-count')).toHaveText('1');

  expect(tanaka.errors).toEqual([]);
  expect(banker.errors).toEqual([]);
  expect(somchai.errors).toEqual([]);
  await Promise.all([tanaka.close(), banker.close(), somchai.close()]);
});
