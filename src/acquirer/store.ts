// The local acquirer's own storage: one JSON file in its own folder (or memory only, in tests).
// It is the card network's side of the line: it keeps the cards behind its tokens, as a real
// acquirer does, and NaRate's database never sees them.
import fs from 'node:fs';
import path from 'node:path';

export interface StoredCard {
  number: string;
  expMonth: number;
  expYear: number;
}

export interface Transaction {
  id: string;
  orderNumber: string;
  /**
   * A purchase takes the money at once; an authorisation only holds it on the card until a
   * capture takes it or a void releases it (each its own transaction under the order number).
   */
  type: 'purchase' | 'authorize' | 'capture' | 'void' | 'refund';
  /** The merchant's key of a refund. */
  reference?: string;
  amount: number;
  currency: string;
  status: 'approved' | 'declined' | 'pending';
  responseCode: string;
  responseMessage: string;
  brand: string;
  masked: string;
  expirationDate: string;
  panToken?: string;
  merchantInitiated: boolean;
  createdAt: string;
}

export interface Payment {
  id: string;
  clientSecret: string;
  orderNumber: string;
  amount: number;
  currency: string;
  orderInfo: string;
  tokenize: boolean;
  /** A card verification (amount 0): the card is checked and kept, nothing is charged. */
  verify?: boolean;
  /** Only authorise: the money is held until the merchant captures or voids it. */
  authorize?: boolean;
  /** Set once the shopper confirmed the card (and passed any challenge). */
  transactionId?: string;
  /** The card waiting for its 3-D Secure challenge, kept only until the shopper answers. */
  challengeCard?: StoredCard;
}

interface State {
  payments: Record<string, Payment>;
  transactions: Record<string, Transaction>;
  tokens: Record<string, StoredCard>;
  /** Order numbers (and refund references) whose first answer was already lost once. */
  lostOnce: string[];
}

/** One change, as a line of the storage file after its first line (the state when it was opened). */
type Change =
  | { payment: Payment }
  | { transaction: Transaction }
  | { card: StoredCard; token: string }
  | { forget: string }
  | { lost: string };

/** A statement line's key: a refund's merchant reference, else the order number. */
export function statementKey(t: Transaction): string {
  return t.reference || t.orderNumber;
}

/** Statement order: by time (ISO 8601 in UTC, so the text sorts as the time), then by key. */
function compareLines(atA: string, keyA: string, atB: string, keyB: string): number {
  if (atA !== atB) return atA < atB ? -1 : 1;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/**
 * The storage file is a journal: its first line is the whole state when the acquirer started,
 * each later line one change, appended as it happens. Rewriting the whole state on every change
 * (as this store once did) cost more with every payment: tens of milliseconds of CPU a payment
 * once a few thousand were kept. The journal is folded into the first line at each start. A file
 * of one line (the state alone) is read the same way.
 */
export class AcquirerStore {
  private state: State = { payments: {}, transactions: {}, tokens: {}, lostOnce: [] };
  private journal: number | undefined;
  // Lookups by what the protocol names them with, kept beside the state (in insertion order, as
  // the lists they replace were searched).
  private readonly paymentIdBySecret = new Map<string, string>();
  private readonly paymentIdByOrder = new Map<string, string>();
  private readonly transactionIdsByOrder = new Map<string, string[]>();
  private readonly refundIdsByReference = new Map<string, string[]>();
  private readonly lost = new Set<string>();
  private statement: Transaction[] | undefined;

  constructor(private readonly file?: string) {
    if (file && fs.existsSync(file)) {
      const [first, ...changes] = fs.readFileSync(file, 'utf8').split('\n');
      if (first) this.state = JSON.parse(first) as State;
      for (const line of changes) if (line) this.apply(JSON.parse(line) as Change);
    }
    for (const payment of Object.values(this.state.payments)) this.indexPayment(payment);
    for (const t of Object.values(this.state.transactions)) this.indexTransaction(t);
    for (const key of this.state.lostOnce) this.lost.add(key);
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.tmp`;
      fs.writeFileSync(temporary, `${JSON.stringify(this.state)}\n`, { mode: 0o600 });
      fs.renameSync(temporary, file);
      this.journal = fs.openSync(file, 'a');
    }
  }

  /** Stops writing the journal (the process is stopping). */
  close(): void {
    if (this.journal !== undefined) fs.closeSync(this.journal);
    this.journal = undefined;
  }

  private apply(change: Change): void {
    if ('payment' in change) this.state.payments[change.payment.id] = change.payment;
    else if ('transaction' in change) {
      this.state.transactions[change.transaction.id] = change.transaction;
    } else if ('card' in change) this.state.tokens[change.token] = change.card;
    else if ('forget' in change) delete this.state.tokens[change.forget];
    else this.state.lostOnce.push(change.lost);
  }

  private record(change: Change): void {
    this.apply(change);
    if (this.journal !== undefined) fs.writeSync(this.journal, `${JSON.stringify(change)}\n`);
  }

  private indexPayment(payment: Payment): void {
    if (!this.paymentIdBySecret.has(payment.clientSecret)) {
      this.paymentIdBySecret.set(payment.clientSecret, payment.id);
    }
    if (!this.paymentIdByOrder.has(payment.orderNumber)) {
      this.paymentIdByOrder.set(payment.orderNumber, payment.id);
    }
  }

  private indexTransaction(t: Transaction): void {
    const add = (index: Map<string, string[]>, key: string) => {
      const ids = index.get(key);
      if (!ids) index.set(key, [t.id]);
      else if (!ids.includes(t.id)) ids.push(t.id);
    };
    add(this.transactionIdsByOrder, t.orderNumber);
    if (t.type === 'refund' && t.reference) add(this.refundIdsByReference, t.reference);
  }

  private transactionsOf(index: Map<string, string[]>, key: string): Transaction[] {
    return (index.get(key) ?? []).map((id) => this.state.transactions[id]!);
  }

  payment(id: string): Payment | undefined {
    return this.state.payments[id];
  }

  paymentBySecret(clientSecret: string): Payment | undefined {
    const id = this.paymentIdBySecret.get(clientSecret);
    return id === undefined ? undefined : this.state.payments[id];
  }

  paymentByOrder(orderNumber: string): Payment | undefined {
    const id = this.paymentIdByOrder.get(orderNumber);
    return id === undefined ? undefined : this.state.payments[id];
  }

  putPayment(payment: Payment): void {
    this.record({ payment });
    this.indexPayment(payment);
  }

  transaction(id: string): Transaction | undefined {
    return this.state.transactions[id];
  }

  /**
   * What an order number stands for now (its charge: a purchase or a capture, else a void, else
   * the authorisation), or the refund under a merchant reference.
   */
  byOrderOrReference(key: string): Transaction | undefined {
    const ofOrder = this.transactionsOf(this.transactionIdsByOrder, key);
    const first = (type: Transaction['type']) => ofOrder.find((t) => t.type === type);
    return (
      first('purchase') ??
      first('capture') ??
      first('void') ??
      first('authorize') ??
      this.transactionsOf(this.refundIdsByReference, key).find((t) => t.type === 'refund')
    );
  }

  /** Every transaction under an order number, oldest first. */
  ofOrder(orderNumber: string): Transaction[] {
    return this.transactionsOf(this.transactionIdsByOrder, orderNumber).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
  }

  refundsOf(orderNumber: string): Transaction[] {
    return this.transactionsOf(this.transactionIdsByOrder, orderNumber).filter(
      (t) => t.type === 'refund',
    );
  }

  /**
   * The statement: approved transactions that moved money (an authorisation or its void only
   * holds or releases it), in the order of their time and then their line key. Kept sorted until
   * a transaction is written, so paging through a year of it sorts it once, not once a page.
   */
  private statementLines(): Transaction[] {
    this.statement ??= Object.values(this.state.transactions)
      .filter((t) => t.status === 'approved' && t.type !== 'authorize' && t.type !== 'void')
      .map((t) => ({ t, key: statementKey(t) }))
      .sort((a, b) => compareLines(a.t.createdAt, a.key, b.t.createdAt, b.key))
      .map(({ t }) => t);
    return this.statement;
  }

  /** The whole statement. */
  wholeStatement(): Transaction[] {
    return this.statementLines();
  }

  /**
   * At most `limit` lines of the statement after a place in it: after the time `since`, or at that
   * time with a line key after `sinceKey`. Found by binary search.
   */
  statementPage(since: string, sinceKey: string, limit: number): Transaction[] {
    const lines = this.statementLines();
    let low = 0;
    let high = lines.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const line = lines[middle]!;
      if (compareLines(line.createdAt, statementKey(line), since, sinceKey) <= 0) low = middle + 1;
      else high = middle;
    }
    return lines.slice(low, low + limit);
  }

  putTransaction(transaction: Transaction): void {
    this.record({ transaction });
    this.indexTransaction(transaction);
    this.statement = undefined;
  }

  card(token: string): StoredCard | undefined {
    return this.state.tokens[token];
  }

  putCard(token: string, card: StoredCard): void {
    this.record({ card, token });
  }

  forgetCard(token: string): void {
    this.record({ forget: token });
  }

  /** True the first time only: that answer is the one that gets lost. */
  loseFirstAnswer(key: string): boolean {
    if (this.lost.has(key)) return false;
    this.lost.add(key);
    this.record({ lost: key });
    return true;
  }
}
