// What GET /api/stores answers: the partner stores a shopper can pay at (/prodavnice).

export interface StoreView {
  id: string;
  name: string;
  /** The business type from the partner application ('electronics', 'fashion', …). */
  category: string;
  /**
   * The store's link: its website (http or https), a path on this site (the demo shop,
   * '/demo-shop'), or null when it gave none.
   */
  website: string | null;
}

export interface StoreList {
  stores: StoreView[];
}

/**
 * Only http(s) addresses and plain paths on this site become links; anything else is shown as no
 * website.
 */
export function safeWebsite(value: string | null): string | null {
  if (!value) return null;
  if (/^\/[a-z0-9-]+$/.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
