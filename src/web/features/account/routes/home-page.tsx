import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { ClipboardIcon, DocumentIcon, ExchangeIcon, ListIcon, PlusIcon, SearchIcon, SettingsIcon, ShieldIcon } from '../../../components/icons.tsx';
import { localizedOptionalName, personName } from '../../../lib/localized-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { Company } from '../../../../shared/schemas/session.ts';
import { useCompany } from '../api/get-company.ts';
import { useUser } from '../../../lib/current-user.ts';
import { emailValue } from '../components/profile-values.tsx';
import classes from './home-page.module.css';

interface QuickLink {
  to: string;
  title: string;
  body: string;
  icon: ComponentType<{ size?: number }>;
}

function QuickLinkCard({ link }: { link: QuickLink }) {
  return (
    <Card component={Link} to={link.to} className={classes.quickLink}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          <link.icon size={22} />
        </ThemeIcon>
        <div>
          <Text fw={700} c="indigo.8">
            {link.title}
          </Text>
          <Text size="sm">{link.body}</Text>
        </div>
      </Group>
    </Card>
  );
}

/**
 * Every role's home (docs/product/screens-and-routes.md): the organisation, the user, and links that work today; `inbox` is
 * another feature's summary (to-do, unread notifications, news), put in by app/routes.
 */
export function HomePage({ inbox }: { inbox?: ReactNode } = {}) {
  const { t } = useTranslation();
  const company = useCompany();
  const user = useUser();
  const language = useLanguage();
  useDocumentTitle(t('home.title'));

  const roleLinks: Record<Company['role'], QuickLink[]> = {
    enterprise: [
      { to: paths.company.offerSearch.getHref(), title: t('nav.offer_search'), body: t('home.links.offer_search'), icon: SearchIcon },
      { to: paths.company.offerRegisterSelect.getHref(), title: t('nav.offer_register'), body: t('home.links.offer_register'), icon: PlusIcon },
      { to: paths.company.offerInHouse.getHref(), title: t('nav.offer_in_house'), body: t('home.links.offer_in_house'), icon: ListIcon },
      { to: paths.company.trading.getHref(), title: t('negotiation.nav.company'), body: t('negotiation.home_links.company'), icon: ExchangeIcon },
    ],
    bank: [
      { to: paths.bank.offerManage.getHref(), title: t('nav.offer_manage'), body: t('home.links.bank_offer_manage'), icon: ClipboardIcon },
      { to: paths.bank.negotiationManage.getHref(), title: t('negotiation.nav.manage'), body: t('negotiation.home_links.bank'), icon: ExchangeIcon },
    ],
    kokopelli: [
      { to: paths.kokopelli.offerManage.getHref(), title: t('nav.offer_manage'), body: t('home.links.operator_offer_manage'), icon: ClipboardIcon },
      { to: paths.kokopelli.negotiationManage.getHref(), title: t('negotiation.nav.manage'), body: t('negotiation.home_links.operator'), icon: ExchangeIcon },
    ],
    coordinator: [
      { to: paths.coordinator.trading.getHref(), title: t('negotiation.nav.coordinator'), body: t('negotiation.home_links.coordinator'), icon: ExchangeIcon },
    ],
  };
  const quickLinks: QuickLink[] = [
    ...roleLinks[company.role],
    { to: paths.area.settings(company.role), title: t('nav.settings'), body: t('home.links.settings'), icon: SettingsIcon },
    { to: paths.terms.getHref(), title: t('nav.terms'), body: t('home.links.terms'), icon: DocumentIcon },
    { to: paths.privacy.getHref(), title: t('nav.privacy'), body: t('home.links.privacy'), icon: ShieldIcon },
  ];

  return (
    <Stack gap="xl">
      <div>
        <Text size="sm" fw={600} c="indigo.8">
          {t('home.title')}
        </Text>
        <Title order={1}>{t('home.welcome', { name: personName(user, language) })}</Title>
        <Text mt="xs" maw={720}>
          {t(`home.lead.${company.role}`)}
        </Text>
      </div>

      {inbox}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card component="section" aria-labelledby="home-organisation">
          <Title id="home-organisation" order={2} size="h4" mb="xs">
            {t('home.organisation_title')}
          </Title>
          <FieldList
            items={[
              { key: 'name', label: t('fields.company_name'), value: company.name },
              { key: 'name_en', label: t('fields.company_name_en'), value: company.name_en },
              { key: 'role', label: t('fields.role'), value: t(`role.${company.role}`) },
              { key: 'country', label: t('fields.country'), value: t(`country.${company.country}`) },
              ...(company.role === 'enterprise'
                ? [
                    {
                      key: 'bank_name',
                      label: t('fields.bank_name'),
                      value: localizedOptionalName(company.bank_name, company.bank_name_en, language),
                    },
                    {
                      key: 'branch_name',
                      label: t('fields.branch_name'),
                      value: localizedOptionalName(company.branch_name, company.branch_name_en, language),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
        <Card component="section" aria-labelledby="home-account">
          <Title id="home-account" order={2} size="h4" mb="xs">
            {t('home.account_title')}
          </Title>
          <FieldList
            items={[
              { key: 'name', label: t('fields.name'), value: user.name },
              { key: 'display_name', label: t('fields.display_name'), value: user.display_name },
              { key: 'email', label: t('fields.email'), value: emailValue(user.email) },
              { key: 'user_type', label: t('fields.user_type'), value: t(`user_type.${user.user_type}`) },
              // Only companies sign contracts: banks, the office and coordinators have no signatory.
              ...(company.role === 'enterprise'
                ? [
                    {
                      key: 'is_contract_signatory',
                      label: t('fields.is_contract_signatory'),
                      value: user.is_contract_signatory ? t('common.yes') : t('common.no'),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </SimpleGrid>

      <section aria-labelledby="home-links">
        <Title id="home-links" order={2} size="h4" mb="sm">
          {t('home.quick_links_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {quickLinks.map((link) => (
            <QuickLinkCard key={link.to} link={link} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
