import { useCompany } from '../../features/account/api/get-company.ts';
import { HomePage } from '../../features/account/routes/home-page.tsx';
import { InboxHomeSummary } from '../../features/inbox/components/inbox-home-summary.tsx';

/** Every role's home: the account's page with the inbox's to-do, unread notifications and news (docs/product/notifications.md). */
export function HomeWithInboxPage() {
  const company = useCompany();
  return <HomePage inbox={<InboxHomeSummary role={company.role} />} />;
}
