// The bank's answer: a camt.053 account statement (or camt.054 debit/credit notifications) read
// into its entries, each with the transactions it books. Only what matching needs is read; the
// rest of the message is ignored, whatever version (001.02 to 001.08) the bank sends.
import { errorMessage, type ApiErrorKey, type ErrorMessage } from '#shared/i18n/error-message';
import { render } from '../http/errors';
import {
  child,
  children,
  parseXml,
  textAt,
  XmlError,
  type XmlElement,
  type XmlRefusal,
} from './safe-xml';

export interface StatementTransaction {
  endToEndId: string | null;
  amountCents: number;
  currency: string;
  direction: 'DBIT' | 'CRDT';
  /** A return or reversal of an earlier transfer, with the bank's reason code (e.g. AC04). */
  returned: boolean;
  returnReason: string | null;
}

export interface StatementEntry {
  booked: boolean;
  bookingDate: string | null;
  valueDate: string | null;
  transactions: StatementTransaction[];
}

export interface BankStatement {
  messageType: 'camt.053' | 'camt.054';
  /** The statement's (or notification's) id from the bank. */
  id: string;
  entries: StatementEntry[];
}

/**
 * A statement NaRate cannot read, with the reason as a catalogue text (the admin reads it in
 * their language); the message, for the log, is the same in English.
 */
export class StatementError extends Error {
  override name = 'StatementError';
  readonly text: ErrorMessage;
  constructor(key: ApiErrorKey, values?: Record<string, string>) {
    const text = errorMessage(key, values);
    super(render(text, 'en'));
    this.text = text;
  }
}

const XML_REFUSALS: Record<XmlRefusal, ApiErrorKey> = {
  too_large: 'statement_too_large',
  doctype: 'statement_xml_doctype',
  entity: 'statement_xml_entity',
  malformed: 'statement_xml_malformed',
};

/** "1234.5" → 123450; throws on anything but a plain non-negative decimal with ≤ 2 decimals. */
export function centsOfDecimal(value: string | undefined): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!match) throw new StatementError('statement_amount', { value: value ?? '' });
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function dateOf(element: XmlElement | undefined): string | null {
  const day = textAt(element, 'Dt') ?? textAt(element, 'DtTm')?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** Booked: Sts/Cd = BOOK (001.04 and later) or Sts = BOOK (001.02). */
function isBooked(entry: XmlElement): boolean {
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
  return status === 'BOOK';
}

function amountOf(element: XmlElement | undefined): { cents: number; currency: string } | null {
  if (!element) return null;
  return { cents: centsOfDecimal(element.text), currency: element.attributes.Ccy ?? '' };
}

function directionOf(value: string | undefined): 'DBIT' | 'CRDT' {
  if (value === 'DBIT' || value === 'CRDT') return value;
  throw new StatementError('statement_direction', { value: value ?? '' });
}

function readEntry(entry: XmlElement): StatementEntry {
  const entryAmount = amountOf(child(entry, 'Amt'));
  if (!entryAmount) throw new StatementError('statement_entry_amount');
  const entryDirection = directionOf(textAt(entry, 'CdtDbtInd'));
  const reversal = textAt(entry, 'RvslInd') === 'true';
  const details = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'));
  const transactions: StatementTransaction[] = details.map((tx) => {
    // A transaction's own amount: Amt (001.04+) or AmtDtls/TxAmt/Amt; else the entry's, when
    // the entry books one transaction.
    const own =
      amountOf(child(tx, 'Amt')) ??
      amountOf(child(tx, 'AmtDtls', 'TxAmt', 'Amt')) ??
      (details.length === 1 ? entryAmount : null);
    if (!own) throw new StatementError('statement_batch_amount');
    const returnInfo = child(tx, 'RtrInf');
    const reason = textAt(returnInfo, 'Rsn', 'Cd') ?? textAt(returnInfo, 'Rsn', 'Prtry') ?? null;
    return {
      endToEndId: textAt(tx, 'Refs', 'EndToEndId') ?? null,
      amountCents: own.cents,
      currency: own.currency,
      direction: directionOf(textAt(tx, 'CdtDbtInd') ?? entryDirection),
      returned: reversal || returnInfo !== undefined,
      returnReason: reason,
    };
  });
  if (transactions.length === 0) {
    transactions.push({
      endToEndId: null,
      amountCents: entryAmount.cents,
      currency: entryAmount.currency,
      direction: entryDirection,
      returned: reversal,
      returnReason: null,
    });
  }
  return {
    booked: isBooked(entry),
    bookingDate: dateOf(child(entry, 'BookgDt')),
    valueDate: dateOf(child(entry, 'ValDt')),
    transactions,
  };
}

/** Reads an uploaded statement; throws StatementError with a reason a person can act on. */
export function parseBankStatement(xml: string): BankStatement {
  let document: XmlElement;
  try {
    document = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) {
      throw new StatementError(XML_REFUSALS[error.refusal], { name: error.entity ?? '' });
    }
    throw error;
  }
  const namespace = document.attributes.xmlns ?? '';
  const statement = child(document, 'BkToCstmrStmt');
  const notification = child(document, 'BkToCstmrDbtCdtNtfctn');
  let messageType: BankStatement['messageType'];
  let reports: XmlElement[];
  if (document.name === 'Document' && statement && /camt\.053\./.test(namespace)) {
    messageType = 'camt.053';
    reports = children(statement, 'Stmt');
  } else if (document.name === 'Document' && notification && /camt\.054\./.test(namespace)) {
    messageType = 'camt.054';
    reports = children(notification, 'Ntfctn');
  } else {
    throw new StatementError('statement_kind');
  }
  if (reports.length === 0) throw new StatementError('statement_empty');
  const ids = reports.map((r) => textAt(r, 'Id') ?? '');
  if (ids.some((id) => id === '')) throw new StatementError('statement_no_id');
  return {
    messageType,
    id: ids.join('+').slice(0, 200),
    entries: reports.flatMap((r) => children(r, 'Ntry').map(readEntry)),
  };
}
