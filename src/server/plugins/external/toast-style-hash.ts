import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The toast library inserts one fixed <style> element when it loads. Rather than allowing inline
 * styles, the CSP allows exactly that stylesheet by its SHA-256, read from the installed package.
 * Returns no hashes (no exception) if the package's shape ever changes; toasts then use the
 * bundled CSS file alone and the browser logs one blocked style.
 */
export function toastStyleHashes(): string[] {
  try {
    const file = createRequire(import.meta.url).resolve('sonner');
    const source = fs.readFileSync(file, 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    if (!literal) return [];
    const css = JSON.parse(literal) as string;
    // The element is appended empty before its text is added, so the empty sheet is checked too.
    return [cspHash(''), cspHash(css)];
  } catch {
    return [];
  }
}

function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
