import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './test-environment';

export const DEMO_ADMIN = { email: 'admin@narate.me', password: E2E_DEMO_PASSWORD };
export const DEMO_SHOPPER = { email: 'kupac@narate.me', password: E2E_DEMO_PASSWORD };
export const DEMO_MERCHANT_LOGIN = { email: 'merchant@narate.me', password: E2E_DEMO_PASSWORD };

/** Signs in through the API (the login form has its own spec); the cookie lands in the page. */
export async function signInViaApi(page: Page, login: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    headers: { 'x-narate-csrf': '1' },
    data: { ...login, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast or dialog still fading in has the colours of half its opacity: axe measured those
  // as failing contrast. The scan waits for the finite animations running now to end (those
  // without an end, a spinner's, never would).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Paints the parts below the first screen, which the browser otherwise renders only near the
 * viewport (content-visibility), so a full-page screenshot shows them. Through the CSSOM, which
 * the CSP allows, and with or without the page's JavaScript.
 */
export async function paintWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.below-first-screen')) {
      element.style.setProperty('content-visibility', 'visible');
    }
  });
}
