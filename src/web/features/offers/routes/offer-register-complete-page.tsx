import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { CompletionCard } from '../../../components/completion-card.tsx';
import { ListIcon, PlusIcon } from '../../../components/icons.tsx';
import { localizedName } from '../../../lib/localized-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { RegisterSteps } from '../components/offer-form/register-steps.tsx';
import type { RegisteredOfferState } from './offer-register-confirm-page.tsx';

const isRegistered = (state: unknown): state is RegisteredOfferState =>
  typeof state === 'object' && state !== null && 'ref' in state && 'title' in state && 'bank' in state;

/** `/company/offer-register/complete`: the offer went to the bank for review; register another or see the list. */
export function OfferRegisterCompletePage() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const language = useLanguage();
  const registered = isRegistered(state) ? state : null;
  useDocumentTitle(t('offer_register.complete.title'));
  return (
    <Stack gap="lg">
      <RegisterSteps current="complete" />
      <CompletionCard title={t('offer_register.complete.title')}>
        <Text size="lg" data-testid="complete-lead">
          {registered ? t('offer_register.complete.lead_bank', { bank: localizedName(registered.bank, language) }) : t('offer_register.complete.lead')}
        </Text>
        {registered && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('offer_register.complete.offer', { ref: registered.ref, title: registered.title })}
          </Text>
        )}
        <Text c="dimmed" maw={560}>
          {t('offer_register.complete.next')}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={paths.company.offerRegisterSelect.getHref()} variant="default" leftSection={<PlusIcon size={16} />}>
            {t('offer_register.complete.another')}
          </Button>
          <Button component={Link} to={paths.company.offerInHouse.getHref()} leftSection={<ListIcon size={16} />}>
            {t('offer_register.complete.list')}
          </Button>
        </Group>
      </CompletionCard>
    </Stack>
  );
}
