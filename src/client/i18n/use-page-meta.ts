import { useEffect } from 'react';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  type Catalogue,
  type Locale,
} from '#shared/i18n/catalogue';
import { localizedPath } from '#shared/i18n/locale-choice';
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
    // A page that does not exist has no address of its own to point search engines at.
    const at = (l: Locale) => (page === 'notFound' ? null : origin + localizedPath(pathname, l));
    document.title = meta.title;
    setTag('meta', 'name="description"', 'content', meta.description);
    setTag('meta', 'property="og:title"', 'content', meta.title);
    setTag('meta', 'property="og:description"', 'content', meta.description);
    setTag('meta', 'property="og:url"', 'content', at(locale));
    setTag('link', 'rel="canonical"', 'href', at(locale));
    for (const other of LOCALES) {
      setTag('link', `rel="alternate" hreflang="${LOCALE_TAGS[other]}"`, 'href', at(other));
    }
    setTag('link', 'rel="alternate" hreflang="x-default"', 'href', at(DEFAULT_LOCALE));
  }, [meta, page, locale]);
}

/** Creates, updates or (with null) removes the head element `<tag attributes>`. */
function setTag(tag: 'meta' | 'link', attributes: string, key: string, value: string | null) {
  let element = document.head.querySelector(`${tag}[${attributes.replaceAll('" ', '"][')}]`);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    for (const [, name, content] of attributes.matchAll(/(\S+)="([^"]*)"/g)) {
      element.setAttribute(name as string, content as string);
    }
    document.head.appendChild(element);
  }
  element.setAttribute(key, value);
}
