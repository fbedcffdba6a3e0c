import { LegalDocument } from '../components/legal-document.tsx';

/** `/terms`: the terms of service. */
export const TermsPage = () => <LegalDocument document="terms" />;
