import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTextGate } from '../../../components/page-text-gate.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOverviewSuggestions } from '../api/suggestions.ts';
import { SuggestionResults } from '../components/offer-suggestions.tsx';

/**
 * `/financial-institution/suggestions` (docs/decisions/066-match-suggestions.md): the newest match
 * suggestions for the bank's customers' offers not introduced yet, each with the customer's offer
 * (a link to its review page) and an Introduce button. The counter-offer shows as a partner sees
 * it: the bank cannot open another bank's customer's offer, so it is not a link.
 */
export function BankSuggestionsPage() {
  return (
    <PageTextGate section="suggestions">
      <BankSuggestions />
    </PageTextGate>
  );
}

function BankSuggestions() {
  const { t: ts } = useTranslation('suggestions');
  useDocumentTitle(ts('page_title'));
  const query = useOverviewSuggestions();
  return (
    <Stack gap="lg">
      <PageHeader title={ts('page_title')} lead={ts('page_lead')} />
      <Text size="sm" c="dimmed" maw={760} mt={-8}>
        {ts('explain_bank')}
      </Text>
      <SuggestionResults query={query} audience="bank" showForOffer titleOrder={2} />
    </Stack>
  );
}
