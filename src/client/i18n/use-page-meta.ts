import { useEffect } from 'react';
import { LOCALE_TAGS, LOCALES, type Catalogue } from '../../shared/i18n/catalogue';
import { localizedPath } from '../../shared/i18n/locale-choice';
import { useI18n } from './i18n-context';

/**
 * Sets the document title, meta description, Open Graph tags, and the canonical and hreflang
 * links of the current page (each language has its own address: `?lang=en` for English). The
 * prerendered pages are written with exactly these tags, since the build runs this same code.
 */
export function usePageMeta(page: keyof Catalogue['pages']): void {
  const { t, locale } = useI18n();
  const meta = t.pages[page];
  useEffect(() => {
    const { origin, pathname } = window.location;
    document.title = meta.title;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', meta.title);
    setMeta('property', 'og:description', meta.description);
    // A page that does not exist has no address of its own to point search engines at.
    const indexable = page !== 'notFound';
    const canonical = `${origin}${localizedPath(pathname, locale)}`;
    setMeta('property', 'og:url', indexable ? canonical : null);
    setLink('canonical', null, indexable ? canonical : null);
    for (const other of LOCALES) {
      setLink(
        'alternate',
        LOCALE_TAGS[other],
        indexable ? `${origin}${localizedPath(pathname, other)}` : null,
      );
    }
    setLink('alternate', 'x-default', indexable ? `${origin}${pathname}` : null);
  }, [meta, page, locale]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setLink(rel: string, hreflang: string | null, href: string | null): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (href === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.appendChild(element);
  }
  element.href = href;
}
