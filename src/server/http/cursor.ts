import { badRequest } from './errors';

/** Where a newest-first list stopped: the last row's creation time and id (the tie-breaker). */
export interface ListCursor {
  createdAt: Date;
  id: string;
}

/** Opaque to clients: base64url of [ISO time, id]. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

export const INVALID_CURSOR_MESSAGE = 'Neispravan cursor.';

export function decodeCursor(value: string | undefined): ListCursor | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      parsed[1].length <= 100
    ) {
      const createdAt = new Date(parsed[0]);
      if (!Number.isNaN(createdAt.getTime())) return { createdAt, id: parsed[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(INVALID_CURSOR_MESSAGE);
}

/**
 * Splits the limit+1 rows a newest-first query fetched into the page and the cursor of the next
 * page (null when there is none).
 */
export function pageOf<T extends { created_at: Date; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}
