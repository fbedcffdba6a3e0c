import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MODES, type EmailMode, type EmailSettings, NOTIFICATION_GROUPS } from '../../../../shared/schemas/notifications.ts';
import { useEmailSettings } from '../api/get-email-settings.ts';
import { useUpdateEmailSettings } from '../api/update-email-settings.ts';

/** What the form shows, hidden under a skeleton, until the stored settings arrive: the same size, so nothing below it moves. */
const PLACEHOLDER = Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, EMAIL_MODES[0]])) as EmailSettings;

/** The settings page's "E-mail notifications": per notification group, off, immediately or a daily digest. */
export function EmailSettingsSection() {
  const { t } = useTranslation();
  const stored = useEmailSettings();
  const save = useUpdateEmailSettings();
  const [draft, setDraft] = useState<EmailSettings | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
  const shown = draft ?? PLACEHOLDER;
  const changed = !!draft && !!stored.data && NOTIFICATION_GROUPS.some((group) => draft[group] !== stored.data[group]);

  return (
    <Card component="section" aria-labelledby="settings-email" data-testid="email-settings">
      <Title id="settings-email" order={2} size="h4" mb={4}>
        {t('inbox.email.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('inbox.email.lead')}
      </Text>
      {stored.isError ? (
        <Alert color="red" role="alert">
          {t('inbox.email.failed')}
        </Alert>
      ) : (
        // Until the stored settings arrive the form is drawn under a skeleton, inert, at its own size.
        <Skeleton visible={!draft} aria-busy={!draft}>
          <form
            inert={!draft}
            onSubmit={(event) => {
              event.preventDefault();
              if (draft) save.mutate(draft);
            }}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {NOTIFICATION_GROUPS.map((group) => (
                  <NativeSelect
                    key={group}
                    label={t(`inbox.email.groups.${group}`)}
                    value={shown[group]}
                    onChange={(event) => {
                      save.reset();
                      setDraft({ ...shown, [group]: event.currentTarget.value as EmailMode });
                    }}
                    data={EMAIL_MODES.map((mode) => ({ value: mode, label: t(`inbox.email.modes.${mode}`) }))}
                    data-testid={`email-mode-${group}`}
                  />
                ))}
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" loading={save.isPending} disabled={!changed}>
                  {t('inbox.email.save')}
                </Button>
                <div role="status" aria-live="polite">
                  {save.isSuccess && !changed && (
                    <Text size="sm" c="teal.9">
                      {t('inbox.email.saved')}
                    </Text>
                  )}
                </div>
              </Group>
              {save.isError && (
                <Alert color="red" variant="light" role="alert">
                  {t('inbox.email.save_failed')}
                </Alert>
              )}
            </Stack>
          </form>
        </Skeleton>
      )}
    </Card>
  );
}
