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

  putTransaction(transaction: Transaction): void {
    this.state.transactions[transaction.id] = transaction;
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
