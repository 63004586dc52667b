import { LegalDocument } from '../features/legal/components/legal-document';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /uslovi-za-partnere — the partner terms the partner application's checkbox accepts. */
export default function PartnerTermsPage() {
  usePageMeta('partnerTerms');
  const { t } = useI18n();
  const text = t.legal.partnerTerms;
  return (
    <LegalDocument
      hero={<PageHero title={text.title} lead={text.lead} />}
      sections={text.sections}
      version={t.legal.partnerTermsVersion}
    />
  );
}
