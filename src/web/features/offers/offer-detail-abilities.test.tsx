// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en.ts';
import type { ManagedOffer, OfferAbilities } from '../../../shared/schemas/offer-views.ts';
import { renderWithApp, testQueryClient } from '../../testing/render.tsx';
import { managedOfferQueryOptions } from './api/get-managed-offer.ts';
import { BankOfferDetailPage } from './routes/bank-offer-detail-page.tsx';
import { OfferInHouseDetailPage } from './routes/offer-in-house-detail-page.tsx';

const OFFER_ID = '7b0e6a52-1c3d-4f8e-9a21-5d4c3b2a1f00';

const NONE: OfferAbilities = { edit: false, save_draft: false, delete: false, approve: false, remand: false, deny: false, correct_translation: false, favorite: false };

const offerWith = (abilities: Partial<OfferAbilities>, status: ManagedOffer['status'] = 'draft'): ManagedOffer => ({
  offer_id: OFFER_ID,
  public_ref: 'K7Q2M9',
  type: 'sell',
  status,
  is_public: false,
  title: 'Precision parts supply',
  language: 'en',
  translations: [],
  machine_translation: 'not_needed',
  price_min: null,
  price_max: null,
  currency: 'JPY',
  period_start: null,
  period_end: null,
  target_country: 'TH',
  industry_major: null,
  industry_middle: null,
  bank_name: 'Test Bank',
  bank_name_en: null,
  bank_country: 'JP',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  description: 'Parts.',
  features: '',
  requests: '',
  images: [],
  offer_no: 12,
  branch_name: null,
  branch_name_en: null,
  version: 3,
  company_id: '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f',
  company_name: 'Tanaka Seiki',
  company_name_en: null,
  company_country: 'JP',
  bank_remarks: null,
  remand_reason: null,
  denial_reason: null,
  views_count: 0,
  favorites_count: 0,
  review_label: null,
  history: [],
  abilities: { ...NONE, ...abilities },
  identifying_terms: [],
});

async function renderPage(page: React.ReactNode, route: string, path: string, offer: ManagedOffer) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(managedOfferQueryOptions(offer.offer_id).queryKey, offer);
  return renderWithApp(page, { queryClient, route, path });
}

const inHouse = (offer: ManagedOffer) =>
  renderPage(<OfferInHouseDetailPage />, '/company/offer-detail/in-house/:offerId', `/company/offer-detail/in-house/${OFFER_ID}`, offer);

describe('the company’s own offer: Edit and Delete as its abilities allow', () => {
  it('both', async () => {
    await inHouse(offerWith({ edit: true, save_draft: true, delete: true }));
    expect(screen.getByTestId('edit-offer').textContent).toBe(en.offer_pages.in_house_detail.edit);
    expect(screen.getByTestId('edit-offer').getAttribute('href')).toBe(`/company/offer-register/edit/${OFFER_ID}`);
    expect(screen.getByTestId('delete-offer').textContent).toBe(en.offer_pages.in_house_detail.delete);
  });

  it('edit only', async () => {
    await inHouse(offerWith({ edit: true }, 'published'));
    expect(screen.getByTestId('edit-offer')).toBeTruthy();
    expect(screen.queryByTestId('delete-offer')).toBeNull();
  });

  it('neither (under review): no action at all', async () => {
    await inHouse(offerWith({}, 'waiting_for_approval'));
    expect(screen.getByRole('heading', { level: 1, name: /Precision parts supply/ })).toBeTruthy();
    expect(screen.queryByTestId('edit-offer')).toBeNull();
    expect(screen.queryByTestId('delete-offer')).toBeNull();
    expect(screen.queryByRole('button', { name: en.offer_pages.in_house_detail.delete })).toBeNull();
  });
});

const bank = (offer: ManagedOffer) =>
  renderPage(<BankOfferDetailPage />, '/financial-institution/offer-detail/:offerId', `/financial-institution/offer-detail/${OFFER_ID}`, offer);

describe('the bank’s review: Approve, Remand and Deny as its abilities allow', () => {
  const review = en.offer_review.panel;

  it('all three while the offer waits for its decision', async () => {
    await bank(offerWith({ approve: true, remand: true, deny: true }, 'waiting_for_approval'));
    for (const name of [review.approve, review.remand, review.deny]) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('remand and deny without approve', async () => {
    await bank(offerWith({ remand: true, deny: true }, 'waiting_for_approval'));
    expect(screen.queryByRole('button', { name: review.approve })).toBeNull();
    expect(screen.getByRole('button', { name: review.remand })).toBeTruthy();
    expect(screen.getByRole('button', { name: review.deny })).toBeTruthy();
  });

  it('none: the outcome instead of the panel', async () => {
    await bank(offerWith({}, 'published'));
    for (const name of [review.approve, review.remand, review.deny]) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
