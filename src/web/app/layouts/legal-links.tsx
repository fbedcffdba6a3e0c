import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';

/** Terms of service, privacy policy and the copyright line, as a small labelled navigation. */
export function LegalLinks({ direction }: { direction: 'row' | 'column' }) {
  const { t } = useTranslation();
  const links = (
    <>
      <Anchor component={Link} to={paths.terms.getHref()} size="sm">
        {t('nav.terms')}
      </Anchor>
      <Anchor component={Link} to={paths.privacy.getHref()} size="sm">
        {t('nav.privacy')}
      </Anchor>
    </>
  );
  const copyright = (
    <Text size="xs" c="dimmed">
      {t('app.copyright', { year: new Date().getFullYear() })}
    </Text>
  );
  return direction === 'column' ? (
    <Stack gap={6} component="nav" aria-label={t('nav.legal')}>
      {links}
      {copyright}
    </Stack>
  ) : (
    <Group gap="md" component="nav" aria-label={t('nav.legal')} justify="space-between">
      <Group gap="md">{links}</Group>
      {copyright}
    </Group>
  );
}
