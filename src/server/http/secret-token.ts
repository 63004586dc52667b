// Shared secrets a request presents (the dev mailbox token, the metrics token) are compared in
// constant time, so the time an answer takes says nothing about how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether the presented value is the expected secret; unset or empty never matches. */
export function secretMatches(presented: unknown, expected: string | undefined): boolean {
  if (typeof presented !== 'string' || !presented || !expected) return false;
  // Digests of equal length, so neither the length nor the content leaks through timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
