import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '../../../../shared/enums.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { formatDate, formatLanguageName, formatNumber } from '../../../lib/format.ts';

// Small renderers shared by the profile lists: each returns null for a missing value ("Not registered").

export const dateValue = (value: string | null, language: Language): ReactNode =>
  value ? formatDate(value, language) : null;

export const numberValue = (value: number | null, language: Language): ReactNode =>
  value === null ? null : formatNumber(value, language);

export const languageValue = (value: string | null, language: Language): ReactNode =>
  value ? formatLanguageName(value, language) : null;

export const emailValue = (value: string | null): ReactNode =>
  value ? <Anchor href={`mailto:${value}`}>{value}</Anchor> : null;

export const phoneValue = (value: string | null): ReactNode =>
  value ? <Anchor href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</Anchor> : null;

/** Only http(s) addresses become links; anything else is shown as text. */
export const websiteValue = (value: string | null): ReactNode => {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return <ExternalLink href={url.href}>{value}</ExternalLink>;
  } catch {
    // not an absolute address
  }
  return value;
};
