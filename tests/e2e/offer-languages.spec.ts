import { expect, test } from './helpers/test.ts';
import { DEMO_OFFERS } from '../../src/server/seed/seed-data/demo-offers.ts';
import { DEMO_NEGOTIATIONS, DEMO_OFFER_TITLES } from '../../src/server/seed/seed-data/demo-negotiations.ts';
import { negotiationOnOffer, postChatMessage } from './helpers/chat.ts';
import { TEXTS, userPage } from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';

/**
 * Offers read across the language border (docs/product/languages.md#offers-in-other-languages,
 * decision 050): a Thai reader finds a Japanese offer by a Thai word and reads the author's Thai
 * version, the original one click away; the bank corrects a version in its review and the history
 * says so; the form takes the other languages' versions, and says when machine translation is off
 * (it is off in these runs: no provider is configured).
 */

const demo = (title: string) => DEMO_OFFERS.find((offer) => offer.title === title)!;
const TANAKA_SELL = demo('精密減速機の製造ライン（タイ工場向け）を譲渡します');
const TANAKA_WAITING = demo('治具設計ノウハウのライセンス供与');
/** The demo chat between tanaka and somchai, with its stored translations. */
const DEMO_CHAT = DEMO_NEGOTIATIONS.find((n) => n.offer === DEMO_OFFER_TITLES.siamCuttingMachines)!.chat!;
const th = TEXTS.th.offer.versions;
const ja = TEXTS.ja.offer.versions;

test('a Thai reader finds a Japanese offer by a Thai word and reads it in Thai, the original one click away', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  const thaiTitle = TANAKA_SELL.translations!.th!.title;
  const somchai = await userPage(browser, 'somchai', 'th');
  const { page } = somchai;
  await page.goto(`/company/offers/list?keyword=${encodeURIComponent('เกียร์ทด')}`);
  const row = page.getByTestId('offer-row').filter({ hasText: TANAKA_SELL.title });
  // The Thai title, the Japanese original under it.
  await expect(row.getByRole('link', { name: thaiTitle })).toBeVisible();
  await expect(row.getByTestId('original-title')).toContainText(TANAKA_SELL.title);
  await expect(row.getByTestId('original-title')).toContainText(th.language.ja);
  // A Japanese keyword is found in the Japanese original, which the row says (the title shown is Thai).
  await page.goto(`/company/offers/list?keyword=${encodeURIComponent('減速機')}`);
  await expect(page.getByTestId('offer-row').filter({ hasText: TANAKA_SELL.title }).getByTestId('matched-language')).toHaveText(
    th.matched_in.replace('{{language}}', th.language.ja),
  );
  await page.getByTestId('offer-row').filter({ hasText: TANAKA_SELL.title }).getByRole('link', { name: thaiTitle }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thaiTitle);
  await expect(page.getByTestId('text-version-label')).toHaveText(th.author.replace('{{language}}', th.language.th));
  await expect(page.getByText(TANAKA_SELL.translations!.th!.description)).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('show-original').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TANAKA_SELL.title);
  await expect(page.getByTestId('text-version-label')).toHaveText(th.original.replace('{{language}}', th.language.ja));
  await expect(page.getByText(TANAKA_SELL.description)).toBeVisible();
  await page.getByTestId('show-original').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thaiTitle);
  expect(somchai.errors).toEqual([]);
  await somchai.close();
});

test('the bank corrects a version in its review; the version says so and the history records it', async ({ browser }) => {
  const banker = await userPage(browser, 'minato.banker', 'ja');
  const { page } = banker;
  await page.goto('/financial-institution/offer-manage?section=all');
  await page.getByTestId('offer-row').filter({ hasText: TANAKA_WAITING.title }).getByRole('link').first().click();
  const versions = page.getByTestId('offer-versions');
  await expect(versions.getByTestId('offer-version-th')).toContainText(ja.author.replace('{{language}}', ja.language.th));
  await expect(versions.getByTestId('offer-version-th')).toContainText(TANAKA_WAITING.translations!.th!.title);
  await expectAccessible(page);

  await versions.getByTestId('correct-version-th').click();
  const form = page.getByTestId('translation-form');
  const corrected = 'ให้สิทธิ์ใช้โนว์ฮาวการออกแบบจิ๊กตรวจสอบ';
  await form.locator('input[name=title]').fill(corrected);
  await form.getByTestId('save-translation').click();
  await expect(form).toBeHidden();
  await expect(versions.getByTestId('offer-version-th')).toContainText(ja.bank.replace('{{language}}', ja.language.th));
  await expect(versions.getByTestId('offer-version-th')).toContainText(corrected);
  await expect(page.getByRole('region', { name: TEXTS.ja.offer.history.title })).toContainText(TEXTS.ja.offer.history.action.correct_translation);
  expect(banker.errors).toEqual([]);
  await banker.close();
});

test("the form takes the other languages' versions; with machine translation off, suggesting says so", async ({ browser }) => {
  const tanaka = await userPage(browser, 'tanaka', 'ja');
  const { page } = tanaka;
  await page.goto('/company/offer-register/input-form?type=sell');
  await expect(page.getByTestId('offer-language')).toHaveValue('ja');
  const english = page.getByTestId('version-en');
  // A language with no version is one line until opened.
  await expect(english.locator('input[name="translations.en.title"]')).toHaveCount(0);
  await english.getByTestId('open-version-en').click();
  await english.locator('input[name="translations.en.title"]').fill('Precision reducer line for sale');
  await english.getByTestId('suggest-en').click();
  await expect(english.getByRole('status')).toHaveText(ja.suggest_off);
  // The author's text is kept: a suggestion that could not be made changes nothing.
  await expect(english.locator('input[name="translations.en.title"]')).toHaveValue('Precision reducer line for sale');
  // Writing in Thai instead: the Thai version's block gives way to the Japanese one.
  await page.getByTestId('offer-language').selectOption('th');
  await expect(page.getByTestId('version-ja')).toBeVisible();
  await expect(page.getByTestId('version-th')).toHaveCount(0);
  await expectAccessible(page);
  expect(tanaka.errors).toEqual([]);
  await tanaka.close();
});

test("in a chat, another language's message offers a translation: the demo's stored one, or a note that translation is off; the automatic choice is the user's own", async ({ browser }) => {
  const tanaka = await userPage(browser, 'tanaka', 'ja');
  const { page } = tanaka;
  const deal = await negotiationOnOffer(page, DEMO_OFFER_TITLES.siamCuttingMachines);
  // A Thai message written after the demo's: nothing is kept for it.
  const somchai = await userPage(browser, 'somchai', 'th');
  const fresh = 'ใบเสนอราคาจะตามมาในวันพรุ่งนี้ครับ';
  await postChatMessage(somchai.page, deal.trading_id, fresh);
  await somchai.close();
  await page.goto(`/company/trading-detail/${deal.trading_id}`);
  const chat = page.getByTestId('chat');
  // somchai's Thai messages: each has "Translate"; tanaka's own Japanese ones do not.
  const thai = chat.getByTestId('chat-message').filter({ has: page.getByTestId('chat-translate') });
  await expect(thai.first()).toBeVisible();
  await expect(chat.locator('[data-own=true]').getByTestId('chat-translate')).toHaveCount(0);
  // A demo message: its stored Japanese translation, said to be the demo data's, the original one click away.
  const demoLine = DEMO_CHAT.find((line) => line.by === 'somchai')!;
  // By its number: translated, it no longer holds the Thai text.
  const bySeq = async (text: string) => chat.locator(`[data-testid=chat-message][data-seq="${await chat.getByTestId('chat-message').filter({ hasText: text }).getAttribute('data-seq')}"]`);
  const message = await bySeq(demoLine.body);
  await message.getByTestId('chat-translate').click();
  await expect(message.getByTestId('chat-message-body')).toHaveText(demoLine.translations!.ja!);
  await expect(message.getByTestId('chat-translation-label')).toContainText(TEXTS.ja.chat.translation.provider.demo);
  await message.getByTestId('chat-show-original').click();
  await expect(message.getByTestId('chat-message-body')).toHaveText(demoLine.body);
  await message.getByTestId('chat-show-original').click();
  await expect(message.getByTestId('chat-message-body')).toHaveText(demoLine.translations!.ja!);
  // The message written since: translation is off, and the page says so.
  const later = await bySeq(fresh);
  await later.getByTestId('chat-translate').click();
  await expect(later.getByTestId('chat-translation-off')).toHaveText(TEXTS.ja.chat.translation.off);

  const auto = page.getByTestId('chat-auto-translate');
  await expect(auto).not.toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/chat-translation') && response.request().method() === 'PUT');
  await auto.check();
  await expect(auto).toBeChecked();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('chat-auto-translate')).toBeChecked();
  await page.getByTestId('chat-auto-translate').uncheck();
  await expect(page.getByTestId('chat-auto-translate')).not.toBeChecked();
  await expectAccessible(page);
  expect(tanaka.errors).toEqual([]);
  await tanaka.close();
});
