import { Anchor, AppShell, Badge, Box, Burger, Button, Container, Divider, Group, NavLink, Stack, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { Role } from '../../../shared/enums.ts';
import {
  BellIcon,
  ChartIcon,
  ChecklistIcon,
  ClipboardIcon,
  DocumentIcon,
  ExchangeIcon,
  ExternalIcon,
  HomeIcon,
  ListIcon,
  LogoutIcon,
  NewsIcon,
  PlusIcon,
  SearchIcon,
  SendIcon,
  SettingsIcon,
  StarIcon,
  GlobeIcon,
} from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { useCompany } from '../../features/account/api/get-company.ts';
import { InboxLive, NotificationBell } from '../../features/inbox/components/notification-bell.tsx';
import { useUser } from '../../lib/current-user.ts';
import { accountUrl } from '../../lib/external-urls.ts';
import { localizedName, personName } from '../../lib/localized-name.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { paths } from '../../../shared/paths.ts';
import { HeaderLanguageSelect } from './header-language-select.tsx';
import { LegalLinks } from './legal-links.tsx';
import { markSigningOut } from '../../lib/signing-out.ts';

const NAVIGATION_ID = 'area-navigation';

function useSessionSummary() {
  const company = useCompany();
  const user = useUser();
  const config = useRuntimeConfig();
  const language = useLanguage();
  return {
    organisation: localizedName(company, language),
    userName: personName(user, language),
    accountHref: accountUrl(config, company.bank_code),
  };
}

function AccountLink({ href, fullWidth }: { href: string; fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="subtle"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      leftSection={<ExternalIcon size={16} />}
    >
      {t('nav.account')}
      <VisuallyHidden> {t('app.new_tab')}</VisuallyHidden>
    </Button>
  );
}

function LogoutLink({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  // The server owns /logout: a full page navigation ends the session there.
  return (
    <Button
      component="a"
      href={paths.logout.getHref()}
      onClick={markSigningOut}
      variant="default"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      leftSection={<LogoutIcon size={16} />}
    >
      {t('nav.logout')}
    </Button>
  );
}

function AreaHeader({ role, opened, onToggle }: { role: Role; opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { organisation, userName, accountHref } = useSessionSummary();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={onToggle}
          hiddenFrom="md"
          size="sm"
          aria-label={opened ? t('nav.close_menu') : t('nav.open_menu')}
          aria-expanded={opened}
          aria-controls={NAVIGATION_ID}
        />
        <Anchor component={Link} to={paths.area.home(role)} display="block" aria-label={t('nav.home')}>
          <Logo width={120} alt={t('app.name')} />
        </Anchor>
        <Badge variant="light" visibleFrom="sm">
          {t(`role.${role}`)}
        </Badge>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Box visibleFrom="md" ta="right" maw={280} data-testid="header-session">
          <Text fw={600} size="sm" truncate="end">
            {organisation}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {t('nav.signed_in_as', { name: userName })}
          </Text>
        </Box>
        <NotificationBell role={role} />
        <HeaderLanguageSelect />
        <Group gap="xs" wrap="nowrap" visibleFrom="md">
          <AccountLink href={accountHref} />
          <LogoutLink />
        </Group>
      </Group>
    </Group>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon: (props: { size?: number }) => ReactElement;
}

function AreaNavigation({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { organisation, userName, accountHref } = useSessionSummary();
  const areaItems: Record<Role, NavItem[]> = {
    enterprise: [
      { to: paths.company.offerSearch.getHref(), label: t('nav.offer_search'), icon: SearchIcon },
      { to: paths.company.offerRegisterSelect.getHref(), label: t('nav.offer_register'), icon: PlusIcon },
      { to: paths.company.offerInHouse.getHref(), label: t('nav.offer_in_house'), icon: ListIcon },
      { to: paths.company.offerManage.getHref(), label: t('nav.offer_manager_settings'), icon: ClipboardIcon },
      { to: paths.company.offerFavorites.getHref(), label: t('nav.offer_favorites'), icon: StarIcon },
      { to: paths.company.savedSearches.getHref(), label: t('offer_pages.nav_saved_searches'), icon: BellIcon },
      { to: paths.company.applicationHistory.getHref(), label: t('negotiation_apply.nav.application_history'), icon: DocumentIcon },
      { to: paths.company.trading.getHref(), label: t('negotiation.nav.company'), icon: ExchangeIcon },
    ],
    bank: [
      { to: paths.bank.dashboard.getHref(), label: t('dashboard.nav'), icon: ChartIcon },
      { to: paths.bank.offerManage.getHref(), label: t('nav.offer_manage'), icon: ClipboardIcon },
      { to: paths.bank.suggestions.getHref(), label: t('offer_review.nav_suggestions'), icon: StarIcon },
      { to: paths.bank.negotiationManage.getHref(), label: t('negotiation.nav.manage'), icon: ExchangeIcon },
    ],
    kokopelli: [
      { to: paths.kokopelli.dashboard.getHref(), label: t('dashboard.nav'), icon: ChartIcon },
      { to: paths.kokopelli.offerManage.getHref(), label: t('nav.offer_manage'), icon: ClipboardIcon },
      { to: paths.kokopelli.negotiationManage.getHref(), label: t('negotiation.nav.manage'), icon: ExchangeIcon },
      { to: paths.kokopelli.notificationManage.getHref(), label: t('announce.nav.manage'), icon: DocumentIcon },
      { to: paths.kokopelli.emailOutbox.getHref(), label: t('announce.nav.outbox'), icon: SendIcon },
      { to: paths.kokopelli.exchangeRates.getHref(), label: t('announce.nav.exchange_rates'), icon: GlobeIcon },
      { to: paths.kokopelli.glossary.getHref(), label: t('announce.nav.glossary'), icon: ListIcon },
    ],
    coordinator: [{ to: paths.coordinator.trading.getHref(), label: t('negotiation.nav.coordinator'), icon: ExchangeIcon }],
  };
  const items: NavItem[] = [
    { to: paths.area.home(role), label: t('nav.home'), icon: HomeIcon },
    { to: paths.area.todo.getHref(role), label: t('inbox.nav.todo'), icon: ChecklistIcon },
    { to: paths.area.notifications.getHref(role), label: t('inbox.nav.notifications'), icon: BellIcon },
    { to: paths.area.news.getHref(role), label: t('inbox.nav.news'), icon: NewsIcon },
    ...areaItems[role],
    { to: paths.area.settings(role), label: t('nav.settings'), icon: SettingsIcon },
  ];
  return (
    <>
      <AppShell.Section hiddenFrom="md" mb="md">
        <Badge variant="light" mb={6}>
          {t(`role.${role}`)}
        </Badge>
        <Text fw={600}>{organisation}</Text>
        <Text size="sm" c="dimmed">
          {t('nav.signed_in_as', { name: userName })}
        </Text>
      </AppShell.Section>
      <AppShell.Section grow>
        <Stack gap={4}>
          {items.map((item) => {
            const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                leftSection={<item.icon />}
              />
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Stack gap="xs" hiddenFrom="md" mb="md">
          <AccountLink href={accountHref} fullWidth />
          <LogoutLink fullWidth />
        </Stack>
        <Divider mb="sm" />
        <LegalLinks direction="column" />
      </AppShell.Section>
    </>
  );
}

/** A role area's frame (docs/product/screens-and-routes.md): header, navigation and main content, or main content alone. */
export function AreaLayout({ role, withHeader }: { role: Role; withHeader: boolean }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => {
    close();
  }, [pathname, close]);

  // On a phone the navigation is a closed drawer: its contents are made when it first opens (or the
  // window grows to where it shows), not in the first render, which a phone lays out slowest.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const [navigationMade, setNavigationMade] = useState(false);
  if ((wide || opened) && !navigationMade) setNavigationMade(true);

  if (!withHeader) {
    return (
      <Box mih="100dvh" bg="gray.0">
        <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" py="lg">
          <Outlet />
        </Container>
        <Container component="footer" size="lg" pb="lg">
          <LegalLinks direction="row" />
        </Container>
      </Box>
    );
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <SkipLink />
      <InboxLive />
      <AppShell.Header>
        <AreaHeader role={role} opened={opened} onToggle={toggle} />
      </AppShell.Header>
      <AppShell.Navbar id={NAVIGATION_ID} p="md" aria-label={t('nav.main')}>
        {navigationMade && <AreaNavigation role={role} />}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0">
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
