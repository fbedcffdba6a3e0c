// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../../../shared/i18n/en.ts';
import { suggestionsEn } from '../../../../shared/i18n/sections/suggestions.en.ts';
import type { Suggestion, Suggestions } from '../../../../shared/schemas/suggestions.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { loadPageText } from '../../../lib/page-text.ts';
import { loadEnglish, renderWithApp, testQueryClient } from '../../../testing/render.tsx';
import { offerSuggestionsQueryOptions } from '../api/suggestions.ts';
import { OfferSuggestions, SuggestionList, termParts } from './offer-suggestions.tsx';

const FOR_OFFER_ID = '11111111-1111-4111-8111-111111111111';
const SUGGESTED_ID = '22222222-2222-4222-8222-222222222222';
const text = suggestionsEn;

/** A counter-offer written in Japanese with an English title version, as a partner sees it: no company name. */
const suggestion = (overrides: Partial<Suggestion> = {}): Suggestion => ({
  for_offer: { offer_id: FOR_OFFER_ID, public_ref: 'OWN1REF', title: 'Gear reducer line for sale' },
  offer: {
    offer_id: SUGGESTED_ID,
    public_ref: 'PARTNER9',
    type: 'buy',
    status: 'published',
    is_public: true,
    title: '減速機の調達先を探しています',
    language: 'ja',
    title_versions: [{ language: 'en', origin: 'author', provider: null, title: 'Looking for a gear reducer supplier' }],
    price_min: 1_000_000,
    price_max: 5_000_000,
    currency: 'JPY',
    period_start: null,
    period_end: null,
    target_country: 'TH',
    industry_major: { code: 'E', name_en: 'Manufacturing', name_ja: '製造業', name_th: 'การผลิต' },
    industry_middle: { code: '25', name_en: 'General-purpose machinery', name_ja: 'はん用機械器具製造業', name_th: 'เครื่องจักรอเนกประสงค์' },
    bank_name: '湊銀行',
    bank_name_en: 'Minato Bank',
    bank_country: 'JP',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-02T00:00:00.000Z',
    thumbnail_url: null,
  },
  score: 6,
  reasons: { industry: 'same', price_overlap: true, terms: [{ ja: '減速機', en: 'reducer', th: 'เกียร์ทด' }] },
  introduced: false,
  abilities: { introduce: false },
  ...overrides,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The browser's one client answering from a table; every call is recorded. */
function answer(routes: Record<string, () => Response | Promise<Response>>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^.*\/api\//, '');
    return (routes[`${init?.method ?? 'GET'} ${path}`] ?? (() => json(404, { status: 404, code: 'not_found', message: 'x' })))();
  });
  apiClient.configure({ baseUrl: '/api/', fetch: fetch as unknown as typeof globalThis.fetch });
  return fetch;
}
const INTRODUCE = `POST offers/${FOR_OFFER_ID}/suggestions/${SUGGESTED_ID}/introduce`;
const token = () => json(200, { csrf_token: 't' });

beforeAll(async () => {
  await loadEnglish();
  await loadPageText('suggestions');
});

afterEach(() => {
  apiClient.configure({ fetch: (input, init) => globalThis.fetch(input, init) });
  vi.restoreAllMocks();
});

describe('a suggestion as a company reads it', () => {
  it('shows the counter-offer’s title in the reader’s language as a link to its partner page, its reference, type, industry, price and reasons', async () => {
    await renderWithApp(<SuggestionList items={[suggestion()]} audience="company" showForOffer titleOrder={3} />);
    const list = screen.getByRole('list', { name: text.list_label });
    const card = within(list).getAllByTestId('suggestion')[0]!;
    const link = within(card).getByRole('link', { name: 'Looking for a gear reducer supplier' });
    expect(link.getAttribute('href')).toBe(`/company/offer-detail/business-partner/${SUGGESTED_ID}`);
    expect(within(card).getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('en');
    // The original under the reader's version, in its own language.
    expect(within(card).getByTestId('original-title').textContent).toContain('減速機の調達先を探しています');
    expect(within(card).getByTestId('suggestion-reference').textContent).toBe('Offer reference: PARTNER9');
    expect(card.textContent).toContain(en.offer.type.buy);
    expect(card.textContent).toContain('Manufacturing / General-purpose machinery');
    expect(card.textContent).toContain('Target country: Thailand');
    expect(card.textContent).toMatch(/Desired transaction price: \S*¥1,000,000 – \S*¥5,000,000/);
    // The reasons: a list of chips, the term in the reader's language, then the counter-offer's.
    const reasons = within(card).getByRole('list', { name: text.reasons_label });
    expect(within(reasons).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Same industry', 'Prices overlap', 'Both mention reducer / 減速機']);
    expect(within(reasons).getByText('減速機').getAttribute('lang')).toBe('ja');
    // Which of the company's offers it fits, linking to that offer's own page.
    const forOffer = within(card).getByTestId('suggestion-for-offer');
    expect(forOffer.textContent).toBe('For your offer: Gear reducer line for sale (OWN1REF)');
    expect(within(forOffer).getByRole('link').getAttribute('href')).toBe(`/company/offer-detail/in-house/${FOR_OFFER_ID}`);
    // A company never introduces.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when a bank introduced the pair, and a related industry without a price or terms', async () => {
    await renderWithApp(
      <SuggestionList items={[suggestion({ introduced: true, reasons: { industry: 'related', price_overlap: false, terms: [] } })]} audience="company" titleOrder={3} />,
    );
    expect(screen.getByTestId('suggestion-introduced').textContent).toBe(text.introduced_company);
    expect(within(screen.getByTestId('suggestion-reasons')).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Related industry']);
    expect(screen.queryByTestId('suggestion-for-offer')).toBeNull();
  });

  it('explains the empty list', async () => {
    await renderWithApp(<SuggestionList items={[]} audience="company" titleOrder={3} />);
    expect(screen.getByTestId('suggestions-empty').textContent).toBe(text.empty);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('a suggestion as the offer’s bank reads it', () => {
  const introducible = suggestion({ abilities: { introduce: true } });

  async function renderOfferSection(items: Suggestion[]) {
    const queryClient = testQueryClient();
    queryClient.setQueryData<Suggestions>(offerSuggestionsQueryOptions(FOR_OFFER_ID).queryKey, { items, abilities: { introduce: true } });
    return renderWithApp(<OfferSuggestions offerId={FOR_OFFER_ID} audience="bank" />, { queryClient });
  }

  it('has no link to the counter-offer, and introduces it: the button is disabled while the request runs, then the pair shows introduced', async () => {
    let release!: () => void;
    const sent = new Promise<void>((resolve) => (release = resolve));
    const fetch = answer({
      'GET csrf': token,
      [INTRODUCE]: async () => {
        await sent;
        return json(200, { ...introducible, introduced: true, abilities: { introduce: false } });
      },
    });
    await renderOfferSection([introducible]);
    expect(screen.getByRole('heading', { level: 2, name: text.bank_offer_title })).toBeTruthy();
    expect(screen.getByText(text.explain_bank)).toBeTruthy();
    const card = screen.getByTestId('suggestion');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Looking for a gear reducer supplier');

    // The button names the two offers it introduces to each other; its text is its name's start.
    const button = within(card).getByRole('button', { name: 'Introduce “Looking for a gear reducer supplier” for “Gear reducer line for sale”' });
    expect(button.textContent).toBe(text.introduce);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() => expect(within(card).getByTestId('suggestion-introduced').textContent).toBe(text.introduced));
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByRole('status').textContent).toContain(text.introduce_done);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows a pair another introduced first (409) as introduced', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer({ 'GET csrf': token, [INTRODUCE]: () => json(409, { status: 409, code: 'invalid_transition', message: 'x', detail: 'This pair was introduced already.' }) });
    await renderOfferSection([introducible]);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(text.introduce) }));
    await waitFor(() => expect(screen.getByTestId('suggestion-introduced').textContent).toBe(text.introduced));
    expect(screen.queryByTestId('suggestion-introduce-error')).toBeNull();
  });

  it('shows the API’s error in the reader’s language and keeps the button', async () => {
    answer({ 'GET csrf': token, [INTRODUCE]: () => json(404, { status: 404, code: 'not_found', message: 'x' }) });
    await renderOfferSection([introducible]);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(text.introduce) }));
    const alert = await screen.findByTestId('suggestion-introduce-error');
    expect(alert.textContent).toBe(en.api_error.not_found);
    expect(screen.getByRole('button', { name: new RegExp(text.introduce) })).toBeTruthy();
  });

  it('shows no button on a pair it may not introduce', async () => {
    await renderWithApp(<SuggestionList items={[suggestion()]} audience="bank" titleOrder={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Looking for a gear reducer supplier');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains its empty list', async () => {
    await renderWithApp(<SuggestionList items={[]} audience="bank" titleOrder={2} />);
    expect(screen.getByTestId('suggestions-empty').textContent).toBe(text.empty_bank);
  });
});

describe('a reason’s term', () => {
  const term = { ja: '減速機', en: 'reducer', th: 'เกียร์ทด' };
  it('is the reader’s, then the counter-offer’s when its language differs', () => {
    expect(termParts(term, 'ja', 'en')).toEqual([
      { text: '減速機', language: 'ja' },
      { text: 'reducer', language: 'en' },
    ]);
    expect(termParts(term, 'th', 'th')).toEqual([{ text: 'เกียร์ทด', language: 'th' }]);
  });
  it('is what the group has when a language lacks it, once when both are written alike', () => {
    expect(termParts({ en: 'reducer' }, 'ja', 'th')).toEqual([{ text: 'reducer', language: 'en' }]);
    expect(termParts({ ja: 'IoT', en: 'IoT' }, 'ja', 'en')).toEqual([{ text: 'IoT', language: 'ja' }]);
    expect(termParts({ th: 'เกียร์ทด' }, 'ja', 'en')).toEqual([{ text: 'เกียร์ทด', language: 'th' }]);
  });
});
