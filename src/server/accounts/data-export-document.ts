// "Preuzmi moje podatke" as a readable PDF in the person's language (laid out by the credit
// documents' writer, made off the request thread): the account, credit, every plan with its
// schedule, payments and refunds, the saved card and autopay, review requests, moved
// instalments, the messages and complaints sent with the answers to them, and how many
// notifications, sign-ins and messages there are. Every text comes
// from the catalogue; the JSON export carries the same data with every detail.
import type { Locale } from '#shared/i18n/catalogue';
import { plans as enPlans } from '#shared/i18n/en/plans';
import { plans as mePlans } from '#shared/i18n/me/plans';
import { formatEur } from '#shared/money';
import { orderDisplayStatus } from '#shared/order-statuses';
import { CREDITOR } from '../lending/credit-documents';
import type { DocumentContent, DocumentSection } from '../lending/pdf-document';
import { dayIn, fill, messagesFor } from '../notifications/messages';
import type { exportUserData } from './data-export-service';

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

export function dataExportDocument(locale: Locale, data: UserDataExport): DocumentContent {
  const x = messagesFor(locale).dataExport;
  const words = locale === 'en' ? enPlans : mePlans;
  const money = (cents: number) => formatEur(cents, locale === 'me' ? 'sr-Latn-ME' : 'en');
  const day = (iso: string) => dayIn(iso.slice(0, 10), locale);
  const profile = data.profile;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const planSections: DocumentSection[] =
    data.plans.length === 0
      ? [{ heading: x.plans, paragraphs: [x.noPlans] }]
      : data.plans.map((plan) => ({
          heading: fill(x.plan, { merchant: plan.merchantName, reference: plan.orderReference }),
          rows: [
            [x.planStatus, words.orderStatus[orderDisplayStatus(plan.status, plan.hasOverdue)]],
            [x.total, money(plan.totalCents)],
            [x.outstanding, money(plan.outstandingCents)],
            ...plan.instalments.map(
              (i) =>
                [
                  fill(x.instalment, { n: i.sequence, due: dayIn(i.dueDate, locale) }),
                  `${money(i.amountCents)} · ${words.instalmentStatus[i.status]}`,
                ] as const,
            ),
            ...plan.payments.map(
              (p) =>
                [
                  fill(x.payment, {
                    day: day(p.createdAt),
                    brand: p.cardBrand.toUpperCase(),
                    last4: p.cardLast4,
                  }),
                  money(p.amountCents),
                ] as const,
            ),
            ...plan.refunds.map(
              (r) => [fill(x.refund, { day: day(r.createdAt) }), money(r.amountCents)] as const,
            ),
            [x.contract, plan.documents.contract],
          ],
        }));
  return {
    title: x.title,
    subtitle: `${CREDITOR.name}, ${CREDITOR.address}`,
    language: locale === 'me' ? 'sr-Latn-ME' : 'en',
    footer: `${CREDITOR.name} · ${x.title} · ${day(data.exportedAt)}`,
    sections: [
      {
        heading: x.account,
        rows: [
          [x.email, data.account.email],
          [x.createdAt, day(data.account.createdAt)],
          [x.name, fullName || profile.displayName || '—'],
          [x.phone, profile.phone ?? '—'],
          [x.jmbg, profile.jmbgMasked ?? '—'],
          [x.score, data.creditScore ? String(data.creditScore.score) : '—'],
          [x.limit, data.creditScore ? money(data.creditScore.spendingLimitCents) : '—'],
          [x.exportedAt, day(data.exportedAt)],
        ],
      },
      ...planSections,
      data.savedCard
        ? {
            heading: x.card,
            rows: [
              [
                x.card,
                fill(x.cardValue, {
                  brand: data.savedCard.brand.toUpperCase(),
                  last4: data.savedCard.last4,
                }),
              ],
              [x.autopay, data.autopay.enabled ? x.on : x.off],
            ],
          }
        : { heading: x.card, paragraphs: [x.noCard] },
      data.reviewRequests.length === 0
        ? { heading: x.reviews, paragraphs: [x.noReviews] }
        : {
            heading: x.reviews,
            rows: data.reviewRequests.map(
              (r) =>
                [
                  day(r.createdAt),
                  `${fill(x.review, { merchant: r.merchantName, amount: money(r.amountCents) })} · ${x.reviewStatus[r.status]}`,
                ] as const,
            ),
          },
      data.instalmentMoves.length === 0
        ? { heading: x.moves, paragraphs: [x.noMoves] }
        : {
            heading: x.moves,
            rows: data.instalmentMoves.map(
              (m) =>
                [
                  day(m.createdAt),
                  fill(x.move, {
                    n: m.sequence,
                    from: dayIn(m.fromDate, locale),
                    to: dayIn(m.toDate, locale),
                  }),
                ] as const,
            ),
          },
      data.contactMessages.length === 0
        ? { heading: x.complaints, paragraphs: [x.noComplaints] }
        : {
            heading: x.complaints,
            rows: data.contactMessages.flatMap((m) => [
              [
                fill(x.complaint, { day: day(m.createdAt), reference: m.reference ?? '—' }),
                `${m.message} · ${x.complaintStatus[m.status]}`,
              ] as const,
              ...m.replies.map((r) => [fill(x.reply, { day: day(r.createdAt) }), r.body] as const),
            ]),
          },
      {
        heading: x.other,
        rows: [
          [x.notifications, String(data.notifications.length)],
          [x.sessions, String(data.sessions.length)],
          [x.messages, String(data.contactMessages.length)],
        ],
        paragraphs: [x.note],
      },
    ],
  };
}
