import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { DEMO_ORGANISATIONS } from '../../../src/server/seed/seed-data/demo-world.ts';
import { en } from '../../../src/shared/i18n/en.ts';
import { ja } from '../../../src/shared/i18n/ja.ts';
import { th } from '../../../src/shared/i18n/th.ts';
import { csrfHeaders, expectAccessible, loginIn, watchConsole } from './page-checks.ts';

/**
 * What the negotiation suites share: a signed-in browser per user, the record of every /api answer
 * a browser received, the hidden-name check over a page and those answers, the strings that
 * identify a demo company, the locators of the negotiation pages, and the steps the pages take the
 * same way in every story (the bank's approval with its checklist, a company agreeing to the NDA).
 */

export type UiLanguage = 'en' | 'ja' | 'th';
export const TEXTS = { en, ja, th } as const;

export interface UserPage {
  page: Page;
  /** Console errors and uncaught exceptions; a story ends with `expect(errors).toEqual([])`. */
  errors: string[];
  close: () => Promise<void>;
}

/** A browser context of its own for `username`, signed in through the real pages, in `language` (`device`: e.g. a phone's touch screen). */
export async function userPage(
  browser: Browser,
  username: string,
  language: UiLanguage = 'en',
  expectedStatuses: number[] = [],
  device: BrowserContextOptions = {},
): Promise<UserPage> {
  const context = await browser.newContext({ ...device, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const errors = watchConsole(page, expectedStatuses);
  await loginIn(page, username, language);
  return { page, errors, close: () => context.close() };
}

/** Every /api answer the page receives from now on, to search for names that must not be there. */
export function recordApiBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/** None of `names` is in the page's text now, nor in any of the recorded /api answers. */
export async function expectNoneOf(page: Page, names: readonly string[], bodies: Promise<string>[] = []): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const name of names) expect(text, name).not.toContain(name);
  for (const body of await Promise.all(bodies)) for (const name of names) expect(body, name).not.toContain(name);
}

const withoutLegalForm = (name: string): string =>
  name
    .replace(/株式会社|^บริษัท\s+|\s+จำกัด$|,?\s+Co\.,\s+Ltd\.$|\s+Inc\.$/gu, '')
    .trim();

/**
 * Everything that names a demo company as the seed writes it (demo-world.ts): its names (native,
 * English, kana), representative and beneficial owner, address (both), website's host, phone, its
 * branch's names (a branch may stand for few customers, decision 012) and every user's names,
 * display name, e-mail and phone. docs/product/visibility.md#hidden-names: none of it reaches the other side before both NDAs.
 */
export function companyIdentity(key: string): string[] {
  const organisation = DEMO_ORGANISATIONS.find((candidate) => candidate.key === key);
  if (!organisation) throw new Error(`No demo organisation ${key}`);
  const { profile } = organisation;
  const branch = DEMO_ORGANISATIONS.find((bank) => bank.key === organisation.bankKey)?.branches?.find((candidate) => candidate.code === organisation.branchCode);
  const terms = [
    profile.name,
    profile.nameEn,
    // The name without its legal form, as people write it ("Tanaka Precision", "สยามคอมโพเนนท์").
    withoutLegalForm(profile.name),
    withoutLegalForm(profile.nameEn),
    profile.nameKana,
    profile.representativeName,
    profile.representativeNameEn,
    profile.beneficialOwnerName,
    profile.beneficialOwnerNameEn,
    profile.address,
    profile.addressEn,
    new URL(profile.website).hostname,
    profile.phone,
    branch?.name,
    branch?.nameEn,
    ...organisation.users.flatMap((user) => [user.name, user.displayName, user.usernameNative, user.usernameEn, user.email, user.phone]),
  ];
  return [...new Set(terms.filter((term): term is string => !!term))];
}

/** A negotiation's row in any negotiation list. */
export const negotiationRow = (page: Page, tradingId: string) => page.locator(`[data-testid="negotiation-row"][data-trading-id="${tradingId}"]`);
/** The detail view every role's negotiation detail page shows (its `data-stage` is the stage). */
export const negotiationDetail = (page: Page) => page.getByTestId('negotiation-detail');
/** The viewer's actions on a negotiation detail page. */
export const actionPanel = (page: Page) => page.getByTestId('action-panel');

/**
 * The applicant's bank, on its negotiation detail page, ticks every checklist item (approval stays
 * off until the last one), writes its remarks and approves; axe runs on the filled-in page.
 * `doubleClick` sends the approval with a double click, which must still decide once.
 */
export async function approveApplication(page: Page, language: UiLanguage, remarks: string, options: { doubleClick?: boolean } = {}): Promise<void> {
  const t = TEXTS[language].negotiation;
  const approve = page.getByRole('button', { name: t.action.bank_approve });
  const boxes = page.getByTestId('bank-checklist').getByRole('checkbox');
  await expect(boxes).toHaveCount(Object.keys(t.bank_checklist).length);
  await expect(approve).toBeDisabled();
  for (const box of await boxes.all()) await box.check();
  await expect(approve).toBeEnabled();
  await page.getByRole('textbox', { name: t.panel.bank.remarks_label }).fill(remarks);
  await expectAccessible(page);
  if (options.doubleClick) await approve.dblclick();
  else await approve.click();
  await expect(page.getByTestId('action-success')).toHaveText(t.panel.done.bank_approve);
  await expect(page.getByTestId('bank-section')).toHaveCount(0);
}

/**
 * On `/company/nda-agree`, the company whose turn it is agrees: the request, then the final
 * confirmation with both boxes ticked, then the result. axe runs on the request and on the
 * confirmation; the caller checks the result, which differs for the first and the last decision.
 */
export async function agreeNda(page: Page, language: UiLanguage): Promise<void> {
  const t = TEXTS[language];
  await expect(page.getByTestId('nda-your-turn')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.negotiation_apply.nda.agree }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.negotiation.nda.confirm_title })).toBeVisible();
  await page.getByRole('checkbox', { name: t.negotiation.nda.checkbox.accept_nda }).check();
  await page.getByRole('checkbox', { name: t.negotiation.nda.checkbox.accept_disclosure }).check();
  await expectAccessible(page);
  await page.getByTestId('nda-agree-submit').click();
  await expect(page.getByTestId('nda-result')).toBeVisible();
}

// ---- the API through a signed-in page (what a story does without the pages it does not test) ----

export interface Negotiation {
  trading_id: string;
  contract_id: string | null;
  stage: string;
  version: number;
  abilities: Record<string, boolean>;
}

/** An API call through the page's session (with CSRF for writes); answers the JSON body. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const res =
    method === 'GET' ? await page.request.get(`/api/${path}`) : await page.request.post(`/api/${path}`, { headers: await csrfHeaders(page.request), data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export const negotiationOf = (page: Page, tradingId: string) => api<Negotiation>(page, 'GET', `negotiations/${tradingId}`);

export async function act(page: Page, tradingId: string, action: string, body: object = {}): Promise<Negotiation> {
  const { version } = await negotiationOf(page, tradingId);
  return api<Negotiation>(page, 'POST', `negotiations/${tradingId}/actions/${action}`, { version, ...body });
}

/** An offer of tanaka's company that `applicant` may apply to now. */
export async function applicableOffer(tanaka: Page, applicant: Page): Promise<string> {
  const own = await api<{ items: { offer_id: string; status: string }[] }>(tanaka, 'GET', 'offers/in-house?per_page=100');
  for (const offer of own.items.filter((item) => item.status === 'published')) {
    const res = await applicant.request.get(`/api/offers/${offer.offer_id}/partner`);
    if (res.status() === 200 && ((await res.json()) as { abilities: { apply: boolean } }).abilities.apply) return offer.offer_id;
  }
  throw new Error('No published offer of Tanaka Precision is open to this applicant');
}

/** Applies through the API as the signed-in company user of `page` (the form is another suite's). */
export async function applyThroughApi(page: Page, offerId: string, details: string): Promise<string> {
  const me = await api<{ user_id: string }>(page, 'GET', 'user');
  const created = await api<Negotiation>(page, 'POST', 'negotiations', {
    offer_id: offerId,
    application_details: details,
    representative_user_ids: [me.user_id],
    signatory_user_id: me.user_id,
    confirm_authority: true,
    accept_terms: true,
    pre_nda_consent: true,
  });
  return created.trading_id;
}
