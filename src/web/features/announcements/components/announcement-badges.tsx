import { Badge, type MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnnouncementAudience, Announcement } from '../../../../shared/schemas/notifications.ts';

const STATE_COLOR: Record<Announcement['state'], MantineColor> = { scheduled: 'blue', published: 'teal', withdrawn: 'gray' };

/** An announcement's state; dark text on every tint (Mantine's light text shades fall below 4.5:1). */
export function AnnouncementStateBadge({ state }: { state: Announcement['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOR[state]} variant="light" c="dark.8" style={{ minWidth: 'fit-content', flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }} data-testid="announcement-state" data-state={state}>
      {t(`announce.state.${state}`)}
    </Badge>
  );
}

/** "Company · Thailand · All banks": whom it reaches, each empty list read as "any". */
export function audienceSummary(audience: AnnouncementAudience, t: TFunction): string {
  if (audience.roles.length === 0 && audience.countries.length === 0 && audience.bank_codes.length === 0) return t('announce.audience.everyone');
  const roles = audience.roles.length ? audience.roles.map((role) => t(`role.${role}`)).join(', ') : t('announce.audience.any_role');
  const countries = audience.countries.length
    ? audience.countries.map((country) => t(`country.${country}`)).join(', ')
    : t('announce.audience.any_country');
  const banks = audience.bank_codes.length ? audience.bank_codes.join(', ') : t('announce.audience.any_bank');
  return [roles, countries, banks].join(' · ');
}
