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

/** Every role's home: the account's page with the inbox's to-do, unread notifications and news (docs/product/notifications.md), and the dashboard's summary for the operator and banks. */
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
        </>
      }
    />
  );
}
