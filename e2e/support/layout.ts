// Layout checks the browser specs share.
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}
