import { complaintAnswerDue } from '#shared/contact-status';
import { fillTemplate } from '#shared/i18n/format';
import type { MyComplaint, MyReviewRequest } from '#shared/my-requests';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { useMyRequests } from '../api/my-requests';

function Answer({ label, body, date }: { label: string; body: string; date: string }) {
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label} · {date}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-sm text-slate-900">{body}</p>
    </div>
  );
}

function ReviewItem({ review }: { review: MyReviewRequest }) {
  const { t } = useI18n();
  const r = t.dashboard.requests;
  const format = useFormatters();
  const status =
    review.status === 'pending'
      ? r.pendingText
      : review.status === 'approved'
        ? review.used
          ? r.approvedUsed
          : fillTemplate(r.approvedText, { date: format.date(review.approvedUntil ?? '') })
        : null;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {fillTemplate(r.reviewTitle, {
            merchant: review.merchantName,
            amount: format.money(review.amountCents),
          })}
        </p>
        <Badge
          tone={
            review.status === 'pending'
              ? 'warning'
              : review.status === 'approved'
                ? 'success'
                : 'info'
          }
        >
          {r.reviewStatus[review.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        {fillTemplate(r.sentOn, { date: format.date(review.createdAt) })}
      </p>
      {status && <p className="mt-1 text-sm text-slate-800">{status}</p>}
      {review.note && review.decidedAt && (
        <Answer label={r.answer} body={review.note} date={format.date(review.decidedAt)} />
      )}
    </li>
  );
}

function ComplaintItem({ complaint }: { complaint: MyComplaint }) {
  const { t } = useI18n();
  const r = t.dashboard.requests;
  const format = useFormatters();
  const due = complaintAnswerDue(new Date(complaint.createdAt)).toISOString();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {fillTemplate(r.complaintTitle, { reference: complaint.reference })}
        </p>
        <Badge tone={complaint.status === 'resolved' ? 'success' : 'warning'}>
          {r.complaintStatus[complaint.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        {fillTemplate(r.sentOn, { date: format.date(complaint.createdAt) })}
      </p>
      {complaint.replies.length === 0 && complaint.status !== 'resolved' && (
        <p className="mt-1 text-sm text-slate-800">
          {fillTemplate(r.complaintPending, { date: format.date(due) })}
        </p>
      )}
      {complaint.replies.map((reply) => (
        <Answer
          key={reply.id}
          label={r.answer}
          body={reply.body}
          date={format.date(reply.createdAt)}
        />
      ))}
    </li>
  );
}

/**
 * "Tvoji zahtjevi i prigovori": a review request or complaint stays in view with its status
 * until it is answered, and the answer is shown with it. Hidden while there is none.
 */
export function MyRequestsCard() {
  const { t } = useI18n();
  const r = t.dashboard.requests;
  const requests = useMyRequests();
  if (requests.isPending) return null;
  if (requests.isError) {
    return (
      <Card role="alert" className="space-y-3">
        <p className="text-slate-700">{r.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
          {t.dashboard.retry}
        </Button>
      </Card>
    );
  }
  const { reviews, complaints } = requests.data;
  if (reviews.length === 0 && complaints.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="requests-card-title" className="space-y-2">
      <h2 id="requests-card-title" className="text-lg font-semibold text-slate-900">
        {r.title}
      </h2>
      <p className="text-sm text-slate-700">{r.text}</p>
      <ul className="divide-y divide-slate-200">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
        {complaints.map((complaint) => (
          <ComplaintItem key={complaint.id} complaint={complaint} />
        ))}
      </ul>
    </Card>
  );
}
