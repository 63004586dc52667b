import fs from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The public pages built of sections take over after the first screen in short tasks: every
// section after the hero sits in HydrateLater. ESLint (eslint.config.js) refuses a bare one.
const eslint = new ESLint();
const LANDING = 'src/client/pages/landing-page.tsx';

async function problems(text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: LANDING });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('sections of the public pages', () => {
  it('passes the landing page as it is', async () => {
    expect(await problems(fs.readFileSync(LANDING, 'utf8'))).toEqual([]);
  });

  it('refuses a section after the hero that is not wrapped in HydrateLater', async () => {
    const text = fs
      .readFileSync(LANDING, 'utf8')
      .replace(
        '<HydrateLater>\n        <StepsSection />\n      </HydrateLater>',
        '<StepsSection />',
      );
    expect(text).toContain('      <StepsSection />\n');
    expect(await problems(text)).toEqual([
      'wrap each section after the hero in <HydrateLater> (components/layout/hydrate-later)',
    ]);
  });
}, 60_000);
