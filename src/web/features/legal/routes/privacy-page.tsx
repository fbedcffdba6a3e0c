import { LegalDocument } from '../components/legal-document.tsx';

/** `/privacy`: the privacy policy. */
export const PrivacyPage = () => <LegalDocument document="privacy" />;
