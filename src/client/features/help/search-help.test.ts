import { describe, expect, it } from 'vitest';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { foldForSearch } from '#shared/search-text';
import { searchHelp, type HelpEntry } from './search-help';

const entries = (catalogue: typeof me): HelpEntry[] =>
  catalogue.help.topics.flatMap((topic) =>
    topic.questions.map((question) => ({
      topicId: topic.id,
      topicTitle: topic.title,
      ...question,
    })),
  );

describe('help centre search', () => {
  it('ignores case and Montenegrin diacritics', () => {
    expect(foldForSearch('Kašnjenje ĐAK Čć Žž')).toBe('kasnjenje djak cc zz');
    const late = searchHelp(entries(me), 'KASNJENJE').map((entry) => entry.q);
    expect(late).toContain('Šta ako zakasnim s ratom?');
  });

  it('needs every word, in any order', () => {
    const found = searchHelp(entries(me), 'ratu pomjeri').map((entry) => entry.q);
    expect(found).toContain('Mogu li da pomjerim ratu?');
    expect(searchHelp(entries(me), 'pomjeri xyzzy')).toEqual([]);
  });

  it('lists everything for an empty query', () => {
    expect(searchHelp(entries(en), '   ')).toHaveLength(entries(en).length);
  });

  it('covers the same topics in both languages', () => {
    const topics = (catalogue: typeof me) =>
      catalogue.help.topics.map((topic) => [topic.id, topic.questions.length]);
    expect(topics(en)).toEqual(topics(me));
    expect(me.help.topics.map((topic) => topic.id)).toEqual([
      'limit',
      'declines',
      'paying',
      'moving',
      'refunds',
      'security',
      'fees',
    ]);
  });
});
