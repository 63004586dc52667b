/** One question of the help centre, its answer already filled in. */
export interface HelpEntry {
  topicId: string;
  topicTitle: string;
  q: string;
  a: string;
}

/**
 * Lower case without diacritics ("Pomjeri ratu" = "pomjeri ratu", "kašnjenje" = "kasnjenje"), so a
 * search typed on a keyboard without Montenegrin letters finds the same answers.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The entries whose question, answer or topic contain every word of the query (in any order);
 * every entry for an empty query.
 */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldForSearch(`${entry.topicTitle} ${entry.q} ${entry.a}`);
    return words.every((word) => haystack.includes(word));
  });
}
