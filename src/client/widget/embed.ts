// The merchant embed script served as /widget.js. It runs on third-party pages, so it has no
// React, no Tailwind and no inline <script>/<style>: it builds the same markup as the landing
// page's PriceWidget and CheckoutButton (same texts via widget-texts.ts) and styles it through
// the CSSOM (element.style), which a page's style-src policy does not block.
//
//   <script src="https://narate.me/widget.js" data-narate-key="pk_…" defer></script>
//   <div data-narate-price="19999"></div>
//   <div data-narate-checkout="19999" data-narate-checkout-url="/moj-server/narate"></div>
import { isLocale, type Locale } from '#shared/i18n/catalogue';
import { checkoutButtonTexts, priceLineText } from '../components/widgets/widget-texts';
import { safeCheckoutUrl } from './checkout-url';

/** The origin widget.js was loaded from (NaRate's); set when the script starts. */
let narateOrigin: string | null = null;

type Styles = Partial<CSSStyleDeclaration>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  styles: Styles,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, styles);
  if (text !== undefined) node.textContent = text;
  return node;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function cents(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function countOf(node: HTMLElement): number {
  const count = Number(node.dataset.narateCount ?? 3);
  return [3, 6, 12].includes(count) ? count : 3;
}

export function renderPriceWidget(host: HTMLElement, priceCents: number, locale: Locale): void {
  const line = el('p', {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px',
    margin: '0',
    borderRadius: '8px',
    background: '#eef2ff',
    padding: '8px 12px',
    fontFamily: FONT,
    fontSize: '14px',
    color: '#1e293b',
  });
  line.dataset.narateWidget = 'price';
  const badge = el(
    'span',
    {
      borderRadius: '6px',
      background: '#4338ca',
      padding: '2px 6px',
      fontSize: '12px',
      fontWeight: '700',
      color: '#ffffff',
    },
    'NaRate',
  );
  badge.setAttribute('aria-hidden', 'true');
  line.append(badge, el('span', {}, priceLineText(priceCents, countOf(host), locale)));
  host.replaceChildren(line);
}

export function renderCheckoutButton(host: HTMLElement, priceCents: number, locale: Locale): void {
  const texts = checkoutButtonTexts(priceCents, countOf(host), locale);
  const button = el('button', {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    width: '100%',
    border: '0',
    borderRadius: '12px',
    background: '#0f172a',
    padding: '12px 16px',
    color: '#ffffff',
    fontFamily: FONT,
    cursor: 'pointer',
  });
  button.type = 'button';
  button.dataset.narateWidget = 'checkout';
  button.append(
    el('span', { fontSize: '16px', fontWeight: '600' }, texts.label),
    el('span', { fontSize: '14px', color: '#e2e8f0' }, texts.detail),
  );
  button.addEventListener('click', () => {
    // The merchant's own page decides what starts the checkout: its server creates the session
    // with the secret key. Either a URL to go to, or an event its script listens for.
    const proceed = host.dispatchEvent(
      new CustomEvent('narate:checkout', {
        bubbles: true,
        cancelable: true,
        detail: { priceCents },
      }),
    );
    const raw = host.dataset.narateCheckoutUrl;
    if (!proceed || !raw) return;
    const url = safeCheckoutUrl(raw, {
      page: window.location.origin,
      narate: narateOrigin ?? window.location.origin,
    });
    if (url) window.location.assign(url);
    else
      console.warn(
        'NaRate: data-narate-checkout-url ignored: only https addresses of this site or of NaRate are followed',
      );
  });
  host.replaceChildren(button);
}

/** Renders every widget on the page; `root` lets merchants re-run it after adding content. */
export function renderAll(root: ParentNode, locale: Locale): void {
  root.querySelectorAll<HTMLElement>('[data-narate-price]').forEach((host) => {
    const price = cents(host.dataset.naratePrice);
    if (price !== null) renderPriceWidget(host, price, locale);
  });
  root.querySelectorAll<HTMLElement>('[data-narate-checkout]').forEach((host) => {
    const price = cents(host.dataset.narateCheckout);
    if (price !== null) renderCheckoutButton(host, price, locale);
  });
}

function start(): void {
  const script = document.currentScript as HTMLScriptElement | null;
  const key = script?.dataset.narateKey ?? '';
  const localeAttr = script?.dataset.narateLocale;
  const locale: Locale = isLocale(localeAttr) ? localeAttr : 'me';
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;
  narateOrigin = origin;
  const run = () => renderAll(document, locale);
  // The key must belong to an active merchant; an unknown key renders nothing (and says why).
  void fetch(`${origin}/api/widget/merchant?key=${encodeURIComponent(key)}`, { mode: 'cors' })
    .then((response) => {
      if (!response.ok) throw new Error(`NaRate: unknown publishable key (${response.status})`);
      window.NaRate = { render: (root: ParentNode = document) => renderAll(root, locale) };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
      else run();
    })
    .catch((error: unknown) => console.warn(String(error)));
}

declare global {
  interface Window {
    NaRate?: { render(root?: ParentNode): void };
  }
}

if (typeof document !== 'undefined' && document.currentScript) start();
