import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../shared/schemas/session.ts';
import { FieldList, type FieldItem } from '../../../components/field-list.tsx';
import { localizedOptionalName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { dateValue, languageValue, numberValue, phoneValue, websiteValue } from './profile-values.tsx';

/**
 * The organisation profile of docs/product/data.md, grouped. Other roles than enterprise see only what is registered.
 * `renderDescription`: how the business description (in the company's own language) is shown, e.g. with a
 * translation for a reader of another language; as text when not given.
 */
export function CompanyProfile({ company, renderDescription }: { company: Company; renderDescription?: (text: string) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The bank and branch in the reader's language; the company's own names are shown as registered, both of them.
  const bankName = localizedOptionalName(company.bank_name, company.bank_name_en, language);
  const branchName = localizedOptionalName(company.branch_name, company.branch_name_en, language);

  const groups: { key: string; title: string; items: FieldItem[] }[] = [
    {
      key: 'basic',
      title: t('settings.groups.basic'),
      items: [
        { key: 'name', label: t('fields.company_name'), value: company.name },
        { key: 'name_en', label: t('fields.company_name_en'), value: company.name_en },
        // Furigana is a Japanese reading: a Thai company has none to register.
        ...(company.country === 'JP' ? [{ key: 'name_kana', label: t('fields.name_kana'), value: company.name_kana }] : []),
        { key: 'role', label: t('fields.role'), value: t(`role.${company.role}`) },
        { key: 'corporate_number', label: t('fields.corporate_number'), value: company.corporate_number },
        { key: 'country', label: t('fields.country'), value: t(`country.${company.country}`) },
        { key: 'bank_name', label: t('fields.bank_name'), value: company.role === 'enterprise' ? bankName : null },
        { key: 'branch_name', label: t('fields.branch_name'), value: company.role === 'enterprise' ? branchName : null },
        { key: 'established_on', label: t('fields.established_on'), value: dateValue(company.established_on, language) },
        { key: 'employee_count', label: t('fields.employee_count'), value: numberValue(company.employee_count, language) },
        { key: 'official_language', label: t('fields.official_language'), value: languageValue(company.official_language, language) },
      ],
    },
    {
      key: 'address',
      title: t('settings.groups.address'),
      items: [
        { key: 'postal_code', label: t('fields.postal_code'), value: company.postal_code },
        { key: 'address', label: t('fields.address'), value: company.address },
        { key: 'address_en', label: t('fields.address_en'), value: company.address_en },
        { key: 'phone', label: t('fields.company_phone'), value: phoneValue(company.phone) },
        { key: 'website', label: t('fields.website'), value: websiteValue(company.website) },
      ],
    },
    {
      key: 'people',
      // A business partner is not shown the beneficial owner (decision 032): the heading names what is there.
      title: 'beneficial_owner_name' in company ? t('settings.groups.people') : t('settings.groups.representative'),
      items: [
        { key: 'representative_name', label: t('fields.representative_name'), value: company.representative_name },
        { key: 'representative_name_en', label: t('fields.representative_name_en'), value: company.representative_name_en },
        {
          key: 'representative_birth_date',
          label: t('fields.representative_birth_date'),
          value: dateValue(company.representative_birth_date ?? null, language),
        },
        { key: 'beneficial_owner_name', label: t('fields.beneficial_owner_name'), value: company.beneficial_owner_name },
        { key: 'beneficial_owner_name_en', label: t('fields.beneficial_owner_name_en'), value: company.beneficial_owner_name_en },
      ],
    },
    {
      key: 'business',
      title: t('settings.groups.business'),
      items: [
        {
          key: 'business_description',
          label: t('fields.business_description'),
          value: company.business_description && renderDescription ? renderDescription(company.business_description) : company.business_description,
        },
        { key: 'business_description_en', label: t('fields.business_description_en'), value: company.business_description_en },
      ],
    },
  ];

  // An enterprise sees every field, registered or not (its bank and branch only when known); a field the
  // server leaves out (the customer-verification data and the branch, for a business partner) is not shown.
  // A bank, the operator or a coordinator has no representative's birth date or beneficial owner: show what is registered.
  const isBankField = (key: string) => key === 'bank_name' || key === 'branch_name';
  const withheld = (key: string) => !(key in company);
  const shown =
    company.role === 'enterprise'
      ? groups.map((group) => ({
          ...group,
          items: group.items.filter((item) => !withheld(item.key) && (!isBankField(item.key) || item.value !== null)),
        }))
      : groups
          .map((group) => ({ ...group, items: group.items.filter((item) => item.value !== null && item.value !== '') }))
          .filter((group) => group.items.length > 0);

  return (
    <Stack gap="lg">
      {shown.map((group) => (
        <section key={group.key} aria-labelledby={`company-${group.key}`}>
          <Title id={`company-${group.key}`} order={3} size="h5" mb={4} c="indigo.9">
            {group.title}
          </Title>
          <FieldList items={group.items} />
        </section>
      ))}
    </Stack>
  );
}
