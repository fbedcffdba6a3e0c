import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { offerTitleFor } from './helpers/names.ts';
import { ja } from '../../src/shared/i18n/ja.ts';
import { th } from '../../src/shared/i18n/th.ts';
import { errorMessage } from '../../src/shared/i18n/error-messages.ts';
import { translateValidation } from '../../src/shared/i18n/validation.ts';
import { NEGOTIATION_REVIEW_CHECKLIST } from '../../src/shared/schemas/negotiations.ts';
import { agreeNda, companyIdentity, expectNoneOf, recordApiBodies, userPage } from './helpers/negotiation.ts';
import { csrfHeaders, expectAccessible } from './helpers/page-checks.ts';
import { organisationName } from './helpers/names.ts';

/**
 * The company's application and NDA pages, through the real pages: somchai (Siam Components, Thai)
 * applies to a published offer of Tanaka Precision — the form's rules, one application for a
 * double click, 409 for a second one — sees the completion screen and the application history;
 * the applicant's bank (cp.banker) approves through the API; tanaka (Japanese) agrees the NDA,
 * somchai agrees, and each then sees the other's name. Until then, nothing of Tanaka Precision
 * reaches somchai's pages or API answers, and nothing of Siam Components reaches tanaka's. A second
 * story: tanaka disagrees with "other" and a text, and the negotiation is cancelled.
 * axe runs on every page visited; a console error fails the story.
 */

const TANAKA_IDENTITY = companyIdentity('tanaka');
const SIAM_IDENTITY = companyIdentity('siam');
const SALE_TITLE = '精密減速機の製造ライン（タイ工場向け）を譲渡します';
const BUY_TITLE = 'Looking for a Thai supplier of aluminium die-cast housings';

async function offerIdByTitle(page: Page, title: string): Promise<string> {
  const res = await page.request.get(`/api/offers/search?keyword=${encodeURIComponent(title.slice(0, 12))}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { offer_id: string; title: string }[] };
  const offer = items.find((item) => item.title === title);
  expect(offer, title).toBeDefined();
  return offer!.offer_id;
}

/** The applicant's bank approves through the API (its pages are another suite's). */
async function bankApproves(page: Page, tradingId: string) {
  const detail = (await (await page.request.get(`/api/negotiations/${tradingId}`)).json()) as { version: number };
  const res = await page.request.post(`/api/negotiations/${tradingId}/actions/bank_approve`, {
    headers: await csrfHeaders(page.request),
    data: { version: detail.version, checklist: [...NEGOTIATION_REVIEW_CHECKLIST], remarks: 'Customer verified.' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const tradingIdOf = (page: Page) => new URL(page.url()).searchParams.get('trading_id') ?? '';

test('somchai applies, the bank approves, both agree the NDA and learn each other’s names', async ({ browser }) => {
  // Three users, a dozen pages and an axe run on each.
  test.slow();
  const somchai = await userPage(browser, 'somchai', 'th', [409, 422]);
  const somchaiBodies = recordApiBodies(somchai.page);
  const offerId = await offerIdByTitle(somchai.page, SALE_TITLE);
  const t = th.negotiation_apply;

  // The partner view offers the application.
  await somchai.page.goto(`/company/offer-detail/business-partner/${offerId}`);
  await expect(somchai.page.getByRole('heading', { level: 1 })).toHaveText(offerTitleFor(SALE_TITLE, 'th'));
  await expectAccessible(somchai.page);
  // A second tab opens the form too, before the first one applies: its application will be the second.
  const secondTab = await somchai.page.context().newPage();
  await secondTab.goto(`/company/offer-detail/business-partner/${offerId}/apply`);
  await expect(secondTab.getByRole('heading', { level: 1, name: t.form.title })).toBeVisible();

  await somchai.page.getByRole('link', { name: t.offer.apply }).click();
  await expect(somchai.page.getByRole('heading', { level: 1, name: t.form.title })).toBeVisible();
  await expect(somchai.page.getByTestId('apply-offer-title')).toHaveText(offerTitleFor(SALE_TITLE, 'th'));
  await expectAccessible(somchai.page);

  // Nothing filled in: every rule speaks at its field.
  await somchai.page.getByRole('button', { name: t.form.to_confirm }).click();
  await expect(somchai.page.getByText(t.form.invalid)).toBeVisible();
  await expect(somchai.page.getByText(translateValidation('validation.required', 'th')).first()).toBeVisible();
  await expect(somchai.page.getByText(translateValidation('validation.representatives_min', 'th'))).toBeVisible();
  await expect(somchai.page.getByText(translateValidation('validation.checkbox_required', 'th'))).toHaveCount(3);
  await expectAccessible(somchai.page);

  // Too long, then right.
  const details = somchai.page.getByRole('textbox', { name: th.negotiation.application.details });
  await details.fill('ก'.repeat(301));
  await expect(somchai.page.getByText(translateValidation('validation.max?max=300', 'th'))).toBeVisible();
  // His company's name: the form warns as he types (the server's own check, docs/decisions/031).
  const naming = 'บริษัท สยามคอมโพเนนท์ สนใจซื้อสายการผลิตนี้';
  await details.fill(naming);
  await expect(somchai.page.getByText(translateValidation('validation.max?max=300', 'th'))).toHaveCount(0);
  await expect(somchai.page.getByTestId('identifying-text-warning')).toContainText(th.offer_review.identifying.writer_title);
  await expect(somchai.page.getByTestId('identifying-text-term')).toHaveText([`“สยามคอมโพเนนท์” (${th.offer_review.identifying.kind.company_name})`]);

  // The signatory can only be one of the representatives chosen who may sign contracts (niran may not).
  const signatory = somchai.page.getByRole('combobox', { name: th.negotiation.application.signatory });
  await expect(signatory).toBeDisabled();
  await somchai.page.getByRole('checkbox', { name: 'นิรันดร์ ทองดี' }).check();
  await expect(signatory.locator('option', { hasText: 'นิรันดร์ ทองดี' })).toHaveCount(0);
  await somchai.page.getByRole('checkbox', { name: 'สมชาย ศรีสุข' }).check();
  await expect(signatory.locator('option')).toHaveCount(2);
  await expect(signatory.locator('option', { hasText: 'สมชาย ศรีสุข' })).toHaveCount(1);
  await somchai.page.getByRole('checkbox', { name: 'นิรันดร์ ทองดี' }).uncheck();
  await expect(signatory.locator('option')).toHaveCount(2);
  await signatory.selectOption({ label: 'สมชาย ศรีสุข' });
  for (const box of ['confirm_authority', 'accept_terms', 'pre_nda_consent'] as const)
    await somchai.page.getByRole('checkbox', { name: th.negotiation.application.checkbox[box] }).check();
  await somchai.page.getByRole('button', { name: t.form.to_confirm }).click();

  // Sent as it is, the server refuses it: its message, naming the term, is shown at the field.
  await somchai.page.getByTestId('apply-submit').click();
  await expect(details).toBeVisible();
  await expect(somchai.page.getByText(translateValidation('validation.identifying_terms?terms=“สยามคอมโพเนนท์”', 'th'))).toBeVisible();
  const applicationText = 'เราผลิตชิ้นส่วนยานยนต์ในประเทศไทยและสนใจซื้อสายการผลิตนี้เพื่อขยายกำลังการผลิตปีหน้า';
  await details.fill(applicationText);
  await expect(somchai.page.getByTestId('identifying-text-warning')).toHaveCount(0);
  await somchai.page.getByRole('button', { name: t.form.to_confirm }).click();

  // The final confirmation, then one application however fast the clicks come.
  await expect(somchai.page.getByRole('heading', { level: 1, name: t.confirm.title })).toBeVisible();
  await expect(somchai.page.getByTestId('apply-confirm')).toContainText(applicationText);
  await expectAccessible(somchai.page);
  let applications = 0;
  somchai.page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/negotiations') applications += 1;
  });
  await somchai.page.getByTestId('apply-submit').dblclick();
  await expect(somchai.page.getByRole('heading', { level: 1, name: t.complete.title })).toBeVisible();
  expect(applications).toBe(1);
  await expect(somchai.page.getByTestId('complete-lead')).toContainText(offerTitleFor(SALE_TITLE, 'th'));
  await expect(somchai.page.getByTestId('complete-reference')).toBeVisible();
  await expectAccessible(somchai.page);
  const tradingId = tradingIdOf(somchai.page);
  expect(tradingId).toMatch(/^[0-9a-f-]{36}$/);

  // The second tab's application is refused: the company already applied.
  await secondTab.getByRole('textbox', { name: th.negotiation.application.details }).fill('ใบสมัครที่สอง');
  await secondTab.getByRole('checkbox', { name: 'สมชาย ศรีสุข' }).check();
  await secondTab.getByRole('combobox', { name: th.negotiation.application.signatory }).selectOption({ label: 'สมชาย ศรีสุข' });
  for (const box of ['confirm_authority', 'accept_terms', 'pre_nda_consent'] as const)
    await secondTab.getByRole('checkbox', { name: th.negotiation.application.checkbox[box] }).check();
  await secondTab.getByRole('button', { name: t.form.to_confirm }).click();
  await secondTab.getByTestId('apply-submit').click();
  await expect(secondTab.getByTestId('apply-refused')).toHaveText(errorMessage('already_applied', 'th'));
  await secondTab.close();

  // The application history lists it, the offer company hidden.
  await somchai.page.getByRole('link', { name: t.complete.to_history }).click();
  await expect(somchai.page.getByRole('heading', { level: 1, name: t.history.title })).toBeVisible();
  const row = somchai.page.getByTestId('application-row').filter({ hasText: offerTitleFor(SALE_TITLE, 'th') });
  await expect(row.getByTestId('negotiation-status')).toHaveText(th.negotiation.status.preparing);
  await expect(row.getByTestId('application-counterpart')).toHaveText(t.history.counterpart_hidden);
  await expectAccessible(somchai.page);
  await row.getByRole('link', { name: offerTitleFor(SALE_TITLE, 'th') }).click();
  await expect(somchai.page.getByRole('heading', { level: 1, name: t.detail.title })).toBeVisible();
  await expect(somchai.page.getByTestId('application-details')).toHaveText(applicationText);
  await expect(somchai.page.getByTestId('application-representatives')).toContainText('สมชาย ศรีสุข');
  await expectAccessible(somchai.page);

  // The partner view now says so, and so does the form's address.
  await somchai.page.goto(`/company/offer-detail/business-partner/${offerId}`);
  await expect(somchai.page.getByTestId('offer-apply').filter({ visible: true })).toContainText(t.offer.already_applied);
  await expectAccessible(somchai.page);
  // The offer page shows the company's negotiation on it, with its state and a link to it.
  await expect(somchai.page.getByTestId('my-negotiation').filter({ visible: true })).toContainText(th.negotiation.status.preparing);
  await somchai.page.getByRole('link', { name: t.offer.open_negotiation }).click();
  await expect(somchai.page).toHaveURL(new RegExp(`/company/trading-detail/${tradingId}$`));
  await somchai.page.goto(`/company/offer-detail/business-partner/${offerId}/apply`);
  await expect(somchai.page.getByTestId('apply-unavailable')).toHaveText(errorMessage('already_applied', 'th'));

  // Before the bank approves, it is not the NDA's turn.
  await somchai.page.goto(`/company/nda-agree?trading_id=${tradingId}`);
  // Said from somchai's side: his own bank, named.
  await expect(somchai.page.getByTestId('nda-not-your-turn')).toContainText(th.negotiation.waiting_on.your_bank.replace('{{name}})', 'ธนาคารเจ้าพระยา'));
  await expectAccessible(somchai.page);

  // The applicant's bank approves.
  const banker = await userPage(browser, 'cp.banker', 'th');
  await bankApproves(banker.page, tradingId);

  // tanaka agrees first, in Japanese, seeing the applicant by country, industry and size only.
  const tanaka = await userPage(browser, 'tanaka', 'ja');
  const tanakaBodies = recordApiBodies(tanaka.page);
  const tj = ja.negotiation_apply;
  await tanaka.page.goto(`/company/nda-agree?trading_id=${tradingId}`);
  await expect(tanaka.page.getByRole('heading', { level: 1, name: tj.nda.title })).toBeVisible();
  await expect(tanaka.page.getByTestId('nda-your-turn')).toHaveText(tj.nda.your_turn_offer_company);
  await expect(tanaka.page.getByTestId('counterpart-country')).toHaveText(ja.country.TH);
  await expect(tanaka.page.getByTestId('nda-application-details')).toHaveText(applicationText);
  await expectAccessible(tanaka.page);
  await tanaka.page.getByRole('button', { name: tj.nda.agree }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: ja.negotiation.nda.confirm_title })).toBeVisible();
  await tanaka.page.getByTestId('nda-agree-submit').click();
  await expect(tanaka.page.getByText(translateValidation('validation.checkbox_required', 'ja'))).toHaveCount(2);
  await tanaka.page.getByRole('checkbox', { name: ja.negotiation.nda.checkbox.accept_nda }).check();
  await tanaka.page.getByRole('checkbox', { name: ja.negotiation.nda.checkbox.accept_disclosure }).check();
  await expectAccessible(tanaka.page);
  await tanaka.page.getByTestId('nda-agree-submit').click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: tj.nda.result_agreed_title })).toBeVisible();
  await expect(tanaka.page.getByTestId('nda-result')).toContainText(tj.nda.result_waiting);
  await expectAccessible(tanaka.page);
  await expectNoneOf(tanaka.page, SIAM_IDENTITY, tanakaBodies);

  // Nothing of Tanaka Precision reached somchai before disclosure, on a page or in an answer.
  await somchai.page.goto(`/company/nda-agree?trading_id=${tradingId}`);
  await expect(somchai.page.getByTestId('nda-your-turn')).toHaveText(t.nda.your_turn_applicant);
  await expect(somchai.page.getByTestId('counterpart-country')).toHaveText(th.country.JP);
  await expectAccessible(somchai.page);
  await expectNoneOf(somchai.page, TANAKA_IDENTITY, somchaiBodies);

  // somchai agrees: the names are disclosed to each other.
  await agreeNda(somchai.page, 'th');
  await expect(somchai.page.getByTestId('nda-result')).toContainText(t.nda.result_disclosed);
  await expect(somchai.page.getByTestId('nda-counterpart-name')).toHaveText(t.nda.result_counterpart.replace('{{name}}', organisationName('tanaka', 'th')));
  await expectAccessible(somchai.page);
  await somchai.page.goto(`/company/offers/application-history/${tradingId}`);
  await expect(somchai.page.getByTestId('application-counterpart')).toHaveText(organisationName('tanaka', 'th'));
  await expect(somchai.page.getByTestId('negotiation-status')).toHaveText(th.negotiation.status.under_negotiation);

  await tanaka.page.goto(`/company/nda-agree?trading_id=${tradingId}`);
  await expect(tanaka.page.getByTestId('counterpart-name')).toHaveText(organisationName('siam', 'ja'));
  await expect(tanaka.page.getByTestId('nda-not-your-turn')).toBeVisible();
  await expectAccessible(tanaka.page);

  expect(somchai.errors).toEqual([]);
  expect(banker.errors).toEqual([]);
  expect(tanaka.errors).toEqual([]);
  await Promise.all([somchai.close(), banker.close(), tanaka.close()]);
});

test('the offer company disagrees with "other" and its reason: the negotiation is cancelled', async ({ browser }) => {
  test.slow();
  const somchai = await userPage(browser, 'somchai', 'th');
  const offerId = await offerIdByTitle(somchai.page, BUY_TITLE);
  // Applying is the first story's: here somchai's open application on the offer (the demo seeds one
  // waiting on the offer company's NDA) is used, or one made through the API.
  const partnerView = (await (await somchai.page.request.get(`/api/offers/${offerId}/partner`)).json()) as { my_application: { trading_id: string } | null };
  let tradingId = partnerView.my_application?.trading_id ?? '';
  if (!tradingId) {
    const { items: users } = (await (await somchai.page.request.get('/api/users')).json()) as { items: { user_id: string; name: string }[] };
    const me = users.find((user) => user.name === 'สมชาย ศรีสุข')!;
    const applied = await somchai.page.request.post('/api/negotiations', {
      headers: await csrfHeaders(somchai.page.request),
      data: {
        offer_id: offerId,
        application_details: 'We make die-cast aluminium housings in Rayong and can supply 5,000 a month.',
        representative_user_ids: [me.user_id],
        signatory_user_id: me.user_id,
        confirm_authority: true,
        accept_terms: true,
        pre_nda_consent: true,
      },
    });
    expect(applied.status(), await applied.text()).toBe(200);
    tradingId = ((await applied.json()) as { trading_id: string }).trading_id;
  }
  const banker = await userPage(browser, 'cp.banker', 'th');
  const stageOf = async () => ((await (await somchai.page.request.get(`/api/negotiations/${tradingId}`)).json()) as { stage: string }).stage;
  if ((await stageOf()) === 'bank_approval') await bankApproves(banker.page, tradingId);
  expect(await stageOf()).toBe('nda_offer_company');

  const tanaka = await userPage(browser, 'tanaka', 'ja');
  const tj = ja.negotiation_apply;
  await tanaka.page.goto(`/company/nda-agree?trading_id=${tradingId}`);
  await tanaka.page.getByRole('button', { name: tj.nda.disagree, exact: true }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: tj.nda.disagree_title })).toBeVisible();
  await expectAccessible(tanaka.page);
  // No reason, then "other" without its text: both refused at their fields.
  await tanaka.page.getByRole('button', { name: tj.nda.disagree_next }).click();
  await expect(tanaka.page.getByText(translateValidation('validation.required', 'ja'))).toHaveCount(1);
  await tanaka.page.getByRole('radio', { name: ja.negotiation.disagree_reason.other }).check();
  await tanaka.page.getByRole('button', { name: tj.nda.disagree_next }).click();
  const reasonText = ja.negotiation.disagree_reason.other_text;
  await expect(tanaka.page.getByRole('textbox', { name: reasonText })).toHaveAttribute('aria-invalid', 'true');
  await tanaka.page.getByRole('textbox', { name: reasonText }).fill('今期は設備投資の計画を見直しているため、見送ります。');
  await tanaka.page.getByRole('button', { name: tj.nda.disagree_next }).click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: tj.nda.disagree_confirm_title })).toBeVisible();
  await expect(tanaka.page.getByTestId('nda-disagree-confirm')).toContainText('今期は設備投資の計画を見直しているため');
  await expectAccessible(tanaka.page);
  await tanaka.page.getByTestId('nda-disagree-submit').click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: tj.nda.result_canceled_title })).toBeVisible();
  await expect(tanaka.page.getByTestId('nda-result')).toContainText(tj.nda.result_canceled);
  await expectAccessible(tanaka.page);

  const detail = (await (await tanaka.page.request.get(`/api/negotiations/${tradingId}`)).json()) as {
    status: string;
    disclosed: boolean;
    nda: { offer_company: { decision: string; reason_code: string; reason_text: string } };
  };
  expect(detail).toMatchObject({ status: 'canceled', disclosed: false, nda: { offer_company: { decision: 'disagree', reason_code: 'other' } } });

  // somchai's history shows it cancelled, still without the offer company's name.
  await somchai.page.goto('/company/offers/application-history');
  const row = somchai.page.getByTestId('application-row').filter({ hasText: offerTitleFor(BUY_TITLE, 'th') });
  await expect(row.getByTestId('negotiation-status')).toHaveText(th.negotiation.status.canceled);
  await expect(row.getByTestId('application-counterpart')).toHaveText(th.negotiation_apply.history.counterpart_hidden);
  await expectAccessible(somchai.page);
  // (The first story's row names Tanaka Precision by now: this one, cancelled before disclosure, does not.)
  const rowText = await row.innerText();
  for (const name of TANAKA_IDENTITY) expect(rowText, name).not.toContain(name);

  expect(somchai.errors).toEqual([]);
  expect(banker.errors).toEqual([]);
  expect(tanaka.errors).toEqual([]);
  await Promise.all([somchai.close(), banker.close(), tanaka.close()]);
});
