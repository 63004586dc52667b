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

/** A statement line's key: a refund's merchant reference, else the order number. */
export function statementKey(t: Transaction): string {
  return t.reference || t.orderNumber;
}

/** Statement order: by time (ISO 8601 in UTC, so the text sorts as the time), then by key. */
function compareLines(atA: string, keyA: string, atB: string, keyB: string): number {
  if (atA !== atB) return atA < atB ? -1 : 1;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

export class AcquirerStore {
  private state: State = { payments: {}, transactions: {}, tokens: {}, lostOnce: [] };

  constructor(private readonly file?: string) {
    if (file && fs.existsSync(file)) {
      this.state = JSON.parse(fs.readFileSync(file, 'utf8')) as State;
    }
  }

  private save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.state), { mode: 0o600 });
    fs.renameSync(temporary, this.file);
  }

  payment(id: string): Payment | undefined {
    return this.state.payments[id];
  }

  paymentBySecret(clientSecret: string): Payment | undefined {
    return Object.values(this.state.payments).find((p) => p.clientSecret === clientSecret);
  }

  paymentByOrder(orderNumber: string): Payment | undefined {
    return Object.values(this.state.payments).find((p) => p.orderNumber === orderNumber);
  }

  putPayment(payment: Payment): void {
    this.state.payments[payment.id] = payment;
    this.save();
  }

  transaction(id: string): Transaction | undefined {
    return this.state.transactions[id];
  }

  /**
   * What an order number stands for now (its charge: a purchase or a capture, else a void, else
   * the authorisation), or the refund under a merchant reference.
   */
  byOrderOrReference(key: string): Transaction | undefined {
    const all = Object.values(this.state.transactions);
    const ofOrder = (type: Transaction['type']) =>
      all.find((t) => t.type === type && t.orderNumber === key);
    return (
      ofOrder('purchase') ??
      ofOrder('capture') ??
      ofOrder('void') ??
      ofOrder('authorize') ??
      all.find((t) => t.type === 'refund' && t.reference === key)
    );
  }

  refundsOf(orderNumber: string): Transaction[] {
    return Object.values(this.state.transactions).filter(
      (t) => t.type === 'refund' && t.orderNumber === orderNumber,
    );
  }

  all(): Transaction[] {
    return Object.values(this.state.transactions).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
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
  private statement: Transaction[] | undefined;

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
    this.state.transactions[transaction.id] = transaction;
    this.statement = undefined;
    this.save();
  }

  card(token: string): StoredCard | undefined {
    return this.state.tokens[token];
  }

  putCard(token: string, card: StoredCard): void {
    this.state.tokens[token] = card;
    this.save();
  }

  forgetCard(token: string): void {
    delete this.state.tokens[token];
    this.save();
  }

  /** True the first time only: that answer is the one that gets lost. */
  loseFirstAnswer(key: string): boolean {
    if (this.state.lostOnce.includes(key)) return false;
    this.state.lostOnce.push(key);
    this.save();
    return true;
  }
}
