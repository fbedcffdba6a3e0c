import { Alert, Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SIGNED_OUT_STATE } from '../../../../shared/limits.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { BankSignInCard } from '../components/bank-sign-in-card.tsx';
import classes from './landing-page.module.css';

const STEPS = ['publish', 'review', 'apply', 'negotiate'] as const;

/**
 * After signing out (`/?state=signed_out`, see SIGNED_OUT_PATH) the page says so, and drops the
 * state from the address so a reload or a shared link does not repeat it.
 */
function useSignedOut(): boolean {
  const [params, setParams] = useSearchParams();
  const [signedOut] = useState(() => params.get('state') === SIGNED_OUT_STATE);
  useEffect(() => {
    if (signedOut) setParams({}, { replace: true });
  }, [signedOut, setParams]);
  return signedOut;
}

/** `/`: what bizmatch is, and one sign-in card per realm from the runtime config. */
export function LandingPage() {
  const { t } = useTranslation();
  const { banks } = useRuntimeConfig();
  const signedOut = useSignedOut();
  useDocumentTitle(t('landing.title'));

  // Banks first, then the operator's realm, each group in the order the server gives.
  const realms = [...banks.filter((b) => b.role === 'bank'), ...banks.filter((b) => b.role === 'kokopelli')];

  return (
    <>
      {signedOut && (
        <Container size="lg" pt="md">
          <Alert role="status" color="teal" variant="light" data-testid="signed-out">
            {t('landing.signed_out')}
          </Alert>
        </Container>
      )}
      <Box component="section" className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg" py={{ base: 48, md: 80 }}>
          <Stack gap="lg" maw={760}>
            <Text fw={700} c="indigo.1" tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
              {t('app.tagline')}
            </Text>
            <Title id="landing-title" order={1} c="white" className={classes.heroTitle}>
              {t('landing.hero_title')}
            </Title>
            <Text size="lg" c="indigo.0">
              {t('landing.hero_lead')}
            </Text>
            <div>
              <Button component="a" href="#sign-in" size="md" variant="white">
                {t('nav.sign_in')}
              </Button>
            </div>
          </Stack>
        </Container>
      </Box>

      <Container component="section" size="lg" py={{ base: 40, md: 64 }} aria-labelledby="how-title">
        <Title id="how-title" order={2} mb="lg">
          {t('landing.how_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" className={classes.steps}>
          {STEPS.map((step, index) => (
            <Card key={step} component="li">
              <ThemeIcon size={36} radius="xl" mb="sm" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {t(`landing.steps.${step}.title`)}
              </Title>
              <Text size="sm">{t(`landing.steps.${step}.body`)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" id="sign-in" className={classes.signIn} aria-labelledby="sign-in-title">
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Title id="sign-in-title" order={2} mb="xs">
            {t('landing.sign_in_title')}
          </Title>
          <Text mb="lg" maw={760}>
            {t('landing.sign_in_lead')}
          </Text>
          {realms.length === 0 ? (
            <Text>{t('landing.no_banks')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {realms.map((bank) => (
                <BankSignInCard key={bank.bank_code} bank={bank} />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </>
  );
}
