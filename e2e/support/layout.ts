// Layout checks the browser specs share.
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * The phone-width tag for a flow that runs in both languages: the phone project runs it in
 * Montenegrin only. The same screens in English at 390 px are walked by journeys-390.spec.ts,
 * and running every long flow twice more at phone width cost the browser run minutes without
 * reaching a screen the other runs do not.
 */
export function phoneTag(locale: 'me' | 'en'): string {
  return locale === 'me' ? ' @mobile' : '';
}
