import { Alert, Badge, Checkbox, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../shared/schemas/session.ts';
import { FormSection } from '../../../../components/form-section.tsx';
import { personName } from '../../../../lib/localized-name.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import type { ApplicationSectionProps } from './section-props.ts';

export interface PeopleSectionProps extends ApplicationSectionProps {
  /** The company's users: loading, failed, or there. */
  users: { isPending: boolean; isError: boolean; members: readonly User[] | undefined };
}

/** The representatives among the company's own users, and the contract signatory among them (docs/product/negotiations.md). */
export function PeopleSection({ values, users, fieldRef, change, message }: PeopleSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const members = users.members ?? [];
  const chosenMembers = members.filter((member) => values.representative_user_ids.includes(member.user_id));
  // Only a registered contract signatory may sign (the server refuses anyone else: signatory_not_authorised).
  const signatories = chosenMembers.filter((member) => member.is_contract_signatory);
  return (
    <FormSection id="apply-people" title={t('negotiation_apply.form.sections.people')}>
      {users.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('negotiation_apply.form.representatives_loading')}</Text>
        </Group>
      )}
      {users.isError && (
        <Alert color="red" role="alert">
          {t('negotiation_apply.form.representatives_failed')}
        </Alert>
      )}
      {users.members && (
        <Checkbox.Group
          ref={fieldRef('representative_user_ids')}
          value={values.representative_user_ids}
          onChange={(ids) => change('representative_user_ids', ids)}
          label={t('negotiation.application.representatives')}
          description={t('negotiation.application.representatives_description')}
          withAsterisk
          error={message('representative_user_ids')}
          data-testid="apply-representatives"
        >
          <Stack gap="xs" mt="xs">
            {members.map((member) => (
              <Checkbox
                key={member.user_id}
                value={member.user_id}
                label={
                  <Group gap="xs" wrap="wrap">
                    <span>{personName(member, language)}</span>
                    {member.is_contract_signatory && (
                      <Badge variant="light" color="gray" size="sm" tt="none" c="dark.8">
                        {t('negotiation_apply.form.signatory_flag')}
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <NativeSelect
        ref={fieldRef('signatory_user_id')}
        name="signatory_user_id"
        value={values.signatory_user_id}
        onChange={(event) => change('signatory_user_id', event.currentTarget.value)}
        label={t('negotiation.application.signatory')}
        description={
          chosenMembers.length === 0
            ? t('negotiation_apply.form.signatory_hint')
            : signatories.length === 0
              ? t('negotiation_apply.form.signatory_none_registered')
              : t('negotiation.application.signatory_description')
        }
        withAsterisk
        disabled={signatories.length === 0}
        error={message('signatory_user_id')}
        maw={420}
      >
        <option value="">{t('negotiation_apply.form.signatory_placeholder')}</option>
        {signatories.map((member) => (
          <option key={member.user_id} value={member.user_id}>
            {personName(member, language)}
          </option>
        ))}
      </NativeSelect>
    </FormSection>
  );
}
