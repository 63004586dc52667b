import { LegalDocument } from '../features/legal/components/legal-document';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /uslovi — the terms of use the sign-up checkbox accepts. */
export default function TermsPage() {
  usePageMeta('terms');
  const { t } = useI18n();
  const text = t.legal.terms;
  return (
    <LegalDocument
      hero={<PageHero title={text.title} lead={text.lead} />}
      sections={text.sections}
      version={t.legal.termsVersion}
    />
  );
}
