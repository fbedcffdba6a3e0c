// Outside the area layouts, so it brings the signed-in pages' Mantine styles itself (decision 022).
import '../../../styles/mantine-app.css';
import { Anchor, Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferType } from '../../../../shared/schemas/offer.ts';
import { paths } from '../../../../shared/paths.ts';
import { ListIcon, PlusIcon, SearchIcon } from '../../../components/icons.tsx';
import { Logo } from '../../../components/logo.tsx';
import { MAIN_CONTENT_ID } from '../../../components/skip-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { clearOfferForm } from '../lib/offer-form-storage.ts';
import { RegisterSteps } from '../components/offer-form/register-steps.tsx';
import classes from '../components/offer-form/offer-form.module.css';

const formHref = (type: OfferType) => `${paths.company.offerRegisterForm.getHref()}?type=${type}`;

function TypeCard({ type, icon: Icon, color }: { type: OfferType; icon: (props: { size?: number }) => ReactElement; color: string }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={formHref(type)}
      // A new choice starts a new offer: whatever was in progress in this tab is dropped.
      onClick={() => clearOfferForm()}
      withBorder
      padding="xl"
      radius="md"
      className={classes.typeCard}
      data-testid={`choose-${type}`}
    >
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={52} radius="md" variant="light" color={color} aria-hidden="true">
            <Icon size={28} />
          </ThemeIcon>
          <Title id={`type-${type}-title`} order={2} size="h3">
            {t(`offer_register.select.${type}_title`)}
          </Title>
        </Group>
        <Text id={`type-${type}-body`} style={{ flex: 1 }}>
          {t(`offer_register.select.${type}_body`)}
        </Text>
        <Badge component="span" size="lg" variant="filled" color={color} style={{ alignSelf: 'flex-start', textTransform: 'none' }}>
          {t(`offer_register.select.choose_${type}`)} →
        </Badge>
      </Stack>
    </Card>
  );
}

/** `/company/offer-register/select` (docs/product/screens-and-routes.md, no layout): sale or purchase, the first step of "Add new offer". */
export function OfferRegisterSelectPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_register.select.title'));
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.area.home('enterprise')} aria-label={t('nav.home')}>
              <Logo width={120} alt={t('app.name')} />
            </Anchor>
            <Button
              component={Link}
              to={paths.company.offerInHouse.getHref()}
              variant="subtle"
              leftSection={<ListIcon size={16} />}
              // The label wraps rather than runs off a phone screen.
              h="auto"
              py={6}
              miw={0}
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
            >
              {t('offer_register.select.back')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
        <Stack gap="xl">
          <RegisterSteps current="select" />
          <div>
            <Title order={1}>{t('offer_register.select.title')}</Title>
            <Text mt="xs" size="lg">
              {t('offer_register.select.lead')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TypeCard type="sell" icon={PlusIcon} color="indigo" />
            <TypeCard type="buy" icon={SearchIcon} color="grape" />
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
