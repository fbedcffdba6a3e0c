import { Alert, Badge, Button, Card, Collapse, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationCompany, NegotiationSide } from '../../../../shared/schemas/negotiations.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { companyBankName, companyName, industryLabel } from '../lib/format-negotiation.ts';

export type DisclosedCompany = Extract<NegotiationCompany, { disclosed: true }>;

export interface NegotiationCompanyCardProps {
  side: NegotiationSide;
  company: NegotiationCompany;
  /** The viewer's own company. */
  own: boolean;
  /** The company's profile (`GET company/{id}?trading_id=`), shown on request; only for a disclosed company that is not the viewer's. */
  renderProfile?: (company: DisclosedCompany) => ReactNode;
}

/**
 * One company of the negotiation as the viewer may know it (docs/product/visibility.md#hidden-names): before both NDAs are
 * agreed, the other company is its country, industry and size band only; once disclosed, its name
 * too, and its profile on request.
 */
export function NegotiationCompanyCard({ side, company, own, renderProfile }: NegotiationCompanyCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [profileOpen, profile] = useDisclosure(false);
  const name = companyName(company, language);
  const titleId = `negotiation-company-${side}`;
  const profileId = `negotiation-company-profile-${side}`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`company-${side}`} data-disclosed={company.disclosed}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title id={titleId} order={3} size="h5">
            {t(`negotiation.side.${side}`)}
          </Title>
          {own && (
            <Badge variant="light" color="indigo" c="dark.8">
              {t('negotiation.detail.your_company')}
            </Badge>
          )}
        </Group>
        <FieldList
          items={[
            ...(name ? [{ key: 'name', label: t('negotiation.detail.name'), value: <span data-testid="company-name">{name}</span> }] : []),
            { key: 'country', label: t('negotiation.detail.country'), value: t(`country.${company.country}`) },
            // An attribute the server withholds from a hidden company's card (decision 032) has no row.
            ...(company.industry !== undefined ? [{ key: 'industry', label: t('negotiation.detail.industry'), value: industryLabel(company.industry, language) }] : []),
            ...(company.size_band !== undefined ? [{ key: 'size', label: t('negotiation.detail.size'), value: t(`offer.hidden_company.size_band.${company.size_band}`) }] : []),
            ...(company.bank_name !== undefined ? [{ key: 'bank', label: t('negotiation.detail.bank'), value: companyBankName(company, language) }] : []),
          ]}
        />
        {!company.disclosed && (
          <Alert color="indigo" variant="light" data-testid="company-hidden-notice">
            {t('negotiation.detail.hidden_notice')}
          </Alert>
        )}
        {company.disclosed && !own && renderProfile && (
          <>
            <Group>
              <Button variant="default" size="xs" onClick={profile.toggle} aria-expanded={profileOpen} aria-controls={profileId} data-testid="profile-toggle">
                {profileOpen ? t('negotiation.detail.hide_profile') : t('negotiation.detail.show_profile')}
              </Button>
            </Group>
            <Collapse in={profileOpen} id={profileId}>
              {profileOpen && renderProfile(company)}
            </Collapse>
          </>
        )}
      </Stack>
    </Card>
  );
}
