import { useEffect } from 'react';
import type { Catalogue } from '../../shared/i18n/catalogue';
import { useI18n } from './i18n-context';

/** Sets the document title, meta description and Open Graph tags of the current page. */
export function usePageMeta(page: keyof Catalogue['pages']): void {
  const { t } = useI18n();
  const meta = t.pages[page];
  useEffect(() => {
    document.title = meta.title;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:url', window.location.href);
  }, [meta]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
