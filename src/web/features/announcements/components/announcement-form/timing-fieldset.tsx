import { Fieldset, Radio, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import type { AnnouncementFieldsetProps } from './fieldset-props.ts';

/** Publish now, or at a time in the browser's own zone. */
export function TimingFieldset({ form, message, timing }: AnnouncementFieldsetProps & { timing: 'now' | 'later' }) {
  const { t } = useTranslation();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Fieldset legend={t('announce.form.timing_legend')} variant="unstyled">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="timing"
          render={({ field }) => (
            <Radio.Group value={field.value} onChange={(value) => field.onChange(value)} name={field.name} aria-label={t('announce.form.timing_legend')}>
              <Stack gap="xs">
                <Radio value="now" label={t('announce.form.now')} data-testid="announcement-now" />
                <Radio value="later" label={t('announce.form.later')} data-testid="announcement-later" />
              </Stack>
            </Radio.Group>
          )}
        />
        {timing === 'later' && (
          <TextInput
            type="datetime-local"
            label={t('announce.form.publish_at_label')}
            description={t('announce.form.publish_at_description', { zone })}
            withAsterisk
            maw={320}
            error={message('publish_at')}
            styles={READABLE_ERROR}
            data-testid="announcement-publish-at"
            {...form.register('publish_at')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
