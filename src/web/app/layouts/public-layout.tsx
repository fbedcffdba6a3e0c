import { ActionIcon, Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { roleHome } from '../../../shared/enum-values.ts';
import { HomeIcon, UserIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { useSessionProbe } from '../../features/account/api/get-company.ts';
import { paths } from '../../../shared/paths.ts';
import { HeaderLanguageSelect } from './header-language-select.tsx';
import { LegalLinks } from './legal-links.tsx';
import classes from './public-layout.module.css';

/** The frame of the pages anyone may read: landing, terms of service, privacy policy. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { data: company } = useSessionProbe();
  const signIn = { pathname: paths.landing.getHref(), hash: 'sign-in' };

  return (
    <Box className={classes.page}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} to={paths.landing.getHref()} display="block" aria-label={t('app.home_link')}>
              <Logo width={120} alt={t('app.name')} />
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <HeaderLanguageSelect />
              {company ? (
                <>
                  <Button component={Link} to={roleHome(company.role)} visibleFrom="xs">
                    {t('nav.go_home')}
                  </Button>
                  <ActionIcon component={Link} to={roleHome(company.role)} size="lg" hiddenFrom="xs" aria-label={t('nav.go_home')}>
                    <HomeIcon />
                  </ActionIcon>
                </>
              ) : (
                <>
                  <Button component={Link} to={signIn} visibleFrom="xs">
                    {t('nav.sign_in')}
                  </Button>
                  <ActionIcon component={Link} to={signIn} size="lg" hiddenFrom="xs" aria-label={t('nav.sign_in')}>
                    <UserIcon />
                  </ActionIcon>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg" py="lg">
          <LegalLinks direction="row" />
        </Container>
      </Box>
    </Box>
  );
}
