import { SettingsPage } from '../../features/account/routes/settings-page.tsx';
import { EmailSettingsSection } from '../../features/inbox/components/email-settings-section.tsx';

/** `/{area}/settings`: the account's settings with the inbox's e-mail notification settings. */
export function SettingsWithEmailPage() {
  return <SettingsPage notificationSettings={<EmailSettingsSection />} />;
}
