import { expect, test } from './helpers/test.ts';
import { errorMessage } from '../../src/shared/i18n/error-messages.ts';
import { dateInCountry } from '../../src/shared/time-zones.ts';
import { formatDate } from '../../src/web/lib/format.ts';
import {
  act,
  actionPanel as panel,
  applicableOffer,
  applyThroughApi as apply,
  approveApplication,
  negotiationDetail as detail,
  negotiationOf as negotiation,
  negotiationRow as row,
  userPage,
} from './helpers/negotiation.ts';
import { expectAccessible } from './helpers/page-checks.ts';
import { organisationName } from './helpers/names.ts';

/**
 * The negotiation pages of every role but the application form and the NDA page (their own
 * suite): transaction management for companies, negotiation management for the bank and the
 * operator, the coordinator's trading pages, and the one detail page each opens. Through the real
 * pages: cp.banker approves somchai's application with the checklist; tanaka and somchai agree the
 * NDA (through the API: the NDA page is another suite's); office offers the deal to the coordinator,
 * who accepts, creates the contract (https only), meets a version conflict, records the signing;
 * somchai requests completion and office approves it. A second negotiation: lanna requests a
 * cancel with a reason and office approves it. Each action's button comes and goes with the
 * server's abilities; axe runs on every page visited; a console error fails the test.
 */

test.describe('negotiation pages', () => {
  test('bank approval, coordinator, contract, signing and completion through every role’s pages', async ({ browser }) => {
    // Five sign-ins and some twenty axe runs through every role's pages: far more than one page's budget.
    test.setTimeout(6 * 60_000);
    const tanaka = await userPage(browser, 'tanaka', 'en');
    const somchai = await userPage(browser, 'somchai', 'en');
    const offerId = await applicableOffer(tanaka.page, somchai.page);
    const details = 'We machine aluminium housings in Rayong and would like to discuss volumes.';
    const tradingId = await apply(somchai.page, offerId, details);

    // Before the applicant's bank has reviewed the application, the offer company does not read its text (decision 032).
    await tanaka.page.goto(`/company/trading-detail/${tradingId}`);
    await expect(tanaka.page.getByTestId('application-details-withheld')).toHaveText("Shown once the applicant's financial institution has approved the application");
    await expect(tanaka.page.getByRole('main')).not.toContainText(details);
    // Nor does its card single the applicant out: a Thai company, nothing that five companies would not share.
    await expect(tanaka.page.getByTestId('company-applicant')).toHaveAttribute('data-disclosed', 'false');
    await expect(tanaka.page.getByTestId('company-applicant')).toContainText('Thailand');
    await expect(tanaka.page.getByTestId('company-applicant')).not.toContainText('Chao Phraya');
    await expectAccessible(tanaka.page);

    // The applicant's company: transaction management lists it, waiting on its bank, with the counterpart hidden.
    await somchai.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transaction management' }).click();
    await expect(somchai.page.getByRole('heading', { level: 1, name: 'Transaction management' })).toBeVisible();
    // Said from the applicant's side: its own bank, by name (decision 034).
    await expect(row(somchai.page, tradingId).getByTestId('waiting-on')).toHaveText(`Your bank (${organisationName('chaophraya', 'en')})`);
    await expect(row(somchai.page, tradingId).getByTestId('my-side')).toHaveText('Your application');
    await expect(row(somchai.page, tradingId).getByTestId('company-hidden')).toContainText('Japan');
    await expect(somchai.page.getByTestId('pagination-text')).toHaveCount(2);
    await expectAccessible(somchai.page);
    // Filters live in the address.
    await somchai.page.getByRole('combobox', { name: 'Progress' }).selectOption('bank_approval');
    await somchai.page.getByRole('button', { name: 'Apply' }).click();
    await expect(somchai.page).toHaveURL(/step=bank_approval/);
    await expect(row(somchai.page, tradingId)).toBeVisible();
    await row(somchai.page, tradingId).getByRole('link').click();
    await expect(somchai.page).toHaveURL(`/company/trading-detail/${tradingId}`);
    await expect(detail(somchai.page)).toHaveAttribute('data-stage', 'bank_approval');
    await expect(somchai.page.getByTestId('company-offer_company')).toHaveAttribute('data-disclosed', 'false');
    await expect(somchai.page.getByTestId('company-offer_company').getByTestId('company-name')).toHaveCount(0);
    await expect(somchai.page.locator('[data-step="bank_approval"]')).toHaveAttribute('data-state', 'current');
    await expect(somchai.page.locator('[data-step="application"]')).toHaveAttribute('data-state', 'done');
    // The applicant may ask to cancel, nothing else; the bank's approval is not its action.
    await expect(panel(somchai.page).getByRole('button', { name: 'Request cancellation' })).toBeVisible();
    await expect(somchai.page.getByTestId('bank-section')).toHaveCount(0);
    await expectAccessible(somchai.page);

    // The applicant's bank approves with every checklist item ticked; a double click sends once.
    const banker = await userPage(browser, 'cp.banker', 'en');
    await banker.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Negotiation management' }).click();
    await expect(banker.page.getByRole('heading', { level: 1, name: 'Negotiation management' })).toBeVisible();
    await expect(row(banker.page, tradingId)).toBeVisible();
    const csv = banker.page.getByTestId('csv-download');
    await banker.page.getByRole('combobox', { name: 'Negotiation status' }).selectOption('preparing');
    await banker.page.getByRole('button', { name: 'Apply' }).click();
    await expect(csv).toHaveAttribute('href', /^\/api\/negotiations\/export\.csv\?.*status=preparing/);
    const csvResponse = await banker.page.request.get((await csv.getAttribute('href'))!);
    expect(csvResponse.status()).toBe(200);
    expect(csvResponse.headers()['content-type']).toContain('text/csv');
    await expectAccessible(banker.page);
    await row(banker.page, tradingId).getByRole('link').click();
    await expect(banker.page).toHaveURL(`/financial-institution/negotiation-detail/${tradingId}`);
    await approveApplication(banker.page, 'en', 'Customer verified at the Bangkok head office.', { doubleClick: true });
    await expect(detail(banker.page)).toHaveAttribute('data-stage', 'nda_offer_company');
    await expect(banker.page.getByTestId('negotiation-history')).toContainText('Application approved by the financial institution');
    expect((await negotiation(banker.page, tradingId)).version).toBe(2);
    await expectAccessible(banker.page);

    // The offer company's turn: its page links the NDA page; both agree (the NDA page is another suite's).
    await tanaka.page.goto(`/company/trading-detail/${tradingId}`);
    await expect(tanaka.page.getByTestId('nda-link')).toHaveAttribute('href', `/company/nda-agree?trading_id=${tradingId}`);
    await expect(tanaka.page.getByTestId('offer-link')).toHaveAttribute('href', `/company/offer-detail/in-house/${offerId}`);
    await expectAccessible(tanaka.page);
    await act(tanaka.page, tradingId, 'offer_company_nda_agree', { accept_nda: true, accept_disclosure: true });
    await act(somchai.page, tradingId, 'applicant_nda_agree', { accept_nda: true, accept_disclosure: true });

    // Disclosed: each side sees the other's name and may open its profile.
    await somchai.page.reload();
    await expect(somchai.page.getByTestId('company-offer_company').getByTestId('company-name')).toHaveText(organisationName('tanaka', 'en'));
    await somchai.page.getByTestId('company-offer_company').getByTestId('profile-toggle').click();
    await expect(somchai.page.getByTestId('counterpart-profile')).toContainText('https://tanaka-precision.example');
    await expect(panel(somchai.page).getByRole('button', { name: 'Request cancellation' })).toBeVisible();
    await expectAccessible(somchai.page);

    // The office offers the deal to a coordinator: none chosen is refused at the field.
    const office = await userPage(browser, 'office', 'en');
    await office.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Negotiation management' }).click();
    await expect(office.page.getByRole('combobox', { name: 'Financial institution of either company' })).toBeVisible();
    await office.page.getByRole('combobox', { name: 'Waiting on' }).selectOption('operator');
    await office.page.getByRole('button', { name: 'Apply' }).click();
    await expect(office.page).toHaveURL(/waiting_on=operator/);
    await expect(office.page.getByTestId('csv-download')).toHaveAttribute('href', /waiting_on=operator/);
    await expectAccessible(office.page);
    // A keyword: the applicant's name as its bank wrote it in Thai finds the deal; another name does not.
    const keyword = office.page.getByRole('searchbox', { name: 'Company or reference' });
    await keyword.fill(organisationName('siam', 'th'));
    await office.page.getByRole('button', { name: 'Apply' }).click();
    await expect(office.page).toHaveURL(/q=/);
    await expect(row(office.page, tradingId)).toBeVisible();
    // The conditions take the address's values once it changed: each keyword is typed again until it
    // is the one applied (a render after the address change may put the previous one back).
    const applyKeyword = async (text: string, address: RegExp) =>
      expect(async () => {
        await keyword.fill(text);
        await expect(keyword).toHaveValue(text, { timeout: 1_000 });
        await office.page.getByRole('button', { name: 'Apply' }).click();
        await expect(office.page).toHaveURL(address, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    await applyKeyword('no company has this name', /q=no\+company/);
    await expect(row(office.page, tradingId)).toHaveCount(0);
    await applyKeyword('', /^(?!.*[?&]q=)/);
    // The conditions saved under a name of the office user's own, applied again from the list, and removed.
    const saved = office.page.getByTestId('saved-filters');
    await saved.getByRole('button', { name: 'Save these conditions' }).click();
    await saved.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saved).toContainText('This field is required.');
    await saved.getByRole('textbox', { name: 'Name of the filter' }).fill('Waiting on the office');
    await saved.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(office.page.getByTestId('saved-filters-notice')).toHaveText('Saved as “Waiting on the office”.');
    await expectAccessible(office.page);
    await office.page.getByRole('button', { name: 'Clear conditions' }).click();
    await expect(office.page).not.toHaveURL(/waiting_on=/);
    await saved.getByRole('combobox', { name: 'Saved filters' }).selectOption({ label: 'Waiting on the office' });
    await expect(office.page).toHaveURL(/waiting_on=operator/);
    await expect(office.page.getByRole('combobox', { name: 'Waiting on' })).toHaveValue('operator');
    await office.page.reload();
    await expect(saved.getByRole('combobox', { name: 'Saved filters' })).toHaveValue(/.+/);
    await saved.getByRole('button', { name: 'Remove this saved filter' }).click();
    await expect(office.page.getByTestId('saved-filters-notice')).toHaveText('“Waiting on the office” was removed.');
    await expect(saved.getByRole('combobox', { name: 'Saved filters' })).toBeDisabled();
    await row(office.page, tradingId).getByRole('link').click();
    await expect(office.page).toHaveURL(`/kokopelli/negotiation-detail/${tradingId}`);
    const offerButton = office.page.getByRole('button', { name: 'Offer to a coordinator' });
    await offerButton.click();
    await expect(office.page.getByTestId('coordinator-section')).toContainText('Select a coordinator.');
    const select = office.page.getByRole('combobox', { name: 'Coordinator' });
    const firstCoordinator = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(firstCoordinator);
    await expectAccessible(office.page);
    await offerButton.dblclick();
    await expect(office.page.getByTestId('action-success')).toHaveText('The deal was offered to the coordinator.');
    // The demo world has one coordinator: nobody else to give the deal to; the unanswered offer can be taken back.
    await expect(office.page.getByTestId('coordinator-section')).toHaveCount(0);
    await expect(office.page.getByTestId('coordinator-offers')).toContainText('Waiting for an answer');
    await expectAccessible(office.page);
    await panel(office.page).getByRole('button', { name: 'Withdraw the offer' }).click();
    await office.page.getByRole('dialog', { name: 'Withdraw the offer to the coordinator' }).getByRole('button', { name: 'Withdraw the offer' }).click();
    await expect(office.page.getByTestId('action-success')).toHaveText('The offer to the coordinator was withdrawn.');
    await expect(office.page.getByTestId('coordinator-offers')).toContainText('Withdrawn by the administration office');
    await expect(detail(office.page)).toHaveAttribute('data-stage', 'coordinator_assignment');
    // And offered again.
    await select.selectOption(firstCoordinator);
    await offerButton.click();
    await expect(office.page.getByTestId('action-success')).toHaveText('The deal was offered to the coordinator.');
    await expect(panel(office.page).getByRole('button', { name: 'Withdraw the offer' })).toBeVisible();

    // The coordinator: its trading list, the deal by its contract id; accept, then the contract.
    const { contract_id: contractId } = await negotiation(office.page, tradingId);
    expect(contractId).not.toBeNull();
    // 409: a version conflict; 400: a signing date the server refuses.
    const coordinator = await userPage(browser, 'coordinator', 'en', [409, 400]);
    await coordinator.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trading' }).click();
    await expect(coordinator.page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    await expectAccessible(coordinator.page);
    await row(coordinator.page, tradingId).getByRole('link').click();
    await expect(coordinator.page).toHaveURL(`/coordinator/trading-detail/${contractId}`);
    await expect(coordinator.page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expectAccessible(coordinator.page);
    await coordinator.page.getByRole('button', { name: 'Accept' }).dblclick();
    await expect(coordinator.page.getByTestId('action-success')).toHaveText('You accepted the deal.');
    await expect(coordinator.page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    const url = coordinator.page.getByRole('textbox', { name: 'DocuSign URL' });
    const create = coordinator.page.getByRole('button', { name: 'Create the contract' });
    await url.fill('http://docusign.example.com/envelope/1');
    await create.click();
    await expect(coordinator.page.getByTestId('contract-section')).toContainText('Enter a web address that starts with https://.');
    await url.fill('https://docusign.example.com/envelope/1');
    await create.click();
    await expect(coordinator.page.getByTestId('action-success')).toHaveText('The contract was created.');
    const docusign = coordinator.page.getByTestId('docusign-link');
    await expect(docusign).toHaveAttribute('href', 'https://docusign.example.com/envelope/1');
    await expect(docusign).toHaveAttribute('target', '_blank');
    await expect(docusign).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(coordinator.page);

    // Someone else corrected the address meanwhile: the open page shows it at once (its conflicts: negotiation-live.spec.ts).
    await act(coordinator.page, tradingId, 'update_contract_url', { docusign_url: 'https://docusign.example.com/envelope/2' });
    await expect(docusign).toHaveAttribute('href', 'https://docusign.example.com/envelope/2');

    // Recording the signing asks for its date: a day after today is refused with the server's message.
    const signedOn = coordinator.page.getByTestId('signed-on');
    const recordSigning = coordinator.page.getByTestId('record-signing-section').getByRole('button', { name: 'Record the signing' });
    await recordSigning.click();
    await expect(coordinator.page.getByTestId('record-signing-section')).toContainText('This field is required.');
    await signedOn.fill(dateInCountry(new Date(Date.now() + 2 * 86_400_000), 'JP'));
    await recordSigning.click();
    await expect(coordinator.page.getByTestId('record-signing-section')).toContainText('The date of signing cannot be later than today.');
    await expectAccessible(coordinator.page);
    const today = dateInCountry(new Date(), 'TH');
    await signedOn.fill(today);
    await recordSigning.click();
    await expect(coordinator.page.getByTestId('action-success')).toHaveText('The signing was recorded.');
    await expect(coordinator.page.getByTestId('negotiation-contract')).toContainText(formatDate(today, 'en'));
    await expect(coordinator.page.getByTestId('contract-section')).toHaveCount(0);
    await expect(detail(coordinator.page)).toHaveAttribute('data-stage', 'completion_request');

    // The applicant requests completion (a note is optional); the office approves it; nothing moves a completed deal.
    await somchai.page.reload();
    await expect(somchai.page.getByTestId('docusign-link')).toHaveAttribute('href', 'https://docusign.example.com/envelope/2');
    await panel(somchai.page).getByRole('button', { name: 'Request completion' }).click();
    const completion = somchai.page.getByRole('dialog', { name: 'Request completion' });
    await completion.getByRole('button', { name: 'Request completion' }).click();
    await expect(somchai.page.getByTestId('action-success')).toHaveText('Completion was requested.');
    await expect(somchai.page.getByTestId('negotiation-request')).toContainText('Completion requested');
    // All it may do now is take its request back (decision 061); the other company may not.
    await expect(panel(somchai.page).getByRole('button')).toHaveText(['Withdraw the completion request']);
    await tanaka.page.goto(`/company/trading-detail/${tradingId}`);
    await expect(tanaka.page.getByTestId('negotiation-request')).toContainText('Completion requested');
    await expect(panel(tanaka.page).getByRole('button', { name: 'Withdraw the completion request' })).toHaveCount(0);

    await office.page.reload();
    await panel(office.page).getByRole('button', { name: 'Approve completion' }).click();
    await office.page.getByRole('dialog', { name: 'Approve completion' }).getByRole('button', { name: 'Approve completion' }).click();
    await expect(office.page.getByTestId('action-success')).toHaveText('The negotiation is completed.');
    await expect(detail(office.page)).toHaveAttribute('data-stage', 'completed');
    await expect(office.page.getByTestId('negotiation-status').first()).toHaveText('Completed');
    for (const step of ['application', 'bank_approval', 'completion']) await expect(office.page.locator(`[data-step="${step}"]`)).toHaveAttribute('data-state', 'done');
    await expect(office.page.getByTestId('no-actions')).toBeVisible();
    await expectAccessible(office.page);

    for (const user of [tanaka, somchai, banker, office, coordinator]) {
      expect(user.errors).toEqual([]);
      await user.close();
    }
  });

  test('a party requests a cancel with a reason; the office approves it', async ({ browser }) => {
    // Three sign-ins and seven axe runs: longer than one page's budget.
    test.slow();
    const tanaka = await userPage(browser, 'tanaka', 'en');
    const lanna = await userPage(browser, 'lanna', 'en');
    const offerId = await applicableOffer(tanaka.page, lanna.page);
    const tradingId = await apply(lanna.page, offerId, 'We would like to buy for our Chiang Mai plant.');

    await lanna.page.goto(`/company/trading-detail/${tradingId}`);
    await panel(lanna.page).getByRole('button', { name: 'Request cancellation' }).click();
    const dialog = lanna.page.getByRole('dialog', { name: 'Request cancellation' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expectAccessible(lanna.page);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Our plans for the plant have changed.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Send this cancellation request to the administration office?');
    await dialog.getByRole('button', { name: 'Request cancellation' }).dblclick();
    await expect(lanna.page.getByTestId('action-success')).toHaveText('Cancellation was requested.');
    await expect(lanna.page.getByTestId('pending-request').first()).toHaveText('Cancellation requested');
    await expect(panel(lanna.page).getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);
    await expect(lanna.page.getByTestId('negotiation-request')).toContainText('Our plans for the plant have changed.');
    await expectAccessible(lanna.page);
    // The other side may not take the request back.
    await tanaka.page.goto(`/company/trading-detail/${tradingId}`);
    await expect(tanaka.page.getByTestId('negotiation-request')).toBeVisible();
    await expect(panel(tanaka.page).getByRole('button', { name: 'Withdraw the cancellation request' })).toHaveCount(0);

    // lanna thinks again and withdraws it; the negotiation goes on where it was; then asks once more.
    await panel(lanna.page).getByRole('button', { name: 'Withdraw the cancellation request' }).click();
    const withdraw = lanna.page.getByRole('dialog', { name: 'Withdraw the cancellation request' });
    await expectAccessible(lanna.page);
    await withdraw.getByRole('button', { name: 'Withdraw the request' }).dblclick();
    await expect(lanna.page.getByTestId('action-success')).toHaveText('Your cancellation request was withdrawn.');
    await expect(lanna.page.getByTestId('negotiation-request')).toHaveCount(0);
    await expect(detail(lanna.page)).toHaveAttribute('data-stage', 'bank_approval');
    await expect(lanna.page.getByTestId('negotiation-history')).toContainText('Cancellation request withdrawn');
    await panel(lanna.page).getByRole('button', { name: 'Request cancellation' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Our plans for the plant have changed after all.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Request cancellation' }).click();
    await expect(lanna.page.getByTestId('action-success')).toHaveText('Cancellation was requested.');

    // The unknown address below answers 404 on purpose.
    const office = await userPage(browser, 'office', 'en', [404]);
    await office.page.goto('/kokopelli/negotiation-manage');
    await expect(row(office.page, tradingId).getByTestId('pending-request')).toHaveText('Cancellation requested');
    await office.page.goto(`/kokopelli/negotiation-detail/${tradingId}`);
    await expect(panel(office.page).getByRole('button', { name: 'Reject cancellation' })).toBeVisible();
    await panel(office.page).getByRole('button', { name: 'Approve cancellation' }).click();
    await office.page.getByRole('dialog', { name: 'Approve the cancellation' }).getByRole('button', { name: 'Approve cancellation' }).click();
    await expect(office.page.getByTestId('action-success')).toHaveText('The negotiation was canceled.');
    await expect(detail(office.page)).toHaveAttribute('data-stage', 'canceled');
    await expect(office.page.locator('[data-step="bank_approval"]')).toHaveAttribute('data-state', 'canceled_here');
    await expect(office.page.getByTestId('no-actions')).toBeVisible();
    await expectAccessible(office.page);

    // An unknown negotiation is not found, with the way back.
    await office.page.goto('/kokopelli/negotiation-detail/3f0c2d8e-0000-4000-8000-000000000001');
    await expect(office.page.getByText(errorMessage('negotiation_not_found', 'en'))).toBeVisible();
    await expectAccessible(office.page);

    for (const user of [tanaka, lanna, office]) {
      expect(user.errors).toEqual([]);
      await user.close();
    }
  });
});
