import { errorMessage, HttpError } from './errors';

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

export const INVALID_CURSOR_MESSAGE = errorMessage('invalid_cursor');

/** What the id half of a cursor must look like: the list's own id format. */
export type CursorIdKind = 'uuid' | 'order';

const ID_PATTERNS: Record<CursorIdKind, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  order: /^ord_[0-9A-Za-z]{24}$/,
};

/** Exactly what encodeCursor writes (toISOString), years 1970..9999 as rows can have. */
const CURSOR_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function invalidCursor(): HttpError {
  return new HttpError(400, 'invalid_cursor', INVALID_CURSOR_MESSAGE);
}

/**
 * Reads a cursor back, checking every part (the time a real instant in the database's range, the
 * id in the list's id format), so a cursor a client made up is a 400, never a database error.
 */
export function decodeCursor(
  value: string | undefined,
  idKind: CursorIdKind,
): ListCursor | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [time, id] = parsed as unknown[];
  if (typeof time !== 'string' || typeof id !== 'string') throw invalidCursor();
  const year = CURSOR_TIME.exec(time)?.[1];
  const createdAt = new Date(time);
  if (
    !year ||
    Number(year) < 1970 ||
    Number.isNaN(createdAt.getTime()) ||
    createdAt.toISOString() !== time ||
    !ID_PATTERNS[idKind].test(id)
  ) {
    throw invalidCursor();
  }
  return { createdAt, id };
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
