// Plans taken before the credit agreement was kept as a document have no stored contract and no
// recorded acceptance. Their contract is made on request from the stored order (parties, amount,
// schedule, the rights that apply) under its own version, and says plainly that it is a
// reconstruction and that the acceptance was not recorded: nothing is invented, nothing stored.
import type { Locale } from '#shared/i18n/catalogue';
import type { ServiceDeps } from '../service-deps';
import { hasCreditAgreement, listPlanLines } from './agreement-repository';
import { CREDIT_DOCUMENT_VERSION, creditDocument } from './credit-documents';
import { findOrderParties } from './order-parties-repository';
import { renderPdfOffThread } from './pdf-pool';
import { fill, messagesFor } from '../notifications/messages';

export const RECONSTRUCTED_VERSION = `${CREDIT_DOCUMENT_VERSION}-reconstructed`;

/** The reconstructed contract of the shopper's own order without a stored one; null otherwise. */
export async function reconstructedContract(
  deps: ServiceDeps,
  input: { userId: string; orderId: string; locale: Locale },
  now: Date = new Date(),
): Promise<Uint8Array | null> {
  const row = await findOrderParties(deps.db, input.orderId);
  if (!row || row.shopperId !== input.userId) return null;
  if (await hasCreditAgreement(deps.db, input.orderId)) return null;
  const plan = await listPlanLines(deps.db, input.orderId);
  const email = row.shopperEmail ?? '';
  const t = messagesFor(input.locale);
  const content = creditDocument(input.locale, 'contract', {
    merchantName: row.merchantName,
    totalCents: row.totalCents,
    appUrl: deps.config.appUrl,
    instalments: plan.map((i) => ({
      sequence: i.sequence,
      dueDate: i.due_date,
      amountCents: i.amount_cents,
    })),
    contract: {
      orderId: input.orderId,
      orderReference: row.orderReference,
      shopperName: row.shopperLegalName ?? email,
      shopperEmail: email,
      acceptedAt: row.createdAt,
      acceptedIp: '',
    },
  });
  const note = fill(t.reconstructed.note, {
    taken: row.createdAt.toISOString(),
    made: now.toISOString(),
  });
  const sections = content.sections.filter((s) => s.heading !== t.credit.acceptance);
  const version = (text: string) => text.replaceAll(CREDIT_DOCUMENT_VERSION, RECONSTRUCTED_VERSION);
  return renderPdfOffThread(
    {
      ...content,
      title: `${content.title} (${t.reconstructed.titleSuffix})`,
      subtitle: content.subtitle ? version(content.subtitle) : undefined,
      sections: [
        { heading: t.reconstructed.heading, paragraphs: [note] },
        ...sections,
        {
          heading: t.reconstructed.versionHeading,
          rows: [[t.reconstructed.version, RECONSTRUCTED_VERSION]],
        },
      ],
      footer: version(content.footer),
    },
    now,
  );
}
