import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useDownloadMyData } from '../api/data-export';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Preuzmi moje podatke" and "Obriši nalog". */
export function PrivacyCard() {
  const { t, locale } = useI18n();
  const d = t.dashboard.data;
  const download = useDownloadMyData();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <Card className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">{d.title}</h2>
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{d.exportText}</p>
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => toast.success(d.downloaded),
              onError: () => toast.error(t.auth.common.error, { description: d.failed }),
            })
          }
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {download.isPending ? d.downloading : d.download}
        </Button>
        <a
          href={`/api/me/export.pdf?locale=${locale}`}
          target="_blank"
          rel="noopener"
          className="ml-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {d.downloadPdf}
        </a>
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-700">{d.deleteText}</p>
        <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {d.delete}
        </Button>
      </div>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </Card>
  );
}
