import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/catalogue';
import { NOT_FOUND_PAGE, PRERENDERED_ROUTES, prerenderedFile } from '#shared/prerendered-routes';

/** The origin the build writes into canonical and hreflang links (scripts/prerender.mjs). */
export const PRERENDER_ORIGIN = 'http://prerender.narate.invalid';

export type Encoding = 'br' | 'gzip' | 'identity';

interface PreparedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PrerenderedAnswer {
  body: Buffer;
  encoding: Encoding;
  contentLanguage: string;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The prerendered public pages, read from the build on first use and kept in memory with the
 * server's public address filled in, compressed once (they are small and the same for everyone).
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, PreparedPage | null>();
  private readonly origin: string;

  constructor(
    private readonly dir: string,
    publicUrl: string,
  ) {
    this.origin = publicUrl.replace(/\/+$/, '');
  }

  /** True when the build has prerendered pages (older builds only have index.html). */
  available(): boolean {
    return fs.existsSync(this.dir);
  }

  /** The page for a path, or null when it is not prerendered (then index.html serves it). */
  find(pathname: string, locale: Locale, notFound: boolean, encoding: Encoding) {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    let name: string;
    if (notFound) name = NOT_FOUND_PAGE;
    else if (PRERENDERED_ROUTES.includes(route)) name = route;
    else return null;
    const page = this.load(prerenderedFile(name, locale));
    if (!page) return null;
    return {
      body: page[encoding],
      encoding,
      contentLanguage: LOCALE_TAGS[locale],
    } satisfies PrerenderedAnswer;
  }

  private load(file: string): PreparedPage | null {
    if (this.cache.has(file)) return this.cache.get(file) ?? null;
    let page: PreparedPage | null = null;
    try {
      const html = fs
        .readFileSync(path.join(this.dir, file), 'utf8')
        .replaceAll(PRERENDER_ORIGIN, this.origin);
      const identity = Buffer.from(html);
      page = {
        identity,
        br: zlib.brotliCompressSync(identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      };
    } catch {
      page = null;
    }
    this.cache.set(file, page);
    return page;
  }
}
