import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../lib/runtime-config.ts';
import { ExternalIcon } from './icons.tsx';

/** A link to the external feedback form (address from the runtime config), opened in a new tab. */
export function FeedbackFormButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const { feedback_form_url } = useRuntimeConfig();
  return (
    <Button
      component="a"
      href={feedback_form_url}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<ExternalIcon size={16} />}
      {...props}
    >
      {children}
      <VisuallyHidden> {t('app.new_tab')}</VisuallyHidden>
    </Button>
  );
}
