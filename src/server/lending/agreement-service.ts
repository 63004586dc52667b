// The credit agreement on a durable medium. The acceptance (time, client address, document
// version, language) is written in the transaction that creates the order. The PDF is made from
// it outside that transaction (a PDF costs CPU; the shopper's locks stay short) by the contract
// job within a minute, or at once when the shopper downloads it first; it is kept byte for byte
// with its SHA-256 and the shopper is emailed a link. The plan offers the same bytes.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '#shared/i18n/catalogue';
import { singleLine } from '#shared/validation/single-line';
import { yieldToCheckouts } from '../checkout-priority/priority';
import type { Database } from '../db/schema';
import { paragraphsEmail } from '../notifications/email-text';
import type { Notifier } from '../notifications/notifier';
import {
  findContractInputs,
  findOwnAgreementDocument,
  insertCreditAgreement,
  listContractInputs,
  storeDocumentOnce,
  type ContractInputs,
} from './agreement-repository';
import { CREDIT_DOCUMENT_VERSION, creditDocument } from './credit-documents';
import type { OrderParties } from './order-parties-repository';
import { renderPdfOffThread } from './pdf-pool';
import { fill, messagesFor } from '../notifications/messages';

export interface Acceptance {
  /** The client address the confirmation came from. */
  ip: string;
  locale: Locale;
}

export interface AgreementDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  appUrl: string;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The acceptance, written once in the transaction that creates the order, after the order and its
 * plan exist: a statement for the caller to send with the order's other writes.
 */
export function creditAgreementWrite(input: {
  orderId: string;
  userId: string;
  acceptance: Acceptance | undefined;
  now: Date;
}) {
  return insertCreditAgreement({
    orderId: input.orderId,
    userId: input.userId,
    documentVersion: CREDIT_DOCUMENT_VERSION,
    locale: input.acceptance?.locale ?? 'me',
    acceptedAt: input.now,
    acceptedIp: input.acceptance?.ip ?? 'unknown',
  });
}

/**
 * Makes, stores and emails the contract of one order if it has none yet: one statement reads what
 * it needs, the document is laid out (milliseconds in the PDF worker) with no transaction open
 * and no row locked, and one statement saves it. The save is
 * one statement that stores the document and writes its email only if the row still has none, so
 * several processes may lay the same contract out at once but only one stores and emails it.
 */
export async function issueContract(deps: AgreementDeps, orderId: string): Promise<boolean> {
  const inputs = await findContractInputs(deps.db, orderId);
  return inputs ? issueContractFrom(deps, inputs) : false;
}

/** issueContract from its inputs already read (the contract job reads a batch's at once). */
async function issueContractFrom(deps: AgreementDeps, inputs: ContractInputs): Promise<boolean> {
  const { parties: order, agreement, plan } = inputs;
  const email = order.shopperEmail ?? '';
  const pdf = await renderPdfOffThread(
    creditDocument(agreement.locale, 'contract', {
      merchantName: order.merchantName,
      totalCents: order.totalCents,
      instalments: plan,
      appUrl: deps.appUrl,
      contract: {
        orderId: order.orderId,
        orderReference: order.orderReference,
        shopperName: order.shopperLegalName ?? email,
        shopperEmail: email,
        acceptedAt: agreement.acceptedAt,
        acceptedIp: agreement.acceptedIp,
      },
    }),
    agreement.acceptedAt,
  );
  const sha256 = sha256Hex(pdf);
  // The email is in the language the person chose; the PDF in the one the agreement was made in.
  const locale = email ? inputs.emailLocale : null;
  // Stored and emailed only if no other process stored it meanwhile: one statement, no
  // transaction, so no row stays locked while the app gets to its next step.
  return storeDocumentOnce(
    deps.db,
    order.orderId,
    { pdf, sha256 },
    locale ? deps.notifier.emailRow(email, contractEmail(deps.appUrl, order, locale)) : null,
  );
}

function contractEmail(appUrl: string, order: OrderParties, locale: Locale) {
  const t = messagesFor(locale).contractEmail;
  const link = `${appUrl}/api/me/orders/${order.orderId}/contract.pdf`;
  // The store's values each on their own labelled line, flattened to one line.
  const lines = [
    fill(t.concluded, { url: link }),
    fill(t.store, { merchant: singleLine(order.merchantName) }),
    fill(t.orderReference, { reference: singleLine(order.orderReference) }),
    t.withdrawal,
  ];
  return paragraphsEmail(locale, t.subject, lines);
}

/** How long one run of the contract job keeps going while full batches are waiting. */
const CONTRACT_RUN_BUDGET_MS = 12_000;

/**
 * The contract job: the agreements without their document yet, oldest first, a batch at a time,
 * each batch's inputs read by one statement (a contract then costs one statement more, its save).
 * While a batch comes back full more are waiting, so the run goes on (for at most its budget, then
 * the next run carries on): a sales day's contracts follow within minutes, not 50 per run.
 */
export async function issuePendingContracts(
  deps: AgreementDeps,
  batchSize = 50,
): Promise<{ issued: number }> {
  let issued = 0;
  const started = Date.now();
  for (;;) {
    const batch = await listContractInputs(deps.db, batchSize);
    for (const inputs of batch) {
      // Each document is a few milliseconds of a core: checkouts in flight go first.
      await yieldToCheckouts();
      if (await issueContractFrom(deps, inputs)) issued += 1;
    }
    if (batch.length < batchSize || Date.now() - started >= CONTRACT_RUN_BUDGET_MS) break;
  }
  return { issued };
}

/** The stored contract of the shopper's own order (made now if still pending); null otherwise. */
export async function findContract(deps: AgreementDeps, userId: string, orderId: string) {
  const own = () => findOwnAgreementDocument(deps.db, userId, orderId);
  const row = await own();
  if (row && !row.pdf) {
    await issueContract(deps, orderId);
    return own();
  }
  return row;
}
