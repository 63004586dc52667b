// The credit agreement on a durable medium. The acceptance (time, client address, document
// version, language) is written in the transaction that creates the order. The PDF is made from
// it outside that transaction (a PDF costs CPU; the shopper's locks stay short) by the contract
// job within a minute, or at once when the shopper downloads it first; it is kept byte for byte
// with its SHA-256 and the shopper is emailed a link. The plan offers the same bytes.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '../../shared/i18n/catalogue';
import type { Database } from '../db/schema';
import { emailLayout, escapeHtml } from '../notifications/email-layout';
import type { Notifier } from '../notifications/notifier';
import { CREDIT_DOCUMENT_VERSION, creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';

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

/** Called once, in the transaction that creates the order, after the order and its plan exist. */
export async function recordCreditAgreement(
  trx: Kysely<Database>,
  input: { orderId: string; userId: string; acceptance: Acceptance | undefined; now: Date },
): Promise<void> {
  await trx
    .insertInto('credit_agreements')
    .values({
      order_id: input.orderId,
      user_id: input.userId,
      document_version: CREDIT_DOCUMENT_VERSION,
      locale: input.acceptance?.locale ?? 'me',
      accepted_at: input.now,
      accepted_ip: input.acceptance?.ip ?? 'unknown',
    })
    .execute();
}

/**
 * Makes, stores and emails the contract of one order if it has none yet. Safe to call from
 * several processes: the row is claimed with FOR UPDATE SKIP LOCKED.
 */
export async function issueContract(deps: AgreementDeps, orderId: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const agreement = await trx
      .selectFrom('credit_agreements')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('pdf', 'is', null)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!agreement) return false;
    const order = await trx
      .selectFrom('orders as o')
      .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select([
        'o.id',
        'o.order_reference',
        'o.total_cents',
        'm.name as merchant_name',
        'u.email',
        'p.display_name',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow();
    const instalments = await trx
      .selectFrom('instalments')
      .select(['sequence', 'due_date', 'amount_cents'])
      .where('order_id', '=', orderId)
      .orderBy('sequence')
      .execute();
    const email = order.email ?? '';
    const pdf = await renderPdf(
      creditDocument(agreement.locale, 'contract', {
        merchantName: order.merchant_name,
        totalCents: order.total_cents,
        instalments: instalments.map((i) => ({
          sequence: i.sequence,
          dueDate: i.due_date,
          amountCents: i.amount_cents,
        })),
        appUrl: deps.appUrl,
        contract: {
          orderId: order.id,
          orderReference: order.order_reference,
          shopperName: order.display_name ?? email,
          shopperEmail: email,
          acceptedAt: agreement.accepted_at,
          acceptedIp: agreement.accepted_ip,
        },
      }),
      agreement.accepted_at,
    );
    await trx
      .updateTable('credit_agreements')
      .set({ pdf: Buffer.from(pdf), sha256: sha256Hex(pdf) })
      .where('order_id', '=', orderId)
      .execute();
    if (email) await deps.notifier.email(trx, email, contractEmail(deps.appUrl, order));
    return true;
  });
}

function contractEmail(
  appUrl: string,
  order: { id: string; merchant_name: string; order_reference: string },
) {
  const link = `${appUrl}/api/me/orders/${order.id}/contract.pdf`;
  const subject = 'Tvoj ugovor o kreditu';
  const lines = [
    `Ugovor o beskamatnom kreditu za kupovinu (${order.merchant_name}, narudžba ${order.order_reference}) je zaključen. Sačuvaj ga: preuzmi PDF na ${link} (prijavi se na svoj nalog) ili sa plana na kontrolnoj tabli.`,
    'U roku od 14 dana možeš odustati od kredita bez naknade, plaćajući samo preostalu glavnicu.',
  ];
  return {
    subject,
    text: lines.join('\n\n'),
    html: emailLayout(subject, lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
  };
}

/** The contract job: every agreement without its document yet, oldest first. */
export async function issuePendingContracts(deps: AgreementDeps): Promise<{ issued: number }> {
  const pending = await deps.db
    .selectFrom('credit_agreements')
    .select('order_id')
    .where('pdf', 'is', null)
    .orderBy('created_at')
    .limit(50)
    .execute();
  let issued = 0;
  for (const row of pending) if (await issueContract(deps, row.order_id)) issued += 1;
  return { issued };
}

/** The stored contract of the shopper's own order (made now if still pending); null otherwise. */
export async function findContract(deps: AgreementDeps, userId: string, orderId: string) {
  const own = () =>
    deps.db
      .selectFrom('credit_agreements')
      .select(['pdf', 'sha256', 'order_id'])
      .where('order_id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  const row = await own();
  if (row && !row.pdf) {
    await issueContract(deps, orderId);
    return own();
  }
  return row;
}
