import { LegalDocument } from '../features/legal/components/legal-document';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /uslovi — the terms of use the sign-up checkbox accepts. */
export default function TermsPage() {
  usePageMeta('terms');
  const { t } = useI18n();
  return <LegalDocument {...t.legal.terms} version={t.legal.termsVersion} />;
}
