import type { AdminContactRow } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { EmailText } from '#client/components/ui/email-text';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { reasonLabel } from '../labels';
import { useAdminFormat } from '../use-admin-format';
import { TableBody } from './table-body';
import { ContactStatusBadge } from './status-badges';

const COLUMNS = 6;

export function ContactsTable({
  rows,
  isPending,
  error,
  onRetry,
  onOpen,
}: {
  rows: AdminContactRow[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry(): void;
  onOpen(id: string): void;
}) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.contacts;
  return (
    <Table caption={labels.caption} stackOnPhone>
      <thead>
        <tr>
          <Th>{labels.columns.date}</Th>
          <Th>{labels.columns.name}</Th>
          <Th>{labels.columns.reason}</Th>
          <Th>{labels.columns.message}</Th>
          <Th>{labels.columns.status}</Th>
          <Th>
            <span className="sr-only">{t.admin.common.details}</span>
          </Th>
        </tr>
      </thead>
      <TableBody list={{ rows, isPending, error, onRetry }} colSpan={COLUMNS} empty={labels.empty}>
        {(row) => (
          <Tr key={row.id}>
            <Td className="whitespace-nowrap">{format.dateTime(row.createdAt)}</Td>
            <Td>
              <span className="font-medium">{row.name}</span>
              {row.email && (
                <span className="block text-xs text-slate-600">
                  <EmailText email={row.email} />
                </span>
              )}
            </Td>
            <Td>
              {row.partnerApplicationId ? (
                <Badge tone="brand">{labels.partnerBadge}</Badge>
              ) : (
                reasonLabel(t.admin.contactReasons, row.reason)
              )}
            </Td>
            <Td className="max-w-xs">
              <p className="line-clamp-2 whitespace-pre-line text-slate-700">{row.message}</p>
            </Td>
            <Td>
              <ContactStatusBadge status={row.status} />
            </Td>
            <Td>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(row.id)}
                aria-label={fillTemplate(labels.openLabel, { name: row.name })}
              >
                {labels.open}
              </Button>
            </Td>
          </Tr>
        )}
      </TableBody>
    </Table>
  );
}
