import { matchesEveryWord } from '#shared/search-text';

/** One question of the help centre, its answer already filled in. */
export interface HelpEntry {
  topicId: string;
  topicTitle: string;
  q: string;
  a: string;
}

/**
 * The entries whose question, answer or topic contain every word of the query (in any order,
 * without regard to case or diacritics); every entry for an empty query.
 */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  return entries.filter((entry) =>
    matchesEveryWord(`${entry.topicTitle} ${entry.q} ${entry.a}`, query),
  );
}
