// Monri's statement answer (`GET /v2/merchant/transactions`) as the lines reconciliation compares
// with the books: money that moved, keyed by our order number (or a refund's reference).
import { MonriRequestError, text, type Json } from './answers';

/** One line of Monri's statement in the books' terms. */
export interface StatementRow {
  key: string;
  kind: 'charge' | 'refund';
  chargeId: string;
  amountCents: number;
}

const rowsOf = (answer: Json): Json[] =>
  Array.isArray(answer.transactions) ? (answer.transactions as Json[]) : [];

/** A row's line in the books' terms; null for an authorisation or its void, which move no money. */
function lineOf(row: Json): StatementRow | null {
  if (row.transaction_type === 'authorize' || row.transaction_type === 'void') return null;
  return {
    key: text(row.merchant_reference || row.order_number),
    kind: row.transaction_type === 'refund' ? 'refund' : 'charge',
    chargeId: text(row.order_number),
    amountCents: Number(row.amount),
  };
}

export function statementRows(answer: Json): StatementRow[] {
  return rowsOf(answer)
    .map(lineOf)
    .filter((line): line is StatementRow => line !== null);
}

/** A line of a page of the statement: with its time, by which pages are read in order. */
export interface DatedStatementRow extends StatementRow {
  at: Date;
}

/** A page of the statement: its money lines, and where the next page starts. */
export interface StatementPageRows {
  lines: DatedStatementRow[];
  /** Rows the page held, lines left out included: fewer than asked means the statement ended. */
  rows: number;
  /** The last row's place (its time and key), lines left out included; null for an empty page. */
  last: { at: Date; key: string } | null;
}

/**
 * A page of the statement (`?since=…&since_key=…&limit=…`). Each row carries its time
 * (`created_at`); a row without one cannot be placed, and the answer is refused as a whole.
 */
export function datedStatementRows(answer: Json): StatementPageRows {
  const rows = rowsOf(answer);
  const lines: DatedStatementRow[] = [];
  let last: StatementPageRows['last'] = null;
  for (const row of rows) {
    const at = new Date(text(row.created_at));
    if (Number.isNaN(at.getTime())) {
      throw new MonriRequestError(502, 'a statement line came without its created_at');
    }
    last = { at, key: text(row.merchant_reference || row.order_number) };
    const line = lineOf(row);
    if (line) lines.push({ ...line, at });
  }
  return { lines, rows: rows.length, last };
}
