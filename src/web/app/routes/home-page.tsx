import { Card, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../features/account/api/get-company.ts';
import { HomePage } from '../../features/account/routes/home-page.tsx';
import { InboxHomeSummary } from '../../features/inbox/components/inbox-home-summary.tsx';

/**
 * The dashboard's summary on the operator's and a bank's home (docs/product/dashboards.md): its code
 * and text load after the home's, and only for those two roles.
 */
const DashboardHomeSummary = lazy(async () => ({
  default: await (await import('../../features/dashboards/components/dashboard-home-summary.tsx')).loadDashboardHomeSummary(),
}));

/**
 * The company's best match suggestions across its open offers (docs/decisions/066-match-suggestions.md):
 * code and text load after the home's, for companies only.
 */
const HomeSuggestions = lazy(async () => ({ default: await (await import('../../features/offers/components/offer-suggestions.tsx')).loadHomeSuggestions() }));

/** Every role's home: the account's page with the inbox's to-do, unread notifications and news (docs/product/notifications.md), the dashboard's summary for the operator and banks, and a company's match suggestions. */
export function HomeWithInboxPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const role = company.role;
  return (
    <HomePage
      inbox={
        <>
          {(role === 'kokopelli' || role === 'bank') && (
            <Suspense
              fallback={
                <Card mih={150}>
                  <Loader size="sm" aria-label={t('app.loading')} />
                </Card>
              }
            >
              <DashboardHomeSummary role={role} />
            </Suspense>
          )}
          <InboxHomeSummary role={role} />
          {role === 'enterprise' && (
            <Suspense
              fallback={
                <Card mih={150}>
                  <Loader size="sm" aria-label={t('app.loading')} />
                </Card>
              }
            >
              <HomeSuggestions />
            </Suspense>
          )}
        </>
      }
    />
  );
}
