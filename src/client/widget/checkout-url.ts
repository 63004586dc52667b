// Where the widget's checkout button may send the shopper. The URL comes from a data attribute
// on the merchant's page, and pages often let visitors' HTML (reviews, questions) through a
// sanitiser that keeps data-* attributes: a `javascript:` or foreign URL there would run script
// in the merchant's origin or send shoppers to a look-alike site. So only web addresses of the
// merchant's page itself (its server starts the checkout) or of NaRate (the origin widget.js was
// loaded from, the hosted checkout) are followed, over https — or plain http to the machine
// itself, which only development and tests use.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The absolute URL to follow for `raw` (resolved against the page, so relative paths work), or
 * null when it must be ignored.
 */
export function safeCheckoutUrl(
  raw: string | undefined,
  origins: { page: string; narate: string },
): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), origins.page);
  } catch {
    return null;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || url.username || url.password) return null;
  if (url.origin !== origins.page && url.origin !== origins.narate) return null;
  return url.href;
}
