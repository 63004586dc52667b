// What GET /api/stores answers: the partner stores a shopper can pay at (/prodavnice).

export interface StoreView {
  id: string;
  name: string;
  /** The business type from the partner application ('electronics', 'fashion', …). */
  category: string;
  /** The store's website from its partner application; null when it gave none. */
  website: string | null;
}

export interface StoreList {
  stores: StoreView[];
}

/** Only http(s) addresses become links; anything else is shown as no website. */
export function safeWebsite(value: string | null): string | null {
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
