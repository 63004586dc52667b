import { LegalDocument } from '../features/legal/components/legal-document';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /privatnost — the privacy policy the sign-up checkbox accepts. */
export default function PrivacyPage() {
  usePageMeta('privacy');
  const { t } = useI18n();
  const text = t.legal.privacy;
  return (
    <LegalDocument
      hero={<PageHero title={text.title} lead={text.lead} />}
      sections={text.sections}
      version={t.legal.termsVersion}
    />
  );
}
