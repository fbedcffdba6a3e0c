import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import sharp from 'sharp';
import { maxPeriodEnd, platformToday } from '../../src/shared/offer-lifecycle.ts';
import { demoUser } from './helpers/demo-users.ts';
import { login } from './helpers/login.ts';
import { expectAccessible, switchLanguage, watchConsole } from './helpers/page-checks.ts';

/**
 * "Add new offer" (docs/product/screens-and-routes.md): type choice, form with the shared rules, images, confirmation,
 * completion; drafts saved and resumed; the optimistic lock between two editors.
 */

async function pngFile(testInfo: TestInfo, name = 'offer.png'): Promise<string> {
  const path = testInfo.outputPath(name);
  mkdirSync(testInfo.outputDir, { recursive: true });
  await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1f4e79' } }).png().toFile(path);
  return path;
}

interface InHouseItem {
  offer_id: string;
  title: string;
  status: string;
}

/** Fills every text, price, period, country and industry field of the English offer form (no images). */
async function fillEnglishOfferFields(page: Page, text: { title: string; description: string; features: string }) {
  await page.getByLabel('Offer name').fill(text.title);
  await page.getByLabel('Product or service description').fill(text.description);
  await page.getByLabel('Features and strengths').fill(text.features);
  await page.getByRole('textbox', { name: 'Minimum' }).fill('1000000');
  await page.getByLabel('No upper limit').check();
  await page.getByLabel('Start date').fill(today);
  await page.getByLabel('End date').fill(inDays(60));
  await page.getByRole('combobox', { name: 'Target country' }).selectOption('TH');
  await page.getByLabel('Industry (major category)').selectOption('E');
  await page.getByLabel('Industry (middle category)').selectOption('24');
}

async function inHouseOffers(page: Page, keyword: string): Promise<InHouseItem[]> {
  const response = await page.request.get(`/api/offers/in-house?keyword=${encodeURIComponent(keyword)}&per_page=100`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: InHouseItem[] };
  return body.items.filter((item) => item.title === keyword);
}

const today = platformToday();
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe('offer registration', () => {
  test('tanaka registers a purchase offer in Japanese: select → form → confirm → complete, sent for review', async ({ page }, testInfo) => {
    const errors = watchConsole(page);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'ja');

    await page.goto('/company/offer-register/select');
    await expect(page.getByRole('heading', { level: 1, name: 'オファーの新規登録' })).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('choose-buy').click();

    await expect(page).toHaveURL(/\/company\/offer-register\/input-form\?type=buy$/);
    await expect(page.getByRole('heading', { level: 1, name: '買いオファーの登録' })).toBeVisible();
    await expectAccessible(page);

    const title = `タイの精密部品サプライヤー募集 ${Date.now()}`;
    await page.getByLabel('オファー名').fill(title);
    await page.getByLabel('商品・サービス内容').fill('アルミダイカスト部品の月産5,000個の調達先を探しています。');
    await page.getByLabel('特徴・強み').fill('3年以上の長期契約を想定しています。');
    await page.getByRole('textbox', { name: '下限' }).fill('1000000');
    await page.getByLabel('上限なし').check();
    await page.getByLabel('開始日').fill(today);
    await page.getByLabel('終了日').fill(inDays(60));
    await page.getByRole('combobox', { name: '対象国' }).selectOption('TH');
    await page.getByLabel('業種（大分類）').selectOption('E');
    await page.getByLabel('業種（中分類）').selectOption('24');
    await page.getByLabel('非公開').check();
    await page.locator('input[type=file]').setInputFiles(await pngFile(testInfo));
    await expect(page.getByRole('img', { name: 'オファーの画像 1' })).toBeVisible();
    await expect(page.getByText('1 / 10 枚')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await expect(page).toHaveURL(/\/company\/offer-register\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: '登録内容の確認' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(main).toContainText('上限なし');
    await expect(main).toContainText('非公開');
    await expect(main).toContainText('タイ');
    await expectAccessible(page);

    // A reload keeps the offer in progress.
    await page.reload();
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // Back to edit keeps every value.
    await page.getByRole('link', { name: '入力画面に戻る' }).click();
    await expect(page.getByLabel('オファー名')).toHaveValue(title);
    await expect(page.getByLabel('上限なし')).toBeChecked();
    await page.getByRole('button', { name: '確認画面へ進む' }).click();

    const register = page.getByRole('button', { name: '登録する' });
    // A double click registers once.
    await register.dblclick();
    await expect(page).toHaveURL(/\/company\/offer-register\/complete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'オファーを登録しました' })).toBeVisible();
    await expect(page.getByTestId('complete-lead')).toContainText('審査を依頼しました');
    await expect(page.getByRole('link', { name: '続けて登録する' })).toHaveAttribute('href', '/company/offer-register/select');
    await expect(page.getByRole('link', { name: '自社オファー一覧へ' })).toHaveAttribute('href', '/company/offers/in-house');
    await expectAccessible(page);

    const offers = await inHouseOffers(page, title);
    expect(offers).toHaveLength(1);
    expect(offers[0]?.status).toBe('waiting_for_approval');

    // The offer in progress was cleared: the form starts blank again.
    await page.getByRole('link', { name: '続けて登録する' }).click();
    await page.getByTestId('choose-buy').click();
    await expect(page.getByLabel('オファー名')).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('the form shows the shared rules: required fields, 121 characters, min above max, end before start, a fake image', async ({ page }, testInfo) => {
    // The renamed text file is refused by the server (400/415) on purpose.
    const errors = watchConsole(page, [400, 415]);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'ja');
    await page.goto('/company/offer-register/input-form?type=sell');
    await expect(page.getByRole('heading', { level: 1, name: '売りオファーの登録' })).toBeVisible();

    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await expect(page).toHaveURL(/input-form\?type=sell$/);
    await expect(page.getByTestId('form-invalid')).toBeVisible();
    await expect(page.getByText('必須項目です。').first()).toBeVisible();
    expect(await page.getByText('必須項目です。').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByText('画像を1枚以上登録してください。')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('オファー名').fill('あ'.repeat(121));
    await expect(page.getByText('120文字以内で入力してください。')).toBeVisible();
    await expect(page.getByText('121 / 120 文字')).toBeVisible();
    await page.getByLabel('オファー名').fill('あ'.repeat(120));
    await expect(page.getByText('120文字以内で入力してください。')).toHaveCount(0);
    // Required means visible text: ideographic and zero-width spaces are nothing, as on the server.
    await page.getByLabel('オファー名').fill('\u3000\u200b\u3000');
    await expect(page.getByLabel('オファー名')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('0 / 120 文字')).toBeVisible();
    await page.getByLabel('オファー名').fill('あ'.repeat(120));

    await page.getByRole('textbox', { name: '下限' }).fill('5000');
    await page.getByRole('textbox', { name: '上限' }).fill('4000');
    await expect(page.getByText('下限額が上限額を超えないようにしてください。')).toBeVisible();
    await page.getByRole('textbox', { name: '上限' }).fill('6000');
    await expect(page.getByText('下限額が上限額を超えないようにしてください。')).toHaveCount(0);

    await page.getByLabel('開始日').fill(inDays(10));
    await page.getByLabel('終了日').fill(inDays(5));
    await expect(page.getByText('終了日は開始日より後の日付にしてください。')).toBeVisible();
    await page.getByLabel('終了日').fill(maxPeriodEnd(inDays(10)));
    await expect(page.getByText('終了日は開始日より後の日付にしてください。')).toHaveCount(0);
    await page.getByLabel('終了日').fill(inDays(250));
    await expect(page.getByText('募集期間は最長6か月です。', { exact: true })).toBeVisible();

    // A text file named .png passes the browser's type check (by name) and is refused by content.
    const fake = testInfo.outputPath('not-an-image.png');
    mkdirSync(testInfo.outputDir, { recursive: true });
    writeFileSync(fake, 'this is plain text, not a picture');
    await page.locator('input[type=file]').setInputFiles(fake);
    // Said once, saying what is wrong with the file; no "try again", which could not succeed.
    await expect(page.getByTestId('upload-error')).toHaveCount(1);
    await expect(page.getByTestId('upload-error')).toHaveText(
      'not-an-image.png は追加されませんでした。JPEG・PNG・WebP形式の画像ではないか、ファイルが破損しています。',
    );
    await expect(page.getByTestId('upload-error')).not.toContainText('もう一度');
    await expect(page.getByText('0 / 10 枚')).toBeVisible();

    // A file of another type is refused in the browser before any upload.
    const pdf = testInfo.outputPath('brochure.pdf');
    writeFileSync(pdf, '%PDF-1.4');
    await page.locator('input[type=file]').setInputFiles(pdf);
    await expect(page.getByText('brochure.pdf はアップロードできません。JPEG・PNG・WebP形式の画像のみ登録できます。')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('images keep the order chosen, can be reordered, and the first is the one shown in lists', async ({ page }, testInfo) => {
    const errors = watchConsole(page);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');
    await page.goto('/company/offer-register/input-form?type=sell');
    const title = `Ordered images ${Date.now()}`;
    await fillEnglishOfferFields(page, { title, description: 'Three photos of the line, in the order chosen.', features: 'Photos in order.' });

    // The first file is the slowest to process (20 megapixels): uploaded all at once, it would finish last.
    mkdirSync(testInfo.outputDir, { recursive: true });
    const files = [
      { name: 'first.png', width: 5000, height: 4000, background: '#7a1f1f' },
      { name: 'second.png', width: 320, height: 200, background: '#1f7a2b' },
      { name: 'third.png', width: 320, height: 200, background: '#1f3f7a' },
    ];
    const paths: string[] = [];
    for (const file of files) {
      const path = testInfo.outputPath(file.name);
      await sharp({ create: { width: file.width, height: file.height, channels: 3, background: file.background } }).png().toFile(path);
      paths.push(path);
    }
    await page.locator('input[type=file]').setInputFiles(paths);
    const thumbnails = page.getByRole('list', { name: 'Offer images' }).getByRole('listitem');
    await expect(thumbnails).toHaveCount(3, { timeout: 30_000 });
    const idsInForm = async () =>
      (await thumbnails.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))).map((src) => src.split('/')[3]!);
    const [first, second, third] = await idsInForm();
    // The order chosen, whatever order the uploads finished in: first.png is the image shown in lists.
    const uploaded = await (await page.request.get(`/api/offer-images/${first}`)).body();
    expect((await sharp(uploaded).metadata()).width).toBe(2400);
    await expect(thumbnails.nth(0).getByTestId('first-image-badge')).toHaveText('Shown in lists');
    await expect(page.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move image 3 later' })).toBeDisabled();
    await expectAccessible(page);

    // third.png to the front, by keyboard-reachable buttons; the focus follows the moved image.
    await page.getByRole('button', { name: 'Move image 3 earlier' }).click();
    await expect(page.getByRole('button', { name: 'Move image 2 earlier' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Image moved to position 1 of 3.' })).toBeAttached();
    expect(await idsInForm()).toEqual([third, first, second]);
    await expect(thumbnails.nth(0).getByTestId('first-image-badge')).toBeVisible();
    await expect(page.getByTestId('first-image-badge')).toHaveCount(1);
    // And second.png one place earlier.
    await page.getByRole('button', { name: 'Move image 3 earlier' }).click();
    expect(await idsInForm()).toEqual([third, second, first]);

    await page.getByRole('button', { name: 'Go to confirmation' }).click();
    await expect(page).toHaveURL(/\/company\/offer-register\/confirm$/);
    const confirmed = await page.getByRole('main').locator('li img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!.split('/')[3]));
    expect(confirmed).toEqual([third, second, first]);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/company\/offer-register\/complete$/);

    const [offer] = await inHouseOffers(page, title);
    await page.goto(`/company/offer-detail/in-house/${offer!.offer_id}`);
    const gallery = page.getByRole('main').locator('a[href^="/api/offer-images/"]');
    await expect(gallery).toHaveCount(3);
    const shown = await gallery.evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/')[3]));
    expect(shown).toEqual([third, second, first]);
    const listed = await page.request.get(`/api/offers/in-house?keyword=${encodeURIComponent(title)}`);
    const item = ((await listed.json()) as { items: { offer_id: string; thumbnail_url: string }[] }).items.find((i) => i.offer_id === offer!.offer_id);
    expect(item?.thumbnail_url).toBe(`/api/offer-images/${third}/thumbnail`);
    expect(errors).toEqual([]);
  });

  test('a draft is saved, saved again without a duplicate, and resumed through the edit page', async ({ page }) => {
    const errors = watchConsole(page);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');
    await page.goto('/company/offer-register/select');
    await page.getByTestId('choose-sell').click();

    const title = `Draft gearbox line ${Date.now()}`;
    await page.getByLabel('Offer name').fill(title);
    await page.getByLabel('No upper limit').check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();
    await page.getByLabel('Product or service description').fill('Six NC lathes and two hobbing machines.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();

    const drafts = await inHouseOffers(page, title);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.status).toBe('draft');
    const offerId = drafts[0]!.offer_id;

    await page.goto(`/company/offer-register/edit/${offerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit offer' })).toBeVisible();
    await expect(page.getByLabel('Offer name')).toHaveValue(title);
    await expect(page.getByLabel('Product or service description')).toHaveValue('Six NC lathes and two hobbing machines.');
    await expect(page.getByLabel('No upper limit')).toBeChecked();
    await expectAccessible(page);
    await page.getByLabel('Features and strengths').fill('Includes three months of start-up support.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();

    const manage = await (await page.request.get(`/api/offers/${offerId}/manage`)).json();
    expect(manage.features).toBe('Includes three months of start-up support.');
    expect(manage.status).toBe('draft');
    expect(await inHouseOffers(page, title)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('two editors of one offer: the second save meets the optimistic lock and the first edit survives', async ({ page }) => {
    const errors = watchConsole(page, [409]);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');
    const seeded = await inHouseOffers(page, '検査工程の外注先（バンコク近郊）');
    expect(seeded).toHaveLength(1);
    const offerId = seeded[0]!.offer_id;

    // A second tab of the same browser: same session, its own session storage.
    const other = await page.context().newPage();
    const otherErrors = watchConsole(other, [409]);
    await page.goto(`/company/offer-register/edit/${offerId}`);
    await other.goto(`/company/offer-register/edit/${offerId}`);
    await expect(page.getByLabel('Offer name')).toHaveValue('検査工程の外注先（バンコク近郊）');
    await expect(other.getByLabel('Offer name')).toHaveValue('検査工程の外注先（バンコク近郊）');

    await page.getByLabel('Offer name').fill('First editor’s title');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();

    await other.getByLabel('Offer name').fill('Second editor’s title');
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByTestId('optimistic-lock')).toContainText('This offer has already been updated by another user. Please check it again.');
    await expectAccessible(other);

    const manage = await (await page.request.get(`/api/offers/${offerId}/manage`)).json();
    expect(manage.title).toBe('First editor’s title');

    // Loading the latest version shows the first edit, and beside it this tab's own change, kept.
    await other.getByLabel('Features and strengths').fill('Second editor’s features');
    await other.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(other.getByLabel('Offer name')).toHaveValue('First editor’s title');
    await expect(other.getByLabel('Features and strengths')).toHaveValue('');
    const unsaved = other.getByTestId('unsaved-changes');
    await expect(unsaved.getByRole('heading', { name: 'Your unsaved changes' })).toBeFocused();
    await expect(unsaved.getByTestId('unsaved-change')).toHaveCount(2);
    await expect(unsaved.locator('[data-group=title]')).toContainText('Second editor’s title');
    await expect(unsaved.locator('[data-group=features]')).toContainText('Second editor’s features');
    await expect(other.getByTestId('optimistic-lock')).toHaveCount(0);
    await expectAccessible(other);

    // Reapply the title only, then save: the latest version is the one saved over, without a conflict.
    await unsaved.locator('[data-group=title]').getByRole('button', { name: 'Reapply' }).click();
    await expect(other.getByLabel('Offer name')).toHaveValue('Second editor’s title');
    await expect(unsaved.getByTestId('unsaved-change')).toHaveCount(1);
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByTestId('draft-saved')).toBeVisible();
    const saved = await (await page.request.get(`/api/offers/${offerId}/manage`)).json();
    expect(saved).toMatchObject({ title: 'Second editor’s title', features: '' });
    // The change not reapplied stays on offer (across a reload) until reapplied or discarded.
    await other.reload();
    await expect(other.getByTestId('unsaved-changes').locator('[data-group=features]')).toContainText('Second editor’s features');
    await other.getByRole('button', { name: 'Discard my changes' }).click();
    await expect(other.getByTestId('unsaved-changes')).toHaveCount(0);
    await other.close();
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  test('two tabs registering one offer: after the conflict, the latest version and the tab\'s changes go through', async ({ page }, testInfo) => {
    const errors = watchConsole(page, [409]);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');

    // A complete draft, saved in this tab.
    await page.goto('/company/offer-register/input-form?type=sell');
    const title = `Gearbox line ${Date.now()}`;
    await fillEnglishOfferFields(page, { title, description: 'Six NC lathes.', features: 'Serviced yearly.' });
    await page.locator('input[type=file]').setInputFiles(await pngFile(testInfo));
    await expect(page.getByRole('img', { name: 'Image 1 of the offer' })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();
    const [draft] = await inHouseOffers(page, title);
    const offerId = draft!.offer_id;

    // A second tab opens it and goes as far as the confirmation with its own change.
    const other = await page.context().newPage();
    const otherErrors = watchConsole(other, [409]);
    await other.goto(`/company/offer-register/edit/${offerId}`);
    await other.getByLabel('Product or service description').fill('Six NC lathes and two hobbing machines.');
    await other.getByRole('button', { name: 'Go to confirmation' }).click();
    await expect(other).toHaveURL(/\/company\/offer-register\/confirm$/);

    // Meanwhile the first tab saves another change.
    await page.getByLabel('Features and strengths').fill('Serviced yearly; spare parts included.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();

    await other.getByRole('button', { name: 'Register' }).click();
    await expect(other.getByTestId('optimistic-lock')).toContainText('This offer has already been updated by another user. Please check it again.');
    await other.getByRole('button', { name: 'Load the latest version' }).click();

    // The form: the server's version (the first tab's features), the second tab's description beside it.
    await expect(other).toHaveURL(new RegExp(`/company/offer-register/edit/${offerId}$`));
    await expect(other.getByLabel('Features and strengths')).toHaveValue('Serviced yearly; spare parts included.');
    await expect(other.getByLabel('Product or service description')).toHaveValue('Six NC lathes.');
    const unsaved = other.getByTestId('unsaved-changes');
    // Only what this tab changed is offered: the first tab's features are not "undone".
    await expect(unsaved.getByTestId('unsaved-change')).toHaveCount(1);
    await expect(unsaved.locator('[data-group=description]')).toContainText('Six NC lathes and two hobbing machines.');
    await unsaved.getByRole('button', { name: 'Reapply all' }).click();
    await expect(other.getByLabel('Product or service description')).toHaveValue('Six NC lathes and two hobbing machines.');
    await expect(other.getByTestId('unsaved-changes')).toHaveCount(0);

    // Registering now succeeds, with both tabs' changes.
    await other.getByRole('button', { name: 'Go to confirmation' }).click();
    await other.getByRole('button', { name: 'Register' }).click();
    await expect(other).toHaveURL(/\/company\/offer-register\/complete$/);
    const registered = await (await page.request.get(`/api/offers/${offerId}/manage`)).json();
    expect(registered).toMatchObject({
      status: 'waiting_for_approval',
      description: 'Six NC lathes and two hobbing machines.',
      features: 'Serviced yearly; spare parts included.',
    });
    await other.close();
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  test('editing a published offer says it goes back to review, and registering it does so', async ({ page }) => {
    const errors = watchConsole(page);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');
    const [published] = await inHouseOffers(page, '精密減速機の製造ライン（タイ工場向け）を譲渡します');
    await page.goto(`/company/offer-register/edit/${published!.offer_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit offer' })).toBeVisible();
    // A published offer cannot go back to draft: only registration is offered.
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await page.getByLabel('Start date').fill(today);
    await page.getByLabel('End date').fill(inDays(30));
    await page.getByRole('button', { name: 'Go to confirmation' }).click();
    await expect(page.getByTestId('published-notice')).toContainText('sends it back to your financial institution for review');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your offer has been registered' })).toBeVisible();
    const manage = await (await page.request.get(`/api/offers/${published!.offer_id}/manage`)).json();
    expect(manage.status).toBe('waiting_for_approval');
    expect(errors).toEqual([]);
  });

  test('an offer waiting for approval cannot be edited, and an unknown offer shows the not-found message', async ({ page }) => {
    const errors = watchConsole(page, [404]);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');
    const waiting = await inHouseOffers(page, '治具設計ノウハウのライセンス供与');
    await page.goto(`/company/offer-register/edit/${waiting[0]!.offer_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This offer cannot be edited now' })).toBeVisible();
    await expect(page.getByText('waiting for approval')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the offer' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/company/offer-register/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('This offer does not exist or is not available to you.')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/company/offer-register/input-form?type=rent');
    await expect(page).toHaveURL(/\/company\/offer-register\/select$/);
    expect(errors).toEqual([]);
  });

  test('a session that ends mid-form: saving leads to sign-in, and the form comes back filled', async ({ page }) => {
    const errors = watchConsole(page);
    await login(page, demoUser('tanaka'));
    await switchLanguage(page, 'en');
    await page.goto('/company/offer-register/input-form?type=sell');
    const title = `Session ends mid-form ${Date.now()}`;
    await page.getByLabel('Offer name').fill(title);
    await page.getByLabel('Product or service description').fill('Written before the session ended.');

    // The session ends (idle timeout, sign-out in another tab): every cookie is gone.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save draft' }).click();

    // docs/product/screens-and-routes.md#session-behaviour: a 401 goes to sign-in, not to "could not be saved, please try again".
    await expect(page.locator('#username')).toBeVisible();
    await expect(page.getByTestId('write-failed')).toHaveCount(0);
    await page.locator('#username').fill('tanaka');
    await page.locator('#password').fill('demo');
    await page.locator('button[type=submit]').click();

    await expect(page).toHaveURL(/\/company\/offer-register\/input-form\?type=sell$/);
    await expect(page.getByLabel('Offer name')).toHaveValue(title);
    await expect(page.getByLabel('Product or service description')).toHaveValue('Written before the session ended.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('draft-saved')).toBeVisible();
    expect(await inHouseOffers(page, title)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

/** Screenshots of every page of the flow in en, ja and th at desktop and phone width: `SHOTS_DIR=/tmp/shots npx playwright test …`. */
test.describe('screenshots', () => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to take screenshots');
  for (const language of ['en', 'ja', 'th'] as const) {
    test(`the flow in ${language}`, async ({ page }, testInfo) => {
      const dir = process.env.SHOTS_DIR!;
      mkdirSync(dir, { recursive: true });
      const shoot = async (name: string) => {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(150);
          await page.screenshot({ path: `${dir}/${language}-${name}-${width}.png`, fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      };
      await login(page, demoUser('tanaka'));
      await switchLanguage(page, language);
      await page.goto('/company/offer-register/select');
      await shoot('1-select');
      await page.getByTestId('choose-sell').click();
      await page.locator('button:has-text("")').last().click();
      await shoot('2-form-errors');
      await page.locator('input[name=title]').fill('Precision gear reducer line for a Thai plant');
      await page.locator('textarea[name=description]').fill('Complete small precision gear reducer line: six NC lathes, two hobbing machines and inspection equipment.');
      await page.locator('textarea[name=features]').fill('3,000 units a month. Jigs and drawings included.');
      await page.locator('input[name=price_min]').fill('80000000');
      await page.locator('input[name=price_max_no_limit]').check();
      await page.locator('input[name=period_start]').fill(today);
      await page.locator('input[name=period_end]').fill(inDays(90));
      await page.locator('select[name=target_country]').selectOption('TH');
      await page.locator('select[name=industry_major]').selectOption('E');
      await page.locator('select[name=industry_middle]').selectOption('25');
      await page.locator('input[type=file]').setInputFiles(await pngFile(testInfo));
      await expect(page.locator('ol li img')).toHaveCount(1);
      await shoot('3-form-filled');
      await page.locator('button:has-text("")').last().click();
      await expect(page).toHaveURL(/confirm$/);
      await shoot('4-confirm');
      await page.locator('main button').last().click();
      await expect(page).toHaveURL(/complete$/);
      await shoot('5-complete');
      const published = await inHouseOffers(page, 'Looking for a Thai supplier of aluminium die-cast housings');
      await page.goto(`/company/offer-register/edit/${published[0]!.offer_id}`);
      await expect(page.locator('input[name=title]')).toBeVisible();
      await shoot('6-edit-published');
      const waiting = await inHouseOffers(page, '治具設計ノウハウのライセンス供与');
      await page.goto(`/company/offer-register/edit/${waiting[0]!.offer_id}`);
      await expect(page.locator('main h1')).toBeVisible();
      await shoot('7-edit-locked');
    });
  }
});
