import { AppShell, Card, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

interface Config {
  banks?: { bank_code: string; name: string; name_en: string | null }[];
}

/** A signed-in-like page: header, navigation, a title and lead, and cards from one API call. */
export function FloorPage() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: ['config'], queryFn: async () => (await fetch('/api/config')).json() as Promise<Config> });
  const nav = [t('nav.home'), t('nav.settings'), t('nav.account'), t('nav.terms'), t('nav.privacy')];
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: true } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Text fw={700}>bizmatch</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {nav.map((label) => (
          <NavLink key={label} href="#" label={label} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack>
          <Title order={1}>{t('app.tagline')}</Title>
          <Text>{t('legal.privacy.intro')}</Text>
          {(config.data?.banks ?? []).map((bank) => (
            <Card key={bank.bank_code} withBorder>
              <Text fw={600}>{bank.name_en ?? bank.name}</Text>
              <Text size="sm">{bank.name}</Text>
            </Card>
          ))}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
