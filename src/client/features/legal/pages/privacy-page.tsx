import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
