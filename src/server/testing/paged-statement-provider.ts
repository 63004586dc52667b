// A provider with a dated, paged statement for the reconciliation tests: the app's provider (the
// local acquirer, whose statement comes whole) plus lines a test writes with their times, given
// in pages by time and key as a provider with a dated statement API gives them. The acquirer's
// own lines are its unpaged part, read whole on every run.
import type {
  DatedStatementEntry,
  PaymentProvider,
  StatementEntry,
  StatementPosition,
} from '#server/payments/provider';

export interface PagedStatementProvider extends PaymentProvider {
  /** Adds charge lines of `amountCents` each, one millisecond apart from `from`. */
  addCharges(prefix: string, count: number, amountCents: number, from?: Date): void;
  /** Adds one charge line at a given time. */
  addCharge(key: string, chargeId: string, amountCents: number, at: Date): void;
  /** Moves every line written so far to one time (lines read long ago). */
  moveAllTo(at: Date): void;
}

const byTimeThenKey = (a: DatedStatementEntry, b: DatedStatementEntry) =>
  a.at.getTime() - b.at.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export function withPagedStatement(provider: PaymentProvider): PagedStatementProvider {
  const lines: DatedStatementEntry[] = [];
  const after = (line: DatedStatementEntry, position: StatementPosition) =>
    line.at.getTime() > position.at.getTime() ||
    (line.at.getTime() === position.at.getTime() && line.key > position.key);
  const paged = Object.create(provider) as PagedStatementProvider;
  return Object.assign(paged, {
    async statement(): Promise<StatementEntry[]> {
      return [...(await provider.statement()), ...lines];
    },
    async statementPage(position: StatementPosition | null, limit: number) {
      return lines
        .filter((line) => position === null || after(line, position))
        .sort(byTimeThenKey)
        .slice(0, limit);
    },
    unpagedStatement: () => provider.statement(),
    addCharge(key: string, chargeId: string, amountCents: number, at: Date) {
      lines.push({ key, kind: 'charge', chargeId, amountCents, at });
    },
    addCharges(prefix: string, count: number, amountCents: number, from = new Date()) {
      for (let i = 1; i <= count; i += 1) {
        const at = new Date(from.getTime() + i);
        lines.push({
          key: `${prefix}-${i}`,
          kind: 'charge',
          chargeId: `ch_${prefix}_${i}`,
          amountCents,
          at,
        });
      }
    },
    moveAllTo(at: Date) {
      for (const line of lines) line.at = at;
    },
  });
}
