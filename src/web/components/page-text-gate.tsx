import { Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageSection, usePageText } from '../lib/page-text.ts';

/**
 * A page whose text is a page section (lib/page-text.ts): a loader until the section is there in
 * the language shown, then the page, so that it never shows its keys (opened from its address in
 * another language than the one in memory, or switched to one not loaded yet). A part of a page
 * whose place is kept meanwhile gives its own `fallback` (null: nothing) instead of the loader.
 */
export function PageTextGate({ section, fallback, children }: { section: PageSection; fallback?: ReactNode; children: ReactNode }) {
  const ready = usePageText(section);
  const { t } = useTranslation();
  if (!ready && fallback !== undefined) return fallback;
  if (!ready) {
    return (
      <Group justify="center" p="xl" data-testid="page-text-loading">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  return children;
}
