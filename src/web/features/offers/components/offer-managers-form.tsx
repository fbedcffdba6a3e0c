import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferManagers } from '../../../../shared/schemas/offer-views.ts';
import { useOfferManagers } from '../api/get-offer-managers.ts';
import { useUpdateOfferManagers } from '../api/update-offer-managers.ts';
import { personName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const tickedOf = (data: OfferManagers | undefined) => (data?.items ?? []).filter((user) => user.is_offer_manager).map((user) => user.user_id);

/**
 * Offer-manager settings (docs/product/screens-and-routes.md, docs/product/README.md#parties-and-tenancy): administrators tick which users of the company
 * manage its offers; none ticked means every user may. Other users see the settings read-only;
 * the server refuses their changes whatever the page shows. The ticks follow the server's answer
 * until the user changes one, and again after each answer; the request is checked against its shared
 * schema when sent (update-offer-managers.ts). One checkbox group needs no form library, so the
 * offer manage page loads none (the first-load budget, decision 022).
 */
export function OfferManagersForm({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const managers = useOfferManagers();
  // Who may name the managers is the server's answer (administrators), never this page's.
  const canEdit = managers.data?.abilities.edit ?? false;
  const update = useUpdateOfferManagers();
  const saved = tickedOf(managers.data);
  // The user's ticks, kept only while the server's answer they started from is still the latest.
  const savedKey = saved.join(',');
  const [draft, setDraft] = useState<{ from: string; ids: string[] } | null>(null);
  const selected = draft?.from === savedKey ? draft.ids : saved;

  // The same people in another order are no change.
  const dirty = selected.length !== saved.length || selected.some((id) => !saved.includes(id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(selected);
  };

  return (
    <Card component="section" aria-labelledby="offer-managers-title" data-testid="offer-managers">
      <Title id="offer-managers-title" order={2} size="h4" mb="xs">
        {t('offer_pages.manage.managers_title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('offer_pages.manage.managers_lead')}
      </Text>
      {managers.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : managers.isError ? (
        <Alert color="red" role="alert">
          {t('offer_pages.load_failed')}
        </Alert>
      ) : (
        <form onSubmit={submit} aria-labelledby="offer-managers-title">
          <Stack gap="md">
            <Text size="sm" fw={600} data-testid="offer-managers-rule">
              {saved.length === 0
                ? t('offer_pages.manage.managers_current_all')
                : t('offer_pages.manage.managers_current_named', { number: saved.length })}
            </Text>
            {!canEdit && (
              <Alert color="gray" variant="light" data-testid="offer-managers-read-only">
                {t('offer_pages.manage.managers_read_only')}
              </Alert>
            )}
            <Checkbox.Group
              label={t('offer_pages.manage.managers_table')}
              description={t('offer_pages.manage.managers_none_rule')}
              value={selected}
              onChange={(ids) => {
                update.reset();
                setDraft({ from: savedKey, ids });
              }}
            >
              <Stack gap="sm" mt="sm">
                {managers.data.items.map((user) => (
                  <Checkbox
                    key={user.user_id}
                    value={user.user_id}
                    disabled={!canEdit}
                    label={
                      <Group gap="xs" component="span">
                        <Text span fw={600} size="sm">
                          {personName(user, language)}
                        </Text>
                        {user.user_id === currentUserId && (
                          <Text span size="sm" c="dimmed">
                            {t('offer_pages.manage.you')}
                          </Text>
                        )}
                        <Badge component="span" size="sm" variant={user.user_type === 'administrator' ? 'filled' : 'light'}>
                          {t(`user_type.${user.user_type}`)}
                        </Badge>
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {canEdit && (
              <Group gap="sm">
                <Button type="submit" loading={update.isPending} disabled={!dirty}>
                  {t('offer_pages.manage.save')}
                </Button>
              </Group>
            )}
            <div role="status" aria-live="polite">
              {update.isSuccess && !dirty && (
                <Alert color="teal" variant="light">
                  {t('offer_pages.manage.saved')}
                </Alert>
              )}
            </div>
            {update.isError && (
              <Alert color="red" role="alert">
                {t('offer_pages.manage.save_failed')}
              </Alert>
            )}
          </Stack>
        </form>
      )}
    </Card>
  );
}
