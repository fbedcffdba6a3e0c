// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ratesJa } from '../../shared/i18n/sections/rates.ja.ts';
import { i18n, showLanguage } from '../lib/i18n.ts';
import { renderWithApp } from '../testing/render.tsx';
import { PageTextGate } from './page-text-gate.tsx';

function RatesTitle() {
  const { t } = useTranslation('rates');
  return <h1>{t('title')}</h1>;
}

// Test files share one module graph per worker (vitest.config.ts): the language goes back to English.
afterEach(async () => {
  await showLanguage('en');
});

describe('PageTextGate', () => {
  it('shows a loader, never the keys, until the section is there in the language shown, then the page', async () => {
    await renderWithApp(<div />);
    // The language switches to one whose page section was never loaded (the page opened from its address).
    await showLanguage('ja');
    expect(i18n.hasResourceBundle('ja', 'rates')).toBe(false);
    await renderWithApp(
      <PageTextGate section="rates">
        <RatesTitle />
      </PageTextGate>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('page-text-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe(ratesJa.title));
    expect(document.body.textContent).not.toContain('title');
  });
});
