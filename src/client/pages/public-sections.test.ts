import fs from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The public pages built of sections take over after the first screen in short tasks: every
// section after the hero is a PublicSection, which hydrates later unless told `eager`. ESLint
// (eslint.config.js) refuses a bare section and HydrateLater used by a page itself.
const eslint = new ESLint();
const PAGES = 'src/client/pages';
const BARE_SECTION =
  'wrap each section after the hero in <PublicSection> (components/layout/public-section): it hydrates later unless told eager';

async function problems(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const read = (name: string) => fs.readFileSync(`${PAGES}/${name}`, 'utf8');

describe('sections of the public pages', () => {
  const pages = fs.readdirSync(PAGES).filter((name) => name.endsWith('-page.tsx'));

  it.each(pages)('passes %s as it is', async (name) => {
    expect(await problems(read(name), `${PAGES}/${name}`)).toEqual([]);
  });

  it('refuses a section after the hero that is not a PublicSection', async () => {
    const text = read('landing-page.tsx').replace(
      '<PublicSection>\n        <StepsSection />\n      </PublicSection>',
      '<StepsSection />',
    );
    expect(text).toContain('      <StepsSection />\n');
    expect(await problems(text, `${PAGES}/landing-page.tsx`)).toEqual([BARE_SECTION]);
  });

  it('holds a new public page to it too, and refuses HydrateLater in a page', async () => {
    const page = `export default function NewPage() {
  return (
    <>
      <PageHero title="t" />
      <section>bare</section>
      <HydrateLater>
        <section>by hand</section>
      </HydrateLater>
      <PublicSection eager>
        <section>at once</section>
      </PublicSection>
    </>
  );
}
`;
    expect(await problems(page, `${PAGES}/new-page.tsx`)).toEqual([
      BARE_SECTION,
      BARE_SECTION,
      'a page wraps its sections in <PublicSection>, which wraps HydrateLater',
    ]);
  });
}, 60_000);
