import { LegalDocument } from '../features/legal/components/legal-document';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /privatnost — the privacy policy the sign-up checkbox accepts. */
export default function PrivacyPage() {
  usePageMeta('privacy');
  const { t } = useI18n();
  return <LegalDocument {...t.legal.privacy} version={t.legal.termsVersion} />;
}
