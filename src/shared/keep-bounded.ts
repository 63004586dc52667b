/**
 * Keeps `value` under `key` and returns it; a map already holding `limit` entries starts over.
 * For caches of results that any input can add to (texts, days): a bound without the bookkeeping
 * of an eviction order, as what is asked for often is kept again at once.
 */
export function keepBounded<K, V>(map: Map<K, V>, limit: number, key: K, value: V): V {
  if (map.size >= limit) map.clear();
  map.set(key, value);
  return value;
}
