/// <reference lib="webworker" />
/**
 * NaRate's service worker (built by vite-plugin-pwa's injectManifest into /sw.js).
 *
 * - The shell (index.html, the entry script and stylesheet, icons, manifests) is precached, so
 *   the app starts without a network; other hashed assets are kept once they have loaded.
 * - A signed-in shopper's own data (GET /api/me/…, the session) is answered network first and
 *   kept for offline reading; a cached answer carries `x-narate-offline: 1`, and its `Date`
 *   header says when it was fetched, which the page shows. Only successful answers are kept, and
 *   a signed-out session answer empties the cache, so nothing personal stays for a visitor.
 * - Everything that changes data (POST, PUT, PATCH, DELETE) goes to the network only: paying or
 *   saving a card never runs from a copy.
 * - Push messages show a notification; tapping it focuses or opens the page it names.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  ASSETS_CACHE,
  OFFLINE_HEADER,
  PERSONAL_CACHE,
  SW_CLEAR_PERSONAL,
  isPersonalApiPath,
  SESSION_API_PATH,
} from '#shared/offline';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * Counts the clearings: an answer that was on its way when the cache was cleared belongs to the
 * person who signed out, so it is not kept (it would otherwise land in the emptied cache).
 */
let personalGeneration = 0;

/** Removes every kept answer of a signed-in shopper (sign-out, another user, ended session). */
async function clearPersonal(): Promise<void> {
  personalGeneration += 1;
  await caches.delete(PERSONAL_CACHE);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SW_CLEAR_PERSONAL) {
    const done = clearPersonal().then(() => event.ports[0]?.postMessage({ ok: true }));
    event.waitUntil(done);
  }
});

/** Marks an answer read from the cache, so the page can say how old its data is. */
const markOffline = {
  cachedResponseWillBeUsed: async ({
    cachedResponse,
  }: {
    cachedResponse?: Response | undefined;
  }): Promise<Response | null> => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * Keeps only successful answers asked for since the last clearing; a session answer without a
 * user empties the personal cache.
 */
const keepSignedInOnly = {
  requestWillFetch: async ({
    request,
    state,
  }: {
    request: Request;
    state?: Record<string, unknown>;
  }): Promise<Request> => {
    if (state) state.generation = personalGeneration;
    return request;
  },
  cacheWillUpdate: async ({
    request,
    response,
    state,
  }: {
    request: Request;
    response: Response;
    state?: Record<string, unknown>;
  }): Promise<Response | null> => {
    if (response.status !== 200) return null;
    if (state && state.generation !== personalGeneration) return null;
    if (new URL(request.url).pathname !== SESSION_API_PATH) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { user?: unknown } | null;
    if (body?.user) return response;
    await clearPersonal();
    return null;
  },
};

const personalData = new NetworkFirst({
  cacheName: PERSONAL_CACHE,
  networkTimeoutSeconds: 8,
  plugins: [
    keepSignedInOnly,
    markOffline,
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
  ],
});

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isPersonalApiPath(url.pathname),
  personalData,
);

// Every other API call, and every change, needs the network.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
  new NetworkOnly(),
);

// Hashed assets never change under one name: once loaded, they are read from the cache.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * 24 * 60 * 60 })],
  }),
);

// Pages come from the network (the public ones prerendered in the visitor's language); without
// one, the precached shell renders the page in the browser.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
  }
  return Response.error();
});

/** What the server sends in a push message. */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const title = payload.title || 'NaRate';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: payload.tag,
      data: { url: safeUrl(payload.url) },
    }),
  );
});

/** Only this site's own pages open from a notification; anything else opens the dashboard. */
function safeUrl(url: string | undefined): string {
  try {
    const target = new URL(url ?? '/dashboard', self.location.origin);
    if (target.origin !== self.location.origin) return '/dashboard';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/dashboard';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl((event.notification.data as { url?: string } | null)?.url);
  event.waitUntil(openOrFocus(url));
});

/**
 * Shows `url` in an open NaRate window (the one already there, else the first, navigated to it)
 * and brings that window forward; with no window open, opens one. Focusing is allowed only while
 * the click is being handled, so a refused focus does not stop the navigation.
 */
async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url, self.location.origin).href;
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus().catch(() => undefined);
    return;
  }
  for (const client of windows) {
    const moved = await client.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target);
}
