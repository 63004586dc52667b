// Plans taken before the credit agreement was kept as a document have no stored contract and no
// recorded acceptance. Their contract is made on request from the stored order (parties, amount,
// schedule, the rights that apply) under its own version, and says plainly that it is a
// reconstruction and that the acceptance was not recorded: nothing is invented, nothing stored.
import type { Kysely } from 'kysely';
import type { Locale } from '../../shared/i18n/catalogue';
import type { Database } from '../db/schema';
import { CREDIT_DOCUMENT_VERSION, creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';

export const RECONSTRUCTED_VERSION = `${CREDIT_DOCUMENT_VERSION}-reconstructed`;

/** The reconstructed contract of the shopper's own order without a stored one; null otherwise. */
export async function reconstructedContract(
  db: Kysely<Database>,
  input: { userId: string; orderId: string; locale: Locale; appUrl: string },
  now: Date = new Date(),
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('profiles as p', 'p.id', 'o.user_id')
    .leftJoin('credit_agreements as a', 'a.order_id', 'o.id')
    .select(['o.order_reference', 'o.total_cents', 'o.created_at', 'm.name', 'u.email'])
    .select(['p.display_name', 'a.order_id as agreement'])
    .where('o.id', '=', input.orderId)
    .where('o.user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row || row.agreement !== null) return null;
  const plan = await db
    .selectFrom('instalments')
    .select(['sequence', 'due_date', 'amount_cents'])
    .where('order_id', '=', input.orderId)
    .orderBy('sequence')
    .execute();
  const me = input.locale === 'me';
  const content = creditDocument(input.locale, 'contract', {
    merchantName: row.name,
    totalCents: row.total_cents,
    appUrl: input.appUrl,
    instalments: plan.map((i) => ({
      sequence: i.sequence,
      dueDate: i.due_date,
      amountCents: i.amount_cents,
    })),
    contract: {
      orderId: input.orderId,
      orderReference: row.order_reference,
      shopperName: row.display_name ?? row.email,
      shopperEmail: row.email,
      acceptedAt: row.created_at,
      acceptedIp: '',
    },
  });
  const note = me
    ? `Ovaj plan je zaključen ${row.created_at.toISOString()}, prije nego što je NaRate čuvao ugovor kao dokument. Ovaj primjerak je sastavljen ${now.toISOString()} iz podataka sačuvanih uz narudžbu (iznos, rate, datumi). Vrijeme i adresa prihvatanja tada nisu zabilježeni.`
    : `This plan was taken on ${row.created_at.toISOString()}, before NaRate kept the agreement as a document. This copy was put together on ${now.toISOString()} from the data stored with the order (amount, instalments, dates). The time and address of acceptance were not recorded then.`;
  const sections = content.sections.filter(
    (s) => s.heading !== (me ? 'Prihvatanje' : 'Acceptance'),
  );
  const version = (text: string) => text.replaceAll(CREDIT_DOCUMENT_VERSION, RECONSTRUCTED_VERSION);
  return renderPdf(
    {
      ...content,
      title: `${content.title} (${me ? 'rekonstruisan primjerak' : 'reconstructed copy'})`,
      subtitle: content.subtitle ? version(content.subtitle) : undefined,
      sections: [
        { heading: me ? 'Rekonstruisan primjerak' : 'Reconstructed copy', paragraphs: [note] },
        ...sections,
        {
          heading: me ? 'Verzija dokumenta' : 'Document version',
          rows: [[me ? 'Verzija' : 'Version', RECONSTRUCTED_VERSION]],
        },
      ],
      footer: version(content.footer),
    },
    now,
  );
}
