import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/schemas/session.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { emailValue, phoneValue } from './profile-values.tsx';

/** The user's fields; `signs`: the organisation is a company, the only kind that names contract signatories. */
export function UserProfile({ user, signs }: { user: User; signs: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldList
      items={[
        { key: 'name', label: t('fields.name'), value: user.name },
        { key: 'display_name', label: t('fields.display_name'), value: user.display_name },
        { key: 'username_native', label: t('fields.username_native'), value: user.username_native },
        { key: 'username_en', label: t('fields.username_en'), value: user.username_en },
        { key: 'email', label: t('fields.email'), value: emailValue(user.email) },
        { key: 'phone', label: t('fields.phone'), value: phoneValue(user.phone) },
        { key: 'user_type', label: t('fields.user_type'), value: t(`user_type.${user.user_type}`) },
        ...(signs
          ? [
              {
                key: 'is_contract_signatory',
                label: t('fields.is_contract_signatory'),
                value: user.is_contract_signatory ? t('common.yes') : t('common.no'),
              },
            ]
          : []),
      ]}
    />
  );
}
