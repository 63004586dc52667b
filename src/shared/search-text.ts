/**
 * Lower case without diacritics ("Pomjeri ratu" = "pomjeri ratu", "kašnjenje" = "kasnjenje"), so a
 * search typed on a keyboard without Montenegrin letters finds the same things.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when the text contains every word of the query, in any order (an empty query matches). */
export function matchesEveryWord(text: string, query: string): boolean {
  const haystack = foldForSearch(text);
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
