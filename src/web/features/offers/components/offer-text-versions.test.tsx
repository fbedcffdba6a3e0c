// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../shared/i18n/en.ts';
import type { PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { useReadableOffer } from './offer-text-versions.tsx';

type Texts = Pick<PartnerOffer, 'language' | 'title' | 'description' | 'features' | 'requests' | 'translations' | 'machine_translation'>;
const ORIGINAL: Texts = {
  language: 'ja',
  title: '精密減速機の製造ライン',
  description: '製造ライン一式を譲渡します。',
  features: '月産3,000台。',
  requests: '',
  translations: [],
  machine_translation: 'not_needed',
};
const version = (overrides: Partial<Texts['translations'][number]> = {}): Texts['translations'][number] => ({
  language: 'en',
  origin: 'author',
  provider: null,
  made_at: '2026-11-20T00:00:00Z',
  out_of_date: false,
  title: 'Precision reducer line',
  description: '',
  features: 'Output of 3,000 a month.',
  requests: '',
  ...overrides,
});

function Reader({ offer }: { offer: Texts }) {
  const [shown, note] = useReadableOffer(offer);
  return (
    <div>
      <h1>{shown.title}</h1>
      <p data-testid="description">{shown.description}</p>
      <p data-testid="features">{shown.features}</p>
      {note}
    </div>
  );
}

const t = en.offer.versions;

describe('useReadableOffer: an offer as its reader reads it (decision 050)', () => {
  it("shows the reader's version, a blank field in the original, says who wrote it, and switches to the original and back", async () => {
    await renderWithApp(<Reader offer={{ ...ORIGINAL, translations: [version()] }} />);
    expect(screen.getByRole('heading').textContent).toContain('Precision reducer line');
    expect(screen.getByTestId('description').textContent).toContain('製造ライン一式を譲渡します。');
    expect(screen.getByTestId('features').textContent).toContain('Output of 3,000 a month.');
    expect(screen.getByTestId('text-version-label').textContent).toContain(t.author.replace('{{language}}', t.language.en));
    fireEvent.click(screen.getByTestId('show-original'));
    expect(screen.getByRole('heading').textContent).toContain('精密減速機の製造ライン');
    expect(screen.getByTestId('text-version-label').textContent).toContain(t.original.replace('{{language}}', t.language.ja));
    fireEvent.click(screen.getByTestId('show-original'));
    expect(screen.getByRole('heading').textContent).toContain('Precision reducer line');
  });

  it("names the machine's provider, and marks a person's version out of date", async () => {
    const { unmount } = await renderWithApp(<Reader offer={{ ...ORIGINAL, translations: [version({ origin: 'machine', provider: 'libretranslate' })] }} />);
    expect(screen.getByTestId('text-version-label').textContent).toContain('LibreTranslate');
    unmount();
    await renderWithApp(<Reader offer={{ ...ORIGINAL, translations: [version({ out_of_date: true })] }} />);
    expect(screen.getByTestId('text-version-out-of-date').textContent).toContain(t.out_of_date);
  });

  it('says why there is no translation, and shows nothing more for an offer in the reader language', async () => {
    const { unmount } = await renderWithApp(<Reader offer={{ ...ORIGINAL, machine_translation: 'forbidden' }} />);
    expect(screen.getByTestId('machine-forbidden').textContent).toContain(t.machine_forbidden);
    expect(screen.getByRole('heading').textContent).toContain('精密減速機の製造ライン');
    unmount();
    await renderWithApp(<Reader offer={{ ...ORIGINAL, language: 'en', title: 'Reducers' }} />);
    expect(screen.queryByTestId('text-version-note')).toBeNull();
  });
});
