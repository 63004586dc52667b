import { Clock, Mail, MapPin } from 'lucide-react';
import { Card } from '../components/ui/card';
import { PublicSection } from '../components/layout/public-section';
import { ContactForm } from '../features/contact/components/contact-form';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

export default function ContactPage() {
  usePageMeta('contact');
  const { t } = useI18n();
  const c = t.contact;
  return (
    <>
      <PageHero title={c.title} lead={c.lead} />
      <PublicSection eager>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 lg:grid-cols-3">
          {/* The form and the support details are taken over after the page, each in a task. */}
          <PublicSection firstScreen className="lg:col-span-2">
            <Card>
              <h2 className="mb-6 text-2xl font-bold">{c.formTitle}</h2>
              <ContactForm />
            </Card>
          </PublicSection>
          <PublicSection firstScreen>
            <aside aria-labelledby="support-title" className="space-y-6">
              <Card>
                <h2 id="support-title" className="text-xl font-bold">
                  {c.infoTitle}
                </h2>
                <ul className="mt-4 space-y-5 text-slate-800">
                  <li className="flex gap-3">
                    <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-semibold">{c.hoursTitle}</p>
                      <p>{c.hours}</p>
                      <p className="text-slate-600">{c.weekend}</p>
                    </div>
                  </li>
                  <li className="flex gap-3">
                    <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-semibold">{c.emailTitle}</p>
                      <p>
                        <a
                          href={`mailto:${c.supportEmail}`}
                          className="text-brand-700 underline underline-offset-2"
                        >
                          {c.supportEmail}
                        </a>
                      </p>
                    </div>
                  </li>
                  <li className="flex gap-3">
                    <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-semibold">{c.locationTitle}</p>
                      <p>{c.location}</p>
                    </div>
                  </li>
                </ul>
              </Card>
            </aside>
          </PublicSection>
        </div>
      </PublicSection>
    </>
  );
}
