import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { dateInCountry } from '../../src/shared/time-zones.ts';
import { offerTitleFor } from './helpers/names.ts';
import { DEMO_STORY_OFFER } from '../../src/server/seed/seed-data/demo-negotiations.ts';
import { NEGOTIATION_REVIEW_CHECKLIST } from '../../src/shared/schemas/negotiations.ts';
import {
  actionPanel,
  agreeNda,
  approveApplication,
  companyIdentity,
  expectNoneOf,
  negotiationDetail,
  negotiationRow,
  recordApiBodies,
  TEXTS,
  type UserPage,
  userPage,
} from './helpers/negotiation.ts';
import { csrfHeaders, expectAccessible } from './helpers/page-checks.ts';
import { organisationName } from './helpers/names.ts';

/**
 * A negotiation's whole story in one test, every step through the real pages of the role that takes it
 * (README: "A negotiation, from application to completion"): somchai (Siam Components, Thai UI)
 * finds the offer of Tanaka Precision the demo leaves open for him and applies; cp.banker, his
 * bank, approves with the checklist; tanaka (Japanese UI) agrees the NDA, then somchai does; both
 * now see each other's names; office offers the deal to the coordinator, who accepts, creates the
 * contract with its DocuSign address and records the signing; tanaka requests completion; office
 * approves it. The completed negotiation offers no action to anyone, and the API refuses one.
 *
 * Until both NDAs are agreed, nothing that identifies Tanaka Precision (seed: names native and
 * English, kana, representative, address, website, phone, branch, users) is in somchai's pages or
 * in any /api answer his browser received, and nothing of Siam Components on tanaka's side. Each
 * company's pages before disclosure are this negotiation's own, or lists filtered to hidden ones:
 * the demo has other negotiations between the two companies whose names are disclosed by design.
 * axe runs on every page visited; a console error fails the story.
 */

const TANAKA_PRECISION = companyIdentity('tanaka');
const SIAM_COMPONENTS = companyIdentity('siam');
const APPLICATION_DETAILS = 'เราผลิตชิ้นส่วนยานยนต์ที่สมุทรปราการ และสนใจซื้อสายการผลิตเกียร์ทดรอบนี้เพื่อเริ่มผลิตในประเทศไทยภายในปีหน้า';
const DOCUSIGN_URL = 'https://demo.docusign.net/Signing/EmailStart.aspx?a=3c1f0b52-7d44-4b8e-9a0e-5d2f6c8b1e47';

const th = TEXTS.th;
const ja = TEXTS.ja;
const en = TEXTS.en;

const mainNav = (page: Page, language: keyof typeof TEXTS) => page.getByRole('navigation', { name: TEXTS[language].nav.main });

test('a negotiation from application to completion, through every role’s pages, the names hidden until both NDAs', async ({ browser }) => {
  // Five users in their own browsers, some thirty pages and an axe run on each: far more than one page's budget.
  test.setTimeout(10 * 60_000);
  const users: UserPage[] = [];

  // ---- 1. somchai applies, in Thai --------------------------------------------------------------
  const somchai = await userPage(browser, 'somchai', 'th');
  users.push(somchai);
  const somchaiBodies = recordApiBodies(somchai.page);
  await mainNav(somchai.page, 'th').getByRole('link', { name: th.nav.offer_search }).click();
  await somchai.page.locator('input[name=keyword]').fill('精密');
  await somchai.page.getByRole('search').getByRole('button', { name: th.offer.filters.search, exact: true }).click();
  const offerRow = somchai.page.getByTestId('offer-row').filter({ hasText: DEMO_STORY_OFFER });
  await expect(offerRow).toHaveCount(1);
  await expectAccessible(somchai.page);
  await expectNoneOf(somchai.page, TANAKA_PRECISION);

  await offerRow.getByRole('link', { name: offerTitleFor(DEMO_STORY_OFFER, 'th') }).click();
  await expect(somchai.page.getByRole('heading', { level: 1 })).toHaveText(offerTitleFor(DEMO_STORY_OFFER, 'th'));
  await expect(somchai.page.getByTestId('hidden-company')).toContainText(th.country.JP);
  await expectAccessible(somchai.page);
  await expectNoneOf(somchai.page, TANAKA_PRECISION);

  const ta = th.negotiation_apply;
  await somchai.page.getByRole('link', { name: ta.offer.apply }).click();
  await expect(somchai.page.getByRole('heading', { level: 1, name: ta.form.title })).toBeVisible();
  await expect(somchai.page.getByTestId('apply-offer-title')).toHaveText(offerTitleFor(DEMO_STORY_OFFER, 'th'));
  await somchai.page.getByRole('textbox', { name: th.negotiation.application.details }).fill(APPLICATION_DETAILS);
  await somchai.page.getByRole('checkbox', { name: 'สมชาย ศรีสุข' }).check();
  await somchai.page.getByRole('checkbox', { name: 'นิรันดร์ ทองดี' }).check();
  await somchai.page.getByRole('combobox', { name: th.negotiation.application.signatory }).selectOption({ label: 'สมชาย ศรีสุข' });
  for (const box of ['confirm_authority', 'accept_terms', 'pre_nda_consent'] as const)
    await somchai.page.getByRole('checkbox', { name: th.negotiation.application.checkbox[box] }).check();
  await expectAccessible(somchai.page);
  await expectNoneOf(somchai.page, TANAKA_PRECISION);
  await somchai.page.getByRole('button', { name: ta.form.to_confirm }).click();
  await expect(somchai.page.getByRole('heading', { level: 1, name: ta.confirm.title })).toBeVisible();
  await expect(somchai.page.getByTestId('apply-confirm')).toContainText(APPLICATION_DETAILS);
  await expectAccessible(somchai.page);
  await somchai.page.getByTestId('apply-submit').click();
  await expect(somchai.page.getByRole('heading', { level: 1, name: ta.complete.title })).toBeVisible();
  await expect(somchai.page.getByTestId('complete-lead')).toContainText(offerTitleFor(DEMO_STORY_OFFER, 'th'));
  await expectAccessible(somchai.page);
  const tradingId = new URL(somchai.page.url()).searchParams.get('trading_id') ?? '';
  expect(tradingId).toMatch(/^[0-9a-f-]{36}$/);

  // The application history (his applications only, all still hidden), its details, then the
  // negotiation in transaction management: waiting on his bank, the offer company by country only.
  await somchai.page.getByRole('link', { name: ta.complete.to_history }).click();
  const historyRow = somchai.page.getByTestId('application-row').filter({ hasText: offerTitleFor(DEMO_STORY_OFFER, 'th') });
  await expect(historyRow.getByTestId('negotiation-status')).toHaveText(th.negotiation.status.preparing);
  await expect(historyRow.getByTestId('application-counterpart')).toHaveText(ta.history.counterpart_hidden);
  await expectAccessible(somchai.page);
  await historyRow.getByRole('link', { name: offerTitleFor(DEMO_STORY_OFFER, 'th') }).click();
  await expect(somchai.page.getByTestId('application-details')).toHaveText(APPLICATION_DETAILS);
  await expectAccessible(somchai.page);
  await somchai.page.getByRole('link', { name: ta.detail.to_trading_detail }).click();
  await expect(somchai.page).toHaveURL(`/company/trading-detail/${tradingId}`);
  await expect(negotiationDetail(somchai.page)).toHaveAttribute('data-stage', 'bank_approval');
  await expect(somchai.page.getByTestId('company-offer_company')).toHaveAttribute('data-disclosed', 'false');
  await expect(somchai.page.getByTestId('company-offer_company').getByTestId('company-name')).toHaveCount(0);
  await expectAccessible(somchai.page);
  await expectNoneOf(somchai.page, TANAKA_PRECISION);

  // ---- 2. cp.banker, the applicant's bank, approves with the checklist -------------------------------
  const banker = await userPage(browser, 'cp.banker', 'en');
  users.push(banker);
  await mainNav(banker.page, 'en').getByRole('link', { name: en.negotiation.nav.manage }).click();
  await expect(banker.page.getByRole('heading', { level: 1, name: en.negotiation.pages.bank_list.title })).toBeVisible();
  await expectAccessible(banker.page);
  await negotiationRow(banker.page, tradingId).getByRole('link').click();
  await expect(banker.page).toHaveURL(`/financial-institution/negotiation-detail/${tradingId}`);
  await expect(banker.page.getByTestId('negotiation-application')).toContainText(APPLICATION_DETAILS);
  await expect(banker.page.getByTestId('representatives')).toContainText('นิรันดร์ ทองดี');
  await expectAccessible(banker.page);
  await approveApplication(banker.page, 'en', 'Customer verified at the Silom branch; the representatives are its directors.');
  await expect(negotiationDetail(banker.page)).toHaveAttribute('data-stage', 'nda_offer_company');
  await expectAccessible(banker.page);

  // ---- 3. tanaka agrees the NDA first, in Japanese, seeing the applicant by country only ----------------
  const tanaka = await userPage(browser, 'tanaka', 'ja');
  users.push(tanaka);
  const tanakaBodies = recordApiBodies(tanaka.page);
  // Transaction management filtered to the offer company's NDA step: the negotiations waiting there are all hidden.
  await tanaka.page.goto('/company/trading?step=nda_offer_company');
  await expect(tanaka.page.getByRole('heading', { level: 1, name: ja.negotiation.pages.company_list.title })).toBeVisible();
  await expect(negotiationRow(tanaka.page, tradingId).getByTestId('company-hidden')).toContainText(ja.country.TH);
  await expectAccessible(tanaka.page);
  await expectNoneOf(tanaka.page, SIAM_COMPONENTS);
  await negotiationRow(tanaka.page, tradingId).getByRole('link').click();
  await expect(tanaka.page).toHaveURL(`/company/trading-detail/${tradingId}`);
  await expect(tanaka.page.getByTestId('company-applicant')).toHaveAttribute('data-disclosed', 'false');
  await expectAccessible(tanaka.page);
  await expectNoneOf(tanaka.page, SIAM_COMPONENTS);
  await tanaka.page.getByTestId('nda-link').click();
  await expect(tanaka.page.getByRole('heading', { level: 1, name: ja.negotiation_apply.nda.title })).toBeVisible();
  await expect(tanaka.page.getByTestId('nda-your-turn')).toHaveText(ja.negotiation_apply.nda.your_turn_offer_company);
  await expect(tanaka.page.getByTestId('nda-application-details')).toHaveText(APPLICATION_DETAILS);
  await expectNoneOf(tanaka.page, SIAM_COMPONENTS);
  await agreeNda(tanaka.page, 'ja');
  await expect(tanaka.page.getByRole('heading', { level: 1, name: ja.negotiation_apply.nda.result_agreed_title })).toBeVisible();
  await expect(tanaka.page.getByTestId('nda-result')).toContainText(ja.negotiation_apply.nda.result_waiting);
  await expectAccessible(tanaka.page);
  // Nothing of Siam Components reached tanaka, on a page or in an answer, before the applicant agrees.
  await expectNoneOf(tanaka.page, SIAM_COMPONENTS, tanakaBodies);

  // ---- 4. somchai agrees: the last decision -----------------------------------------------------------
  await somchai.page.goto('/company/trading?step=nda_applicant');
  await expect(negotiationRow(somchai.page, tradingId).getByTestId('company-hidden')).toContainText(th.country.JP);
  await expectAccessible(somchai.page);
  await negotiationRow(somchai.page, tradingId).getByRole('link').click();
  await expect(somchai.page).toHaveURL(`/company/trading-detail/${tradingId}`);
  await expect(somchai.page.getByTestId('company-offer_company')).toHaveAttribute('data-disclosed', 'false');
  await expectAccessible(somchai.page);
  await somchai.page.getByTestId('nda-link').click();
  await expect(somchai.page.getByTestId('nda-your-turn')).toHaveText(ta.nda.your_turn_applicant);
  // Nothing of Tanaka Precision reached somchai, on a page or in an answer, from his search to here.
  expect(somchaiBodies.length).toBeGreaterThan(10);
  await expectNoneOf(somchai.page, TANAKA_PRECISION, somchaiBodies);
  await agreeNda(somchai.page, 'th');
  await expect(somchai.page.getByTestId('nda-result')).toContainText(ta.nda.result_disclosed);
  await expect(somchai.page.getByTestId('nda-counterpart-name')).toHaveText(ta.nda.result_counterpart.replace('{{name}}', organisationName('tanaka', 'th')));
  await expectAccessible(somchai.page);

  // Both now see each other's names, and the profile with its address, website and representative.
  await somchai.page.getByRole('link', { name: ta.nda.back, exact: true }).click();
  await expect(somchai.page).toHaveURL(`/company/trading-detail/${tradingId}`);
  const tanakaCard = somchai.page.getByTestId('company-offer_company');
  await expect(tanakaCard).toHaveAttribute('data-disclosed', 'true');
  await expect(tanakaCard.getByTestId('company-name')).toHaveText(organisationName('tanaka', 'th'));
  await expect(somchai.page.getByTestId('negotiation-status').first()).toHaveText(th.negotiation.status.under_negotiation);
  await tanakaCard.getByTestId('profile-toggle').click();
  const tanakaProfile = somchai.page.getByTestId('counterpart-profile');
  for (const shown of ['https://tanaka-precision.example', '4-12-8 Higashi-Shinagawa', 'Ichiro Tanaka']) await expect(tanakaProfile).toContainText(shown);
  // The business profile only: no customer-verification data, no branch (decision 032).
  for (const label of [th.fields.representative_birth_date, th.fields.beneficial_owner_name, th.fields.branch_name]) await expect(tanakaProfile).not.toContainText(label);
  await expect(tanakaProfile).not.toContainText('1968');
  await expectAccessible(somchai.page);
  // The answers his browser received now name the offer company: the check above could have failed.
  const somchaiSeen = (await Promise.all(somchaiBodies)).join('\n');
  for (const name of ['田中精密工業株式会社', 'Tanaka Precision Co., Ltd.', 'tanaka-precision.example']) expect(somchaiSeen, name).toContain(name);

  await tanaka.page.goto(`/company/trading-detail/${tradingId}`);
  const siamCard = tanaka.page.getByTestId('company-applicant');
  await expect(siamCard).toHaveAttribute('data-disclosed', 'true');
  await expect(siamCard.getByTestId('company-name')).toHaveText(organisationName('siam', 'ja'));
  await expect(tanaka.page.getByTestId('negotiation-status').first()).toHaveText(ja.negotiation.status.under_negotiation);
  await siamCard.getByTestId('profile-toggle').click();
  const siamProfile = tanaka.page.getByTestId('counterpart-profile');
  for (const shown of ['https://siam-components.example', 'Bangpoo Industrial Estate', 'Somchai Srisuk']) await expect(siamProfile).toContainText(shown);
  for (const label of [ja.fields.representative_birth_date, ja.fields.beneficial_owner_name, ja.fields.branch_name]) await expect(siamProfile).not.toContainText(label);
  await expect(siamProfile).not.toContainText('1972');
  // The representatives somchai chose are named to the offer company now.
  await expect(tanaka.page.getByTestId('representatives')).toContainText('นิรันดร์ ทองดี');
  await expectAccessible(tanaka.page);
  const tanakaSeen = (await Promise.all(tanakaBodies)).join('\n');
  for (const name of ['บริษัท สยามคอมโพเนนท์ จำกัด', 'Siam Components Co., Ltd.', 'siam-components.example', 'นิรันดร์ ทองดี']) expect(tanakaSeen, name).toContain(name);

  // ---- 5. office offers the deal to the coordinator -------------------------------------------------
  const office = await userPage(browser, 'office', 'en');
  users.push(office);
  await mainNav(office.page, 'en').getByRole('link', { name: en.negotiation.nav.manage }).click();
  await expect(office.page.getByRole('heading', { level: 1, name: en.negotiation.pages.operator_list.title })).toBeVisible();
  await office.page.getByRole('combobox', { name: en.negotiation.waiting_on.label }).selectOption('operator');
  await office.page.getByRole('button', { name: en.negotiation.filters.search }).click();
  await expect(office.page).toHaveURL(/waiting_on=operator/);
  await expectAccessible(office.page);
  await negotiationRow(office.page, tradingId).getByRole('link').click();
  await expect(office.page).toHaveURL(`/kokopelli/negotiation-detail/${tradingId}`);
  const coordinatorSelect = office.page.getByRole('combobox', { name: en.negotiation.panel.coordinator.select_label });
  const bridge = coordinatorSelect.locator('option', { hasText: 'Bridge Coordination (JP/TH)' });
  await expect(bridge).toHaveCount(1);
  await coordinatorSelect.selectOption((await bridge.getAttribute('value')));
  await expectAccessible(office.page);
  await office.page.getByRole('button', { name: en.negotiation.action.offer_coordinator }).click();
  await expect(office.page.getByTestId('action-success')).toHaveText(en.negotiation.panel.done.offer_coordinator);
  await expect(office.page.getByTestId('coordinator-offers')).toContainText(en.negotiation.detail.coordinator_answer.pending);
  // The office may take back the offer until the coordinator answers (decision 061).
  await expect(actionPanel(office.page).getByRole('button', { name: en.negotiation.action.withdraw_coordinator_offer })).toBeVisible();
  await expectAccessible(office.page);

  // ---- 6. the coordinator accepts, creates the contract and records the signing ------------------------
  const coordinator = await userPage(browser, 'coordinator', 'en');
  users.push(coordinator);
  await mainNav(coordinator.page, 'en').getByRole('link', { name: en.negotiation.nav.coordinator }).click();
  await expect(coordinator.page.getByRole('heading', { level: 1, name: en.negotiation.pages.coordinator_list.title })).toBeVisible();
  await expectAccessible(coordinator.page);
  await negotiationRow(coordinator.page, tradingId).getByRole('link').click();
  await expect(coordinator.page).toHaveURL(/\/coordinator\/trading-detail\/[0-9a-f-]{36}$/);
  const contractId = new URL(coordinator.page.url()).pathname.split('/').pop()!;
  expect(contractId).not.toBe(tradingId);
  await expectAccessible(coordinator.page);
  await coordinator.page.getByRole('button', { name: en.negotiation.action.coordinator_accept }).click();
  await expect(coordinator.page.getByTestId('action-success')).toHaveText(en.negotiation.panel.done.coordinator_accept);
  await expect(negotiationDetail(coordinator.page)).toHaveAttribute('data-stage', 'contract_creation');
  await coordinator.page.getByRole('textbox', { name: en.negotiation.fields.docusign_url }).fill(DOCUSIGN_URL);
  await expectAccessible(coordinator.page);
  await coordinator.page.getByRole('button', { name: en.negotiation.action.create_contract }).click();
  await expect(coordinator.page.getByTestId('action-success')).toHaveText(en.negotiation.panel.done.create_contract);
  await expect(coordinator.page.getByTestId('docusign-link')).toHaveAttribute('href', DOCUSIGN_URL);
  await expect(negotiationDetail(coordinator.page)).toHaveAttribute('data-stage', 'contract_signing');
  await coordinator.page.getByTestId('signed-on').fill(dateInCountry(new Date(), 'TH'));
  await expectAccessible(coordinator.page);
  await coordinator.page.getByRole('button', { name: en.negotiation.panel.modal.record_signing.submit }).click();
  await expect(coordinator.page.getByTestId('action-success')).toHaveText(en.negotiation.panel.done.record_signing);
  await expect(negotiationDetail(coordinator.page)).toHaveAttribute('data-stage', 'completion_request');
  await expectAccessible(coordinator.page);

  // ---- 7. tanaka requests completion, with a note -------------------------------------------------
  await tanaka.page.reload();
  await expect(tanaka.page.getByTestId('docusign-link')).toHaveAttribute('href', DOCUSIGN_URL);
  await actionPanel(tanaka.page).getByRole('button', { name: ja.negotiation.action.request_completion }).click();
  const completion = tanaka.page.getByRole('dialog', { name: ja.negotiation.panel.modal.request_completion.title });
  await completion.getByRole('textbox', { name: ja.negotiation.fields.note }).fill('製造ラインの引き渡しと代金の受領が完了しました。');
  await expectAccessible(tanaka.page);
  await completion.getByRole('button', { name: ja.negotiation.panel.modal.request_completion.submit }).click();
  await expect(tanaka.page.getByTestId('action-success')).toHaveText(ja.negotiation.panel.done.request_completion);
  await expect(tanaka.page.getByTestId('negotiation-request')).toContainText('製造ラインの引き渡しと代金の受領が完了しました。');
  await expectAccessible(tanaka.page);

  // ---- 8. office approves: completed --------------------------------------------------------------
  await office.page.reload();
  await actionPanel(office.page).getByRole('button', { name: en.negotiation.action.approve_completion }).click();
  const approval = office.page.getByRole('dialog', { name: en.negotiation.panel.modal.approve_completion.title });
  await expectAccessible(office.page);
  await approval.getByRole('button', { name: en.negotiation.panel.modal.approve_completion.submit }).click();
  await expect(office.page.getByTestId('action-success')).toHaveText(en.negotiation.panel.done.approve_completion);
  await expect(negotiationDetail(office.page)).toHaveAttribute('data-stage', 'completed');
  await expect(office.page.getByTestId('negotiation-status').first()).toHaveText(en.negotiation.status.completed);
  for (const action of ['apply', 'bank_approve', 'offer_company_nda_agree', 'applicant_nda_agree', 'offer_coordinator', 'coordinator_accept', 'create_contract', 'record_signing', 'request_completion', 'approve_completion'] as const)
    await expect(office.page.getByTestId('negotiation-history')).toContainText(en.negotiation.history.action[action]);
  await expectAccessible(office.page);

  // ---- Nothing can move a completed negotiation ------------------------------------------------------
  // Each role's own detail page offers no action at all.
  const pages: [UserPage, string, keyof typeof TEXTS][] = [
    [somchai, `/company/trading-detail/${tradingId}`, 'th'],
    [tanaka, `/company/trading-detail/${tradingId}`, 'ja'],
    [banker, `/financial-institution/negotiation-detail/${tradingId}`, 'en'],
    [office, `/kokopelli/negotiation-detail/${tradingId}`, 'en'],
    [coordinator, `/coordinator/trading-detail/${contractId}`, 'en'],
  ];
  for (const [user, path, language] of pages) {
    await user.page.goto(path);
    await expect(negotiationDetail(user.page)).toHaveAttribute('data-stage', 'completed');
    await expect(user.page.getByTestId('negotiation-status').first()).toHaveText(TEXTS[language].negotiation.status.completed);
    await expect(actionPanel(user.page).getByTestId('no-actions')).toHaveText(TEXTS[language].negotiation.panel.none);
    await expect(actionPanel(user.page).getByRole('button')).toHaveCount(0);
    await expect(actionPanel(user.page).getByRole('link')).toHaveCount(0);
    await expectAccessible(user.page);
  }

  // And the API refuses each party's further action on it: 409, nothing changed.
  const { version } = (await (await office.page.request.get(`/api/negotiations/${tradingId}`)).json()) as { version: number };
  const refusals: [UserPage, string, object][] = [
    [somchai, 'request_cancel', { reason: 'ขอยกเลิกหลังจากปิดการเจรจาแล้ว' }],
    [tanaka, 'request_completion', {}],
    [banker, 'bank_approve', { checklist: [...NEGOTIATION_REVIEW_CHECKLIST] }],
    [office, 'approve_completion', {}],
    [coordinator, 'record_signing', { signed_on: dateInCountry(new Date(), 'TH') }],
  ];
  for (const [user, action, body] of refusals) {
    const res = await user.page.request.post(`/api/negotiations/${tradingId}/actions/${action}`, {
      headers: await csrfHeaders(user.page.request),
      data: { version, ...body },
    });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(409);
    expect(((await res.json()) as { code: string }).code, action).toBe('invalid_transition');
  }
  const after = (await (await office.page.request.get(`/api/negotiations/${tradingId}`)).json()) as { version: number; stage: string; status: string };
  expect(after).toMatchObject({ version, stage: 'completed', status: 'completed' });

  for (const user of users) {
    expect(user.errors).toEqual([]);
    await user.close();
  }
});
