import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { DEMO_OFFERS } from '../../src/server/seed/seed-data/demo-offers.ts';
import { suggestionsEn } from '../../src/shared/i18n/sections/suggestions.en.ts';
import { suggestionsJa } from '../../src/shared/i18n/sections/suggestions.ja.ts';
import { suggestionsTh } from '../../src/shared/i18n/sections/suggestions.th.ts';
import type { Suggestions } from '../../src/shared/schemas/suggestions.ts';
import { companyIdentity, TEXTS, userPage } from './helpers/negotiation.ts';
import { csrfHeaders, expectAccessible } from './helpers/page-checks.ts';

/**
 * Match suggestions (docs/decisions/066-match-suggestions.md) in the browser. The demo world
 * suggests siam's buyer offer for tanaka's gear-reducer line: tanaka reads it on his home and on
 * his offer's page (names hidden, no Introduce button: a company cannot introduce); the pages fit a
 * phone; minato's officer introduces the pair from the bank's suggestions page; siam's users are
 * told, without tanaka's name.
 */

const OWN = DEMO_OFFERS.find((offer) => offer.company === 'tanaka' && offer.title === '精密減速機の製造ライン（タイ工場向け）を譲渡します')!;
const PARTNER = DEMO_OFFERS.find((offer) => offer.company === 'siam' && offer.title === 'Seeking Japanese precision connector technology partner')!;
const PARTNER_TITLE = { en: PARTNER.title, ja: PARTNER.translations!.ja!.title, th: PARTNER.translations!.th!.title };

test.describe.configure({ mode: 'serial' });

/** The pair's ids, as tanaka's company's suggestions answer them. */
async function thePair(page: Page): Promise<{ offerId: string; suggestedId: string; ownRef: string; partnerRef: string }> {
  const answer = (await (await page.request.get('/api/suggestions')).json()) as Suggestions;
  const item = answer.items.find((candidate) => candidate.for_offer.title === OWN.title && candidate.offer.title === PARTNER.title);
  expect(item, JSON.stringify(answer.items.map((i) => [i.for_offer.title, i.offer.title]))).toBeTruthy();
  return { offerId: item!.for_offer.offer_id, suggestedId: item!.offer.offer_id, ownRef: item!.for_offer.public_ref, partnerRef: item!.offer.public_ref };
}

/** The suggestion card whose heading is `title`, within `scope`; `forRef`: for that offer only (one counter-offer may fit two of a bank's customers' offers). */
function cardOf(scope: Page | Locator, title: string, forRef?: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  const cards = scope.getByTestId('suggestion').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return forRef ? cards.filter({ has: page.getByTestId('suggestion-for-offer').filter({ hasText: forRef }) }) : cards;
}

/**
 * The suggestions' answers the page receives from now on. Other answers and sections may name the
 * other company rightly (the demo world's negotiations past both NDAs): only these are checked.
 */
function recordSuggestionBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/^\/api\/(offers\/[^/]+\/)?suggestions$/.test(new URL(response.url()).pathname)) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/** None of `names` in the suggestion sections shown now, nor in the suggestions' answers (at least one). */
async function expectNoName(page: Page, names: readonly string[], bodies: Promise<string>[]): Promise<void> {
  const shown = (await page.getByTestId('suggestion').allInnerTexts()).join('\n');
  const answers = await Promise.all(bodies);
  expect(answers.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(shown, name).not.toContain(name);
    for (const body of answers) expect(body, name).not.toContain(name);
  }
}

/** No horizontal scroll at the page's width. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('tanaka (ja) reads the suggestion and why it fits on his home and on his offer’s page, without the other company’s name; he cannot introduce it', async ({ browser }) => {
  const tanaka = await userPage(browser, 'tanaka', 'ja', [403]);
  const { page } = tanaka;
  const bodies = recordSuggestionBodies(page);
  const ja = suggestionsJa;
  const pair = await thePair(page);

  // Home: "Suggested for your offers", each card saying which of his offers it fits.
  await page.goto('/company/home');
  const home = page.getByRole('region', { name: ja.home_title });
  await expect(home).toBeVisible();
  await expect(home.getByText(ja.explain)).toBeVisible();
  const card = cardOf(home, PARTNER_TITLE.ja);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('suggestion-reference')).toContainText(pair.partnerRef);
  const reasons = card.getByRole('list', { name: ja.reasons_label });
  await expect(reasons).toContainText(ja.reason.industry_related);
  await expect(reasons).toContainText(ja.reason.price_overlap);
  // The shared term in his language, then in the counter-offer's (English).
  await expect(reasons).toContainText('共通の用語：精密部品 / high-precision');
  await expect(card.getByTestId('suggestion-for-offer')).toContainText(`${ja.for_offer}: ${OWN.title} (${pair.ownRef})`);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoName(page, companyIdentity('siam'), bodies);
  await expectAccessible(page);

  // His offer's page: "Suggested for your offer", the same card, its title a link to the partner page.
  await card.getByTestId('suggestion-for-offer').getByRole('link').click();
  await expect(page).toHaveURL(`/company/offer-detail/in-house/${pair.offerId}`);
  const section = page.getByRole('region', { name: ja.offer_title });
  const offerCard = cardOf(section, PARTNER_TITLE.ja);
  await expect(offerCard.getByTestId('suggestion-reasons')).toContainText(ja.reason.price_overlap);
  await expect(offerCard.getByTestId('suggestion-for-offer')).toHaveCount(0);
  await expect(section.getByRole('button', { name: new RegExp(ja.introduce) })).toHaveCount(0);
  // Nowhere in the suggestions or their answers the other company's name, people or address.
  await expectNoName(page, companyIdentity('siam'), bodies);
  await expectAccessible(page);
  await offerCard.getByRole('link', { name: PARTNER_TITLE.ja }).click();
  await expect(page).toHaveURL(`/company/offer-detail/business-partner/${pair.suggestedId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PARTNER_TITLE.ja);

  // The attacker's path: the introduction is the bank's alone.
  const refused = await page.request.post(`/api/offers/${pair.offerId}/suggestions/${pair.suggestedId}/introduce`, { headers: await csrfHeaders(page.request) });
  expect(refused.status()).toBe(403);
  expect(tanaka.errors).toEqual([]);
  await tanaka.close();
});

test('the suggestions fit a 375 px screen, in Thai', async ({ browser }) => {
  const th = suggestionsTh;
  const tanaka = await userPage(browser, 'tanaka', 'th');
  const pair = await thePair(tanaka.page);
  await tanaka.page.setViewportSize({ width: 375, height: 800 });
  await tanaka.page.goto('/company/home');
  await expect(cardOf(tanaka.page.getByRole('region', { name: th.home_title }), PARTNER_TITLE.th)).toBeVisible();
  await expectNoSideScroll(tanaka.page);
  await tanaka.page.goto(`/company/offer-detail/in-house/${pair.offerId}`);
  await expect(cardOf(tanaka.page.getByRole('region', { name: th.offer_title }), PARTNER_TITLE.th)).toBeVisible();
  await expectNoSideScroll(tanaka.page);
  expect(tanaka.errors).toEqual([]);
  await tanaka.close();

  const banker = await userPage(browser, 'minato.banker', 'th');
  await banker.page.setViewportSize({ width: 375, height: 800 });
  await banker.page.goto('/financial-institution/suggestions');
  await expect(banker.page.getByRole('heading', { level: 1 })).toHaveText(th.page_title);
  await expect(cardOf(banker.page, PARTNER_TITLE.th, pair.ownRef).getByRole('button', { name: th.introduce_label.replace('{{title}}', PARTNER_TITLE.th).replace('{{for_title}}', OWN.title) })).toBeVisible();
  await expectNoSideScroll(banker.page);
  await expectAccessible(banker.page);
  await banker.page.goto(`/financial-institution/offer-detail/${pair.offerId}`);
  await expect(cardOf(banker.page.getByRole('region', { name: th.bank_offer_title }), PARTNER_TITLE.th)).toBeVisible();
  await expectNoSideScroll(banker.page);
  expect(banker.errors).toEqual([]);
  await banker.close();
});

test('minato’s officer introduces the pair from the bank’s suggestions page; siam’s user is told, without tanaka’s name', async ({ browser }) => {
  const en = suggestionsEn;
  const banker = await userPage(browser, 'minato.banker', 'en');
  const { page } = banker;
  const bodies = recordSuggestionBodies(page);
  const pair = await thePair(page);

  // The bank's menu leads to its suggestions.
  await page.getByRole('navigation', { name: TEXTS.en.nav.main }).getByRole('link', { name: TEXTS.en.offer_review.nav_suggestions }).click();
  await expect(page).toHaveURL('/financial-institution/suggestions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.page_title);
  const card = cardOf(page, PARTNER_TITLE.en, pair.ownRef);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('suggestion-for-offer')).toHaveText(`${en.for_customer_offer}: ${OWN.title} (${pair.ownRef})`);
  // A bank cannot open another bank's customer's offer: the title is no link; the customer's offer is.
  await expect(card.getByRole('heading', { name: PARTNER_TITLE.en }).getByRole('link')).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);

  const introduce = card.getByRole('button', { name: `Introduce “${PARTNER_TITLE.en}” for “${OWN.title}”` });
  await expect(introduce).toHaveText(en.introduce);
  await introduce.click();
  await expect(card.getByTestId('suggestion-introduced')).toHaveText(en.introduced);
  await expect(card.getByRole('status')).toContainText(en.introduce_done);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // The customer's offer page: the pair shows introduced there too, with no button.
  await card.getByTestId('suggestion-for-offer').getByRole('link').click();
  await expect(page).toHaveURL(`/financial-institution/offer-detail/${pair.offerId}`);
  const section = page.getByRole('region', { name: en.bank_offer_title });
  const offerCard = cardOf(section, PARTNER_TITLE.en);
  await expect(offerCard.getByTestId('suggestion-introduced')).toHaveText(en.introduced);
  await expect(offerCard.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoName(page, companyIdentity('siam'), bodies);
  expect(banker.errors).toEqual([]);
  await banker.close();

  // somchai (siam, th) is told: his bell counts it, his list names the two offers and no company.
  const somchai = await userPage(browser, 'somchai', 'th');
  await expect
    .poll(async () => {
      const list = (await (await somchai.page.request.get('/api/notifications?group=offer&per_page=50')).json()) as { items: { kind: string }[] };
      return list.items.some((n) => n.kind === 'offer.introduce');
    })
    .toBe(true);
  await somchai.page.goto('/company/notifications');
  await expect(somchai.page.getByTestId('notification-bell')).toHaveAttribute('data-unread', /^[1-9]\d*$/);
  const notice = somchai.page.getByTestId('notification-item').filter({ hasText: OWN.title });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('ธนาคารได้แนะนำข้อเสนอ');
  await expect(notice).toContainText(PARTNER.title);
  const text = await notice.innerText();
  for (const name of [...companyIdentity('tanaka'), ...companyIdentity('siam')]) expect(text, name).not.toContain(name);
  await expectAccessible(somchai.page);
  // It opens tanaka's offer as a partner sees it.
  await notice.getByTestId('notification-text').click();
  await expect(somchai.page).toHaveURL(/\/company\/offer-detail\/business-partner\//);
  await expect(somchai.page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(somchai.errors).toEqual([]);
  await somchai.close();
});
