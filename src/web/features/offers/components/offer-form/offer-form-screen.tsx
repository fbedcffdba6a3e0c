import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen.tsx';
import { useIndustries } from '../../api/get-industries.ts';
import type { StoredOfferForm } from '../../lib/offer-form-storage.ts';
import { OfferForm } from './offer-form.tsx';
import { RegisterSteps } from './register-steps.tsx';

/**
 * The form step's page body: steps, heading, notices, form. The form opens once the industry
 * list is in, so a stored industry choice finds its option.
 */
export function OfferFormScreen({ title, subtitle, notice, initial }: { title: string; subtitle?: string; notice?: ReactNode; initial: StoredOfferForm }) {
  const industries = useIndustries();
  return (
    <Stack gap="lg">
      <RegisterSteps current="form" />
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        )}
      </div>
      {notice}
      {industries.isPending ? <LoadingScreen /> : <OfferForm initial={initial} />}
    </Stack>
  );
}
