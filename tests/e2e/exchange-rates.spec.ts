import { expect, test } from './helpers/test.ts';
import { offerTitleFor } from './helpers/names.ts';
import { conversion, ratesInForce } from '../../src/shared/currency.ts';
import { exchangeRatesSchema } from '../../src/shared/schemas/exchange-rates.ts';
import { translateValidation } from '../../src/shared/i18n/validation.ts';
import { ratesEn } from '../../src/shared/i18n/sections/rates.en.ts';
import { TEXTS, userPage } from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';

/**
 * Prices every reader can read (docs/product/languages.md#prices): the office keeps the table of
 * exchange rates at /kokopelli/exchange-rates (the demo world seeds two dates a month apart), and a
 * Thai reader sees a Japanese offer's yen price with an approximate amount in baht, dated, that
 * follows the office's change.
 */

const TANAKA_SELL_OFFER = '精密減速機の製造ライン（タイ工場向け）を譲渡します';
const en = ratesEn;

test('the office sets a rate; a Thai reader sees yen prices in baht too, by the rate in force', async ({ browser }) => {
  // Three users sign in and the search runs five times: longer than one page's minute on a busy machine.
  test.setTimeout(3 * 60_000);
  const office = await userPage(browser, 'office', 'en');
  await office.page.goto('/kokopelli/home');
  await office.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: TEXTS.en.announce.nav.exchange_rates }).click();
  await expect(office.page).toHaveURL('/kokopelli/exchange-rates');
  await expect(office.page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  // The seeded rates: two in force, two replaced.
  await expect(office.page.getByTestId('rate-current')).toHaveCount(2);
  await expect(office.page.getByTestId('rate-current').filter({ hasText: 'JPY' })).toContainText('1 USD = 154.25 JPY');
  await expect(office.page.getByTestId('rate-state').and(office.page.locator('[data-state=in_force]'))).toHaveCount(2);
  await expect(office.page.getByTestId('rate-state').and(office.page.locator('[data-state=replaced]'))).toHaveCount(2);
  await expectAccessible(office.page);

  // A rate that is not a number is refused at its field, and nothing is sent.
  await office.page.getByTestId('rate-currency').selectOption('THB');
  await office.page.getByTestId('rate-per-usd').fill('abc');
  await office.page.getByTestId('rate-save').click();
  await expect(office.page.getByText(translateValidation('validation.exchange_rate', 'en'))).toBeVisible();
  await expect(office.page.getByTestId('rate-per-usd')).toBeFocused();
  await expect(office.page.getByTestId('rate-row')).toHaveCount(4);

  // Today's THB rate: saved, in force at once, the one before it replaced.
  await office.page.getByTestId('rate-per-usd').fill('35.9');
  await office.page.getByTestId('rate-save').click();
  await expect(office.page.getByTestId('rate-saved')).toHaveText(en.saved);
  await expect(office.page.getByTestId('rate-current').filter({ hasText: 'THB' })).toContainText('1 USD = 35.9 THB');
  await expect(office.page.getByTestId('rate-row')).toHaveCount(5);
  await expect(office.page.getByTestId('rate-state').and(office.page.locator('[data-state=replaced]'))).toHaveCount(3);

  // somchai (Thai) reads Tanaka's yen offer with its price in baht, by the rates in force now.
  const somchai = await userPage(browser, 'somchai', 'th');
  await somchai.page.goto(`/company/offers/list?keyword=${encodeURIComponent('精密')}`);
  const row = somchai.page.getByTestId('offer-row').filter({ hasText: TANAKA_SELL_OFFER });
  await expect(row).toContainText('¥80,000,000 – ¥120,000,000');
  const rates = exchangeRatesSchema.parse(await (await somchai.page.request.get('/api/exchange-rates')).json());
  expect(rates.reader_currency).toBe('THB');
  const factor = conversion('JPY', 'THB', ratesInForce(rates.current))!.factor;
  const baht = (yen: number) => Number((yen * factor).toPrecision(3)).toLocaleString('en-US');
  await expect(row.getByTestId('price-approximate')).toContainText(`≈ ฿${baht(80_000_000)} – ฿${baht(120_000_000)}`);
  await expect(row.getByTestId('price-approximate')).toContainText('อัตรา ณ วันที่');
  await row.getByRole('link', { name: offerTitleFor(TANAKA_SELL_OFFER, 'th') }).click();
  await expect(somchai.page.getByTestId('price-approximate')).toContainText(`≈ ฿${baht(80_000_000)}`);
  await expectAccessible(somchai.page);

  // The price filter in his own currency finds the yen offer by its range, and leaves it out below it.
  const th = TEXTS.th.offer.filters;
  const search = async (field: 'price_min' | 'price_max', amount: string) => {
    await somchai.page.goto(`/company/offers/list?keyword=${encodeURIComponent('精密')}`);
    const filters = somchai.page.getByRole('search');
    await expect(filters.locator(`input[name=${field}]`)).toBeVisible();
    await expect(filters).toContainText('THB');
    await filters.locator(`input[name=${field}]`).fill(amount);
    await filters.getByRole('button', { name: th.search }).click();
    await expect(somchai.page).toHaveURL(new RegExp(`${field}=${amount}`));
  };
  await search('price_min', '20000000');
  await expect(somchai.page.getByTestId('offer-row').filter({ hasText: TANAKA_SELL_OFFER })).toHaveCount(1);
  await search('price_max', '1000000');
  await expect(somchai.page.getByTestId('offer-row').filter({ hasText: TANAKA_SELL_OFFER })).toHaveCount(0);

  // He may read prices in US dollars instead: his own setting, and the list follows it at once.
  await somchai.page.goto('/company/settings');
  const currency = somchai.page.getByTestId('price-currency');
  await expect(currency).toHaveValue('home');
  await currency.selectOption('USD');
  await expect(somchai.page.getByText(TEXTS.th.settings.currency_saved.replace('{{currency}}', 'USD'))).toBeVisible();
  await expectAccessible(somchai.page);
  await somchai.page.goto(`/company/offers/list?keyword=${encodeURIComponent('精密')}`);
  const dollars = conversion('JPY', 'USD', ratesInForce(rates.current))!.factor;
  const usd = (yen: number) => Number((yen * dollars).toPrecision(3)).toLocaleString('en-US');
  // ("US$" in Thai.)
  await expect(row.getByTestId('price-approximate')).toContainText(`≈ US$${usd(80_000_000)} – US$${usd(120_000_000)}`);
  // Back to his country's currency (other tests read his prices in baht).
  await somchai.page.goto('/company/settings');
  await currency.selectOption('home');
  await expect(somchai.page.getByText(TEXTS.th.settings.currency_saved.replace('{{currency}}', 'THB'))).toBeVisible();

  // A banker of a Thai bank may read the rates but not change them: no form, no remove buttons.
  const banker = await userPage(browser, 'cp.banker', 'th', [403]);
  const refused = await banker.page.request.put('/api/exchange-rates', {
    data: { currency: 'THB', per_usd: 1, effective_on: '2026-11-20' },
    headers: { 'x-csrf-token': (await (await banker.page.request.get('/api/csrf')).json()).csrf_token },
  });
  expect(refused.status()).toBe(403);

  for (const user of [office, somchai, banker]) expect(user.errors).toEqual([]);
  await Promise.all([office.close(), somchai.close(), banker.close()]);
});
