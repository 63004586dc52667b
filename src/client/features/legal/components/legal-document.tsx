import type { ReactNode } from 'react';
import { PublicSection } from '#client/components/layout/public-section';

interface Section {
  heading: string;
  paragraphs: readonly string[];
}

/**
 * A legal text page: the page's hero, then headed sections of plain paragraphs. The pages are
 * prerendered; the text is one PublicSection, taken over in a task of its own after the hero and
 * laid out at once (a long text laid out only near the screen would make the scroll bar jump).
 */
export function LegalDocument({
  hero,
  version,
  sections,
}: {
  hero: ReactNode;
  version: string;
  sections: readonly Section[];
}) {
  return (
    <>
      {hero}
      <PublicSection firstScreen className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <p className="text-sm text-slate-600">{version}</p>
        {sections.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </PublicSection>
    </>
  );
}
