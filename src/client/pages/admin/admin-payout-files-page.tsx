import { Download, FileUp, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { fillTemplate } from '#shared/i18n/format';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { STACKED, StackLabel } from '#client/components/ui/table';
import { cn } from '#client/lib/cn';
import { Spinner } from '#client/components/ui/spinner';
import {
  useGeneratePayoutFile,
  usePayoutFileAction,
  usePayoutFiles,
  useResolveStatementLine,
  useUploadStatement,
} from '#client/features/admin/api/payout-files';
import { AdminShell } from '#client/features/admin/components/admin-shell';
import { LoadError } from '#client/features/admin/components/load-error';
import { useAdminFormat } from '#client/features/admin/use-admin-format';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

const TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const TD = 'px-3 py-2 align-top text-sm text-slate-800';

/**
 * /admin/payout-files: the day's credit-transfer files (download, mark sent or rejected), the
 * bank statement upload and the statement lines nobody matched.
 */
export default function AdminPayoutFilesPage() {
  const { t } = useI18n();
  const labels = t.admin.payoutFiles;
  usePageMeta('adminPayoutFiles');
  const format = useAdminFormat();
  const data = usePayoutFiles();
  const generate = useGeneratePayoutFile();
  const action = usePayoutFileAction();
  const upload = useUploadStatement();
  const resolve = useResolveStatementLine();
  const [message, setMessage] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const filesId = useId();
  const uploadId = useId();
  const unmatchedId = useId();
  const inputId = useId();

  const failed = (error: unknown) =>
    setMessage(error instanceof Error ? error.message : String(error));

  async function onUpload(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      const result = await upload.mutateAsync(await file.text());
      setMessage(
        fillTemplate(labels.uploaded, {
          id: result.statementId,
          settled: String(result.settled),
          returned: String(result.returned),
          unmatched: String(result.unmatched.length),
        }),
      );
    } catch (error) {
      failed(error);
    }
  }

  let body;
  if (data.isPending) {
    body = <Spinner label={t.admin.common.loading} className="py-12" />;
  } else if (data.isError) {
    body = (
      <Card className="p-5">
        <LoadError error={data.error} onRetry={() => void data.refetch()} />
      </Card>
    );
  } else {
    const { files, unmatched } = data.data;
    body = (
      <>
        <section aria-labelledby={filesId}>
          <h2 id={filesId} className="mb-3 text-lg font-semibold text-slate-900">
            {labels.filesTitle}
          </h2>
          {files.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {labels.empty}
            </p>
          ) : (
            <Card className="overflow-x-auto">
              <table className={cn(STACKED, 'w-full')} data-testid="payout-files">
                <thead className="bg-slate-50">
                  <tr>
                    <th className={TH}>{labels.columns.day}</th>
                    <th className={TH}>{labels.columns.message}</th>
                    <th className={TH}>{labels.columns.state}</th>
                    <th className={TH}>{labels.columns.payments}</th>
                    <th className={TH}>{labels.columns.total}</th>
                    <th className={TH}>{labels.columns.answered}</th>
                    <th className={TH}>{labels.columns.actions}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {files.map((f) => (
                    <tr key={f.id}>
                      <td className={TD}>{format.date(`${f.businessDay}T12:00:00`)}</td>
                      <td className={`${TD} break-all font-mono text-xs`}>{f.messageId}</td>
                      <td className={TD}>{labels.states[f.state]}</td>
                      <td className={TD}>
                        <StackLabel>{labels.columns.payments}</StackLabel>
                        {f.paymentsCount}
                      </td>
                      <td className={TD}>
                        <StackLabel>{labels.columns.total}</StackLabel>
                        {format.money(f.totalCents)}
                      </td>
                      <td className={TD}>
                        <StackLabel>{labels.columns.answered}</StackLabel>
                        {f.settledCount} / {f.returnedCount}
                      </td>
                      <td
                        className={`${TD} space-x-2 whitespace-nowrap max-sm:flex max-sm:basis-full max-sm:flex-wrap max-sm:gap-2 max-sm:space-x-0`}
                      >
                        <a
                          className={buttonClasses('outline', 'sm')}
                          href={`/api/admin/payout-files/${f.id}/xml`}
                          download
                        >
                          <Download aria-hidden="true" className="h-4 w-4" />
                          {labels.download}
                        </a>
                        {f.state === 'generated' ? (
                          <Button
                            size="sm"
                            disabled={action.isPending}
                            onClick={() =>
                              action.mutateAsync({ id: f.id, action: 'sent' }).catch(failed)
                            }
                          >
                            {labels.markSent}
                          </Button>
                        ) : null}
                        {f.state === 'generated' || f.state === 'sent' ? (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={action.isPending}
                            onClick={() =>
                              action.mutateAsync({ id: f.id, action: 'rejected' }).catch(failed)
                            }
                          >
                            {labels.markRejected}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </section>

        <section aria-labelledby={unmatchedId}>
          <h2 id={unmatchedId} className="mb-3 text-lg font-semibold text-slate-900">
            {labels.unmatchedTitle}
          </h2>
          {unmatched.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {labels.unmatchedEmpty}
            </p>
          ) : (
            <Card className="overflow-x-auto">
              <table className={cn(STACKED, 'w-full')} data-testid="unmatched-lines">
                <thead className="bg-slate-50">
                  <tr>
                    <th className={TH}>{labels.unmatchedColumns.statement}</th>
                    <th className={TH}>{labels.unmatchedColumns.reference}</th>
                    <th className={TH}>{labels.unmatchedColumns.amount}</th>
                    <th className={TH}>{labels.unmatchedColumns.date}</th>
                    <th className={TH}>{labels.unmatchedColumns.reason}</th>
                    <th className={TH}>{labels.columns.actions}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {unmatched.map((line) => (
                    <tr key={line.id}>
                      <td className={`${TD} font-mono text-xs`}>{line.statementId}</td>
                      <td className={`${TD} font-mono text-xs`}>
                        <StackLabel>{labels.unmatchedColumns.reference}</StackLabel>
                        {line.endToEndId ?? '—'}
                      </td>
                      <td className={TD}>
                        {labels.directions[line.direction]} {format.money(line.amountCents)}
                      </td>
                      <td className={TD}>
                        {line.bookingDate ? format.date(`${line.bookingDate}T12:00:00`) : '—'}
                      </td>
                      <td className={TD}>{labels.reasons[line.reason]}</td>
                      <td className={TD}>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={resolve.isPending}
                          onClick={() => resolve.mutateAsync(line.id).catch(failed)}
                        >
                          {labels.resolve}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </section>
      </>
    );
  }

  return (
    <AdminShell
      title={labels.title}
      subtitle={labels.subtitle}
      actions={
        <Button
          disabled={generate.isPending}
          onClick={() =>
            generate
              .mutateAsync(undefined)
              .then((answer) => setMessage(answer.file ? labels.generated : labels.nothingToPay))
              .catch(failed)
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {labels.generate}
        </Button>
      }
    >
      <div className="space-y-8">
        <p role="status" aria-live="polite" className="min-h-[1.5rem] text-sm text-slate-800">
          {message}
        </p>
        <section aria-labelledby={uploadId}>
          <h2 id={uploadId} className="mb-3 text-lg font-semibold text-slate-900">
            {labels.uploadTitle}
          </h2>
          <Card className="p-5">
            <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void onUpload(e)}>
              <div className="flex flex-col gap-1">
                <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                  {labels.uploadLabel}
                </label>
                <input
                  id={inputId}
                  type="file"
                  accept=".xml,application/xml,text/xml"
                  className="text-sm text-slate-800"
                  onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                />
              </div>
              <Button type="submit" disabled={!file || upload.isPending}>
                <FileUp aria-hidden="true" className="h-4 w-4" />
                {labels.upload}
              </Button>
            </form>
          </Card>
        </section>
        {body}
      </div>
    </AdminShell>
  );
}
