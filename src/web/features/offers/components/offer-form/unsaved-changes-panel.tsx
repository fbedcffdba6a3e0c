import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Industry } from '../../../../../shared/schemas/offer-views.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { describeGroup, type FormFieldGroup, groupLabel, type UnsavedChanges } from '../../lib/offer-form-changes.ts';
import lineClampClasses from '../../../../components/line-clamp.module.css';

/**
 * After "Load the latest version": the form shows the server's version, and this panel the
 * changes the tab had made, each with "Reapply", so that nothing typed is lost without a word.
 */
export function UnsavedChangesPanel({
  unsaved,
  industries,
  focusSignal,
  onReapply,
  onReapplyAll,
  onDiscard,
}: {
  unsaved: UnsavedChanges;
  industries: Industry[];
  /** Changes each time the latest version is loaded: the panel then takes the focus again. */
  focusSignal: number;
  onReapply: (group: FormFieldGroup) => void;
  onReapplyAll: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Where the user's attention belongs once the latest version is in (on arrival from the
  // confirmation step, and after each load here): announced and scrolled into view.
  useEffect(() => {
    headingRef.current?.focus();
  }, [focusSignal]);

  return (
    <Card component="section" aria-labelledby="unsaved-changes-title" padding="lg" withBorder data-testid="unsaved-changes" style={{ borderColor: 'var(--mantine-color-orange-6)' }}>
      <Stack gap="sm">
        <Title id="unsaved-changes-title" ref={headingRef} tabIndex={-1} order={2} size="h4">
          {t('offer_register.form.unsaved_title')}
        </Title>
        <Text size="sm">{t('offer_register.form.unsaved_lead')}</Text>
        <Stack component="ul" gap="xs" aria-label={t('offer_register.form.unsaved_list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {unsaved.groups.map((group) => {
            const label = groupLabel(group, t);
            const labelId = `unsaved-change-${group}`;
            return (
              <Group component="li" key={group} justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="unsaved-change" data-group={group}>
                <div style={{ minWidth: 0 }}>
                  <Text id={labelId} size="sm" fw={600}>
                    {label}
                  </Text>
                  <Text size="sm" lineClamp={3}  className={lineClampClasses.clamp} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {describeGroup(group, unsaved.values, { t, language, industries })}
                  </Text>
                </div>
                {/* Named "Reapply", described by the field: the field's own label stays unique on the page. */}
                <Button size="xs" variant="default" onClick={() => onReapply(group)} aria-describedby={labelId} style={{ flexShrink: 0 }}>
                  {t('offer_register.form.reapply')}
                </Button>
              </Group>
            );
          })}
        </Stack>
        <Group gap="sm">
          <Button size="xs" onClick={onReapplyAll}>
            {t('offer_register.form.reapply_all')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDiscard}>
            {t('offer_register.form.discard_unsaved')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
