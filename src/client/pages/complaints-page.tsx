import { Card } from '../components/ui/card';
import { ComplaintForm } from '../features/legal/components/complaint-form';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

/** /prigovori — complaints: a form, the 15-day answer and the out-of-court body. */
export default function ComplaintsPage() {
  usePageMeta('complaints');
  const { t } = useI18n();
  const c = t.legal.complaints;
  return (
    <>
      <PageHero title={c.title} lead={c.lead} />
      <PublicSection firstScreen>
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 lg:grid-cols-[1fr_1.3fr]">
          <div className="space-y-4 text-slate-800">
            <p className="font-semibold">{c.deadline}</p>
            <p>{c.outOfCourt}</p>
          </div>
          <Card>
            <ComplaintForm />
          </Card>
        </div>
      </PublicSection>
    </>
  );
}
