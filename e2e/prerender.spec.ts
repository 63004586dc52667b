// The public pages arrive as prerendered HTML: they read without JavaScript, in the language
// the address or the language cookie asks for, with canonical and hreflang links, and nothing
// moves when the app takes over (cumulative layout shift 0).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SHOPPER, signInViaApi } from './support/fixtures';

const PUBLIC = ['/', '/kako-radi', '/o-nama', '/sigurnost', '/kontakt', '/signup', '/auth'];
/** The legal texts the sign-up and partner forms link to. */
const LEGAL = ['/uslovi', '/privatnost', '/uslovi-za-partnere'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page paints its content and the shell @mobile', async ({ page }) => {
    for (const path of [...PUBLIC, '/business-signup', '/postani-partner', ...LEGAL]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    }
    await page.goto('/signup');
    await expect(page.getByLabel('Ime', { exact: true })).toBeVisible();
    // A legal text reads whole before any script: its version and its last part.
    await page.goto('/uslovi');
    await expect(
      page.getByText('Verzija 2026-11-26 · na snazi od 26. novembra 2026.'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: '17. Mjerodavno pravo i sud' }),
    ).toBeVisible();
    const notFound = await page.goto('/ovo-ne-postoji');
    expect(notFound?.status()).toBe(404);
    await expect(page.getByText('Ups! Ova stranica ne postoji.')).toBeVisible();
  });

  test('?lang=en serves English with its own canonical and both hreflang links', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/kako-radi?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('How it works — NaRate');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/kako-radi?lang=en`,
    );
    await expect(head.locator('link[hreflang="sr-Latn-ME"]')).toHaveAttribute(
      'href',
      `${baseURL}/kako-radi`,
    );
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/kako-radi?lang=en`,
    );
    await page.goto('/kako-radi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn-ME');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tri koraka do kupovine na rate bez kamate.',
    );
  });

  test('"Zaboravljena lozinka?" works before the script runs: it opens the page with the modal', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Zaboravljena lozinka?' }).click();
    await expect(page).toHaveURL(/\/auth\?zaboravljena-lozinka$/);
  });

  test('a login sent before the script runs never puts the password in the address', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('neko@primjer.me');
    await page.getByLabel('Lozinka', { exact: true }).fill('Tajna-Lozinka-1!');
    const navigation = page.waitForEvent('framenavigated');
    await page.getByLabel('Lozinka', { exact: true }).press('Enter');
    await navigation;
    expect(page.url()).not.toContain('Tajna');
    expect(page.url()).not.toContain('password');
  });
});

test('the language switch sets the cookie the server answers by', async ({ page }) => {
  await page.goto('/o-nama');
  await page.locator('footer').getByLabel('Jezik').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  const html = await (await page.request.get('/o-nama')).text();
  expect(html).toContain('<html lang="en"');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

/** Holds every script back, as on a slow line, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

test('a language chosen before the app has taken over is applied once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/o-nama', { waitUntil: 'commit' });
  await page.locator('footer').getByLabel('Jezik').selectOption('en');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

test('a page scrolled before its scripts load stays where the reader is once the app takes over', async ({
  page,
}) => {
  const release = await holdScripts(page);
  // Its scripts are deferred: the document is read (down to its footer) long before they run.
  await page.goto('/kako-radi', { waitUntil: 'commit' });
  await expect(page.locator('footer')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 900));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(800);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  // Before: the router put the fresh document back at the top (0).
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

/** Sum of layout shifts from the start of the load, a while after the app has taken over. */
async function layoutShift(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test.describe('hydration moves nothing', () => {
  for (const path of [...PUBLIC, '/uslovi']) {
    test(`${path} has no layout shift @mobile`, async ({ page }) => {
      expect(await layoutShift(page, path)).toBe(0);
    });
  }

  test('the signed-in shell replaces the login button in place', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    expect(await layoutShift(page, '/kako-radi')).toBe(0);
    await expect(page.getByRole('button', { name: 'Meni naloga' })).toBeVisible();
  });
});

test.describe('first paint', () => {
  test('prerendered pages carry their stylesheet inline, allowed by the CSP', async ({
    request,
    page,
  }) => {
    const response = await request.get('/');
    const html = await response.text();
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const hash = /'(sha256-[^']+)'/.exec(response.headers()['content-security-policy'] ?? '');
    expect(hash?.[1]).toBeTruthy();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto('/');
    // The inline stylesheet applies (its reset takes the browser's 8 px body margin away).
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(violations).toEqual([]);
  });

  test('taking over a page reuses every prerendered element, the later parts too', async ({
    page,
  }) => {
    // Marks the painted elements before any script runs; afterwards none may be new or gone.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marked = document.getElementById('root')!.querySelectorAll('*');
        (window as unknown as { painted: Element[] }).painted = [...marked];
      });
    });
    for (const path of ['/', '/?lang=en', '/kako-radi', '/signup', '/kontakt', '/uslovi']) {
      await page.goto(path);
      // After the app has asked for the session, every part has long been taken over.
      await page.waitForLoadState('networkidle');
      const { painted, fresh, gone } = await page.evaluate(() => {
        const before = (window as unknown as { painted: Element[] }).painted;
        const now = [...document.getElementById('root')!.querySelectorAll('*')];
        const known = new Set(before);
        return {
          painted: before.length,
          fresh: now.filter((element) => !known.has(element)).length,
          gone: before.filter((element) => !element.isConnected).length,
        };
      });
      expect(painted, path).toBeGreaterThan(100);
      expect({ fresh, gone }, path).toEqual({ fresh: 0, gone: 0 });
    }
  });

  test('prerendered pages ask for their script at low priority, and still hydrate', async ({
    request,
    page,
  }) => {
    for (const path of ['/', '/kako-radi', '/signup', '/kontakt']) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/type="module"/);
      expect(scripts[0], path).toMatch(/fetchpriority="low"/);
      expect(html, path).not.toMatch(/rel="modulepreload"/);
    }
    // The calculator's due dates are written only once the app has taken over the page.
    await page.goto('/');
    await expect(page.locator('[data-due-date]').first()).not.toHaveText('\u00a0');
  });

  test('a form sent before the app has taken over the page reaches the app once it has', async ({
    page,
  }) => {
    // The page's own code arrives late, as on a slow line: the painted form is pressed first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/signup-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.resourceType() === 'document') posts.push(r.url());
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
    release();
    const toast = page.locator('[data-toast]').filter({ hasText: 'Ime je obavezno' });
    await expect(toast).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a button pressed before the app has taken over the page answers once it has', async ({
    page,
  }) => {
    // The page's own code arrives late: the painted back button is pressed first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Nazad' }).click();
    release();
    // Opened directly, the back button goes home.
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/signup', '/auth']) {
    test(`${path} loads no dialog code until a dialog opens`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((s) => /\/dialog-[\w-]+\.js$/.test(s))).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
    });
  }

  test("the calculator's due dates are not the build's: blank in the HTML, today's after hydration", async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
    const prerendered = [...html.matchAll(/data-due-date="[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(prerendered.length).toBeGreaterThan(0);
    expect(prerendered.every((text) => text === '\u00a0' || text === '&nbsp;')).toBe(true);
    await page.goto('/');
    const today = new Intl.DateTimeFormat('sr-Latn-ME', { dateStyle: 'medium' }).format(new Date());
    await expect(page.locator('[data-due-date]').first()).toHaveText(`${today} (danas)`);
  });
});
