// The installable app: a valid manifest and service worker (the rules Lighthouse's installability
// audit checks), the install button, /aplikacija, push and notification clicks through the
// worker, and reading the dashboard offline after one online visit.
import fs from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { createDemoSession } from './support/checkout';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { confirmWithCard } from './support/card-payments';

// Other specs run without the worker (it would take their requests past page.route); these need it.
test.use({ serviceWorkers: 'allow' });
// Goes offline and grants permissions, which a reused context would carry into the next test.
test.use({ reuseContext: false });

const PERSONAL_CACHE = 'narate-personal';

/** Collects console errors, page errors and CSP violations from the moment the page opens. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Waits until the service worker is active and controls the page. */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'live' && !!navigator.serviceWorker.controller,
    undefined,
    { timeout: 20_000 },
  );
}

async function cacheKeys(page: Page): Promise<{ names: string[]; personal: string[] }> {
  return page.evaluate(async (personalName) => {
    const names = await caches.keys();
    const personal = names.includes(personalName)
      ? (await (await caches.open(personalName)).keys()).map((r) => new URL(r.url).pathname)
      : [];
    return { names, personal };
  }, PERSONAL_CACHE);
}

/** A new shopper, signed in, with one 60 € purchase in 3 instalments (an instalment to pay). */
async function shopperWithPlan(page: Page): Promise<void> {
  const account = await createAccount(page.request);
  await signInViaApi(page, account);
  const id = await createDemoSession(page.request, 6000, 'Ruksak');
  const confirmed = await confirmWithCard(page.request, id, {
    'idempotency-key': `${id}-confirm`,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
}

/**
 * Holds the first fetch of a lazily loaded chunk until `release` is called, then fails it as a
 * dropped connection would; later fetches go through. `fetched` tells whether it was asked for.
 */
async function holdChunkUntilOffline(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let fetched = false;
  await page.route(chunk, async (route) => {
    if (fetched) return route.continue();
    fetched = true;
    await held;
    return route.abort('internetdisconnected');
  });
  return { release, fetched: () => fetched };
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('installable app', () => {
  test('the manifest meets the installability rules and its icons load', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/dashboard');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      description: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest.name).toContain('NaRate');
    expect(manifest.short_name).toBe('NaRate');
    expect(manifest.description).toMatch(/kupovine i rate/);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/dashboard');
    // start_url inside the scope.
    const start = new URL(manifest.start_url, baseURL);
    expect(start.pathname.startsWith(new URL(manifest.scope, baseURL).pathname)).toBe(true);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      expect(icon?.type).toBe('image/png');
      const image = await page.request.get(icon?.src ?? '');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // PNG signature and the declared width in the IHDR chunk.
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBe(Number(size.split('x')[0]));
    }
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Plati sljedeću ratu', '/dashboard?pay=next'],
      ['Moje kupovine', '/dashboard/transakcije'],
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect((await page.request.get(shortcut.url)).status()).toBe(200);
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(apple ?? '')).status()).toBe(200);

    // The English manifest: the same app in English.
    const english = (await (await page.request.get('/manifest-en.webmanifest')).json()) as {
      description: string;
      lang: string;
      shortcuts: { name: string }[];
    };
    expect(english.lang).toBe('en');
    expect(english.description).toMatch(/purchases and instalments/);
    expect(english.shortcuts.map((s) => s.name)).toEqual([
      'Pay the next instalment',
      'My purchases',
    ]);
  });

  test('English pages link the English manifest', async ({ page }) => {
    await page.goto('/aplikacija?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The NaRate app');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest-en.webmanifest',
    );
  });

  test('a service worker with a fetch handler controls start_url, and Chromium sees the app as installable', async ({
    page,
    context,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/dashboard');
    await waitForControl(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/dashboard');
      return {
        scope: registration?.scope,
        script: registration?.active?.scriptURL,
        controlled: navigator.serviceWorker.controller?.scriptURL,
      };
    });
    expect(new URL(worker.scope ?? '').pathname).toBe('/');
    expect(new URL(worker.script ?? '').pathname).toBe('/sw.js');
    expect(worker.controlled).toBe(worker.script);
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const source = await sw.text();
    for (const event of ['fetch', 'push', 'notificationclick']) {
      expect(source, `${event} handler`).toContain(`"${event}"`);
    }
    // Chromium's own verdict, the one behind its install prompt.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Browser test contexts are incognito profiles, where Chromium never installs; that is the
    // only objection allowed.
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('/aplikacija', () => {
  test('offers "Instaliraj aplikaciju" when the browser offers installing', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/aplikacija');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NaRate aplikacija');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    // Headless Chromium does not fire beforeinstallprompt by itself (it needs user engagement),
    // so the test dispatches one shaped like the browser's and checks what the button does.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      (window as unknown as { prompted: number }).prompted = 0;
      event.prompt = async () => {
        (window as unknown as { prompted: number }).prompted += 1;
      };
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
    const install = page.getByRole('button', { name: 'Instaliraj aplikaciju' });
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await expect(page.getByText('Instalacija je otkazana.', { exact: false })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('explains Android, iOS and desktop, with the QR code to itself; axe finds nothing', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/aplikacija');
    for (const name of ['Android', 'Na iPhoneu i iPadu', 'Računar']) {
      await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    // The QR code is drawn when its section comes near the screen, which the app watches only
    // once it has taken over the prerendered page: the spec scrolls until the code is drawn.
    const qr = page.getByRole('img', { name: 'QR kod koji vodi na stranicu NaRate aplikacije' });
    await expect(async () => {
      await page.getByRole('heading', { name: 'Otvori na telefonu' }).scrollIntoViewIfNeeded();
      await expect(qr).toHaveAttribute('data-qr-target', `${baseURL}/aplikacija`, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('main').getByText(/uskoro|App Store|Google Play/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/aplikacija?lang=en');
    await expect(page.getByRole('heading', { name: 'How to install' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('fits 390 and 1440 px in both languages (PNGs in ./screenshots to look at)', async ({
    page,
  }) => {
    fs.mkdirSync('screenshots', { recursive: true });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['me', 'en']) {
        await page.goto(`/aplikacija?lang=${lang}`);
        await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
        await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({
          path: `screenshots/aplikacija-${lang}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });

  test('on an iPhone shows the Share → Add to Home Screen steps @mobile', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/aplikacija');
    const steps = page.getByTestId('ios-install');
    await expect(steps).toBeVisible();
    await expect(steps).toContainText('Dodaj na početni ekran');
    await expect(page.getByRole('button', { name: 'Instaliraj aplikaciju' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('card fields fetched as the connection drops', () => {
  // Without the service worker, so the test holds the fields' code itself.
  test.use({ serviceWorkers: 'block' });
  test('the pay dialog stays open, says paying needs the network, and shows its fields once back online', async ({
    page,
    context,
  }) => {
    await shopperWithPlan(page);
    // The card fields' code is held until the connection has dropped; that fetch then fails.
    const { release } = await holdChunkUntilOffline(
      page,
      /\/assets\/hosted-card-fields-[^/]*\.js$/,
    );
    await page.goto('/dashboard?pay=next');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await goOffline(context);
    release();
    await expect(dialog.getByText('Za ovo je potreban internet.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Potvrdi|Plati/ }).last()).toBeDisabled();
    await expect(
      page.getByRole('heading', { name: 'Došlo je do greške. Pokušaj ponovo.' }),
    ).toHaveCount(0);
    await context.setOffline(false);
    await expect(dialog.getByTestId('hosted-card-fields')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Potvrdi|Plati/ }).last()).toBeEnabled();
  });
});

test.describe('a toast raised as the connection drops', () => {
  // Without the service worker, so the test holds the toast's code itself.
  test.use({ serviceWorkers: 'block' });
  test('waits for the connection instead of taking the page to its error screen', async ({
    page,
    context,
  }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    // The toast's code is held until the connection has dropped; that fetch then fails.
    const toast = await holdChunkUntilOffline(page, /\/assets\/toast-item-[^/]*\.js$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    // Signing out offline fails and says so in a toast, whose code is not here yet.
    await goOffline(context);
    await page.getByRole('button', { name: 'Meni naloga' }).click();
    await page.getByRole('menuitem', { name: 'Odjavi se' }).click();
    await expect.poll(toast.fetched).toBe(true);
    toast.release();
    await page.waitForTimeout(500);
    await expect(
      page.getByRole('heading', { name: 'Došlo je do greške. Pokušaj ponovo.' }),
    ).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('offline', () => {
  test('after one online visit the dashboard opens offline with its plans and the data time; paying says it needs the network', async ({
    page,
    context,
  }) => {
    const problems = watchProblems(page);
    await shopperWithPlan(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await waitForControl(page);
    // The page asks for its data again through the worker once it controls the page.
    await expect
      .poll(async () => (await cacheKeys(page)).personal, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/api/auth/session', '/api/me/profile']));
    await expect
      .poll(async () => (await cacheKeys(page)).personal.some((p) => p === '/api/me/orders'))
      .toBe(true);

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zdravo');
    await expect(page.getByText('Ruksak').first()).toBeVisible();
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toContainText('Nema interneta');
    await expect(notice).toContainText(/Podaci od \d/);
    await expect(notice).toContainText('Plaćanje, čuvanje kartice');
    // Paying needs the network: the buttons are disabled and point at the explanation.
    const payNow = page.getByRole('button', { name: 'Plati sada' });
    await expect(payNow).toBeDisabled();
    await expect(payNow).toHaveAttribute('aria-describedby', 'offline-notice');
    const payNext = page.getByRole('button', { name: /^Plati \d+\. ratu/ }).first();
    await expect(payNext).toBeDisabled();

    // Back online, the page is current again once it has asked the server.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Plati sada' })).toBeEnabled();
    // The offline reload's failed requests are the browser's own (a fetch the worker could not
    // answer offline shows as net::ERR_FAILED); no CSP or script error.
    expect(
      problems.filter(
        (p) => !p.includes('ERR_INTERNET_DISCONNECTED') && !p.includes('net::ERR_FAILED'),
      ),
    ).toEqual([]);
  });

  test('the payment calendar opened once online reads offline, marked with the data time', async ({
    page,
    context,
  }) => {
    await shopperWithPlan(page);
    await page.goto('/dashboard');
    await waitForControl(page);
    await page.goto('/dashboard/kalendar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect
      .poll(async () =>
        (await cacheKeys(page)).personal.some((p) => p === '/api/me/payment-calendar'),
      )
      .toBe(true);
    // The months are shown once the calendar's answer has been rendered, which can come after it
    // is cached: read the headings only then (the plan's first month is always among them).
    const months = page.getByRole('heading', { level: 2, name: /\d{4}$/ });
    await expect(months.first()).toBeVisible();
    const monthTotals = await page.getByRole('heading', { level: 2 }).allTextContents();

    await goOffline(context);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(monthTotals);
    await expect(page.getByTestId('offline-notice')).toContainText(/Podaci od \d/);
    await context.setOffline(false);
  });

  test('a pay dialog open when the connection drops says it needs the network', async ({
    page,
    context,
  }) => {
    await shopperWithPlan(page);
    await page.goto('/dashboard?pay=next');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await goOffline(context);
    await expect(dialog.getByText('Za ovo je potreban internet.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Potvrdi|Plati/ }).last()).toBeDisabled();
    await context.setOffline(false);
  });

  test('a session that ended elsewhere empties the kept data on the next visit', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await waitForControl(page);
    await expect
      .poll(async () => (await cacheKeys(page)).personal.length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.evaluate(async () => {
      await fetch('/api/auth/logout', { method: 'POST', headers: { 'x-narate-csrf': '1' } });
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth/);
    await expect.poll(async () => (await cacheKeys(page)).personal).toEqual([]);
  });

  test('signing out in the app clears the kept data', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await waitForControl(page);
    await expect
      .poll(async () => (await cacheKeys(page)).personal.length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Meni naloga' }).click();
    await page.getByRole('menuitem', { name: 'Odjavi se' }).click();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await expect.poll(async () => (await cacheKeys(page)).personal).toEqual([]);
  });

  test('a signed-out visitor has nothing personal kept', async ({ page }) => {
    await page.goto('/');
    await waitForControl(page);
    await page.goto('/aplikacija');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth/);
    await page.waitForLoadState('networkidle');
    expect((await cacheKeys(page)).personal).toEqual([]);
  });
});

test.describe('push', () => {
  test('a push message delivered to the worker shows the notification of its payload', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    await page.goto('/aplikacija');
    await waitForControl(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = (registrations as { registrationId: string; scopeURL: string }[]).find(
          (r) => r.scopeURL === `${baseURL}/`,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL ?? '',
      registrationId,
      data: JSON.stringify({
        title: 'Rata dospijeva za 3 dana',
        body: '33,33 € kod Demo Prodavnice',
        url: '/dashboard/transakcije',
        tag: 'reminder-1',
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
        }),
      )
      .toEqual([
        {
          title: 'Rata dospijeva za 3 dana',
          body: '33,33 € kod Demo Prodavnice',
          tag: 'reminder-1',
          data: { url: '/dashboard/transakcije' },
        },
      ]);
  });

  test('a click on a notification opens the page it names in the open window', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    // Signed in: the page the notification names is the shopper's own. Signed out it would
    // move on to the sign-in page, and the test would pass only when it caught the URL between.
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/aplikacija');
    await waitForControl(page);
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
    expect(worker).toBeDefined();
    // Chromium offers no way to click a notification from a test: the worker is handed a
    // notificationclick event for a notification it shows (as the browser would on a tap).
    await worker?.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      await scope.registration.showNotification('Rata je plaćena', {
        tag: 'paid-1',
        data: { url: '/dashboard/transakcije?strana=1' },
      });
      const [notification] = await scope.registration.getNotifications({ tag: 'paid-1' });
      scope.dispatchEvent(
        new NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(page).toHaveURL(/\/dashboard\/transakcije\?strana=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/transakcije\?strana=1$/);
  });
});
