import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens in a new tab without giving the new page a handle on this one, and says so to screen readers. */
export function ExternalLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('app.new_tab')}</VisuallyHidden>
    </Anchor>
  );
}
