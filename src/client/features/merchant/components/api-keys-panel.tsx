import { useState } from 'react';
import { toast } from '#client/lib/toast';
import type { ApiKeyKind, ApiKeyView, CreatedApiKeyView } from '#shared/purchase-api';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/merchant-area';
import { CopyButton } from './copy-button';

const maskedKey = (key: ApiKeyView) => key.publishableKey ?? `${key.prefix}…${key.last4}`;

/** API keys: create (the secret shown once), list by prefix and last four, revoke. */
export function ApiKeysPanel() {
  const { t } = useI18n();
  const k = t.merchant.keys;
  const { date } = useFormatters();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const onError = (e: unknown) =>
    toast.error(k.title, { description: e instanceof ApiError ? e.message : t.shell.genericError });
  const createKey = (kind: ApiKeyKind) =>
    create.mutate(kind, { onSuccess: (result) => setCreated(result), onError });

  return (
    <section aria-labelledby="api-keys-title" className="space-y-4">
      <div>
        <h2 id="api-keys-title" className="text-lg font-semibold text-slate-900">
          {k.title}
        </h2>
        <p className="text-sm text-slate-700">{k.text}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => createKey('secret')} disabled={create.isPending}>
          {k.createSecret}
        </Button>
        <Button
          variant="outline"
          onClick={() => createKey('publishable')}
          disabled={create.isPending}
        >
          {k.createPublishable}
        </Button>
      </div>
      {keys.isPending ? (
        <Spinner label={t.merchant.loading} className="py-8" />
      ) : keys.isError ? (
        <p role="alert">{t.merchant.loadFailed}</p>
      ) : (
        <Table caption={k.caption}>
          <thead>
            <tr>
              <Th>{k.kind}</Th>
              <Th>{k.key}</Th>
              <Th>{k.created}</Th>
              <Th>{k.lastUsed}</Th>
              <Th>{k.status}</Th>
              <Th>{k.actions}</Th>
            </tr>
          </thead>
          <tbody>
            {keys.data.items.map((key) => (
              <Tr key={key.id} data-testid="api-key-row">
                <Td>{k.kinds[key.kind]}</Td>
                <Td className="whitespace-nowrap font-mono text-xs">{maskedKey(key)}</Td>
                <Td>{date(key.createdAt)}</Td>
                <Td>{key.lastUsedAt ? date(key.lastUsedAt) : k.never}</Td>
                <Td>
                  <Badge tone={key.revokedAt ? 'neutral' : 'success'}>
                    {key.revokedAt ? k.revoked : k.active}
                  </Badge>
                </Td>
                <Td>
                  {!key.revokedAt && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={k.revokeLabel(maskedKey(key))}
                      onClick={() => setRevoking(key)}
                    >
                      {k.revoke}
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        title={k.createdTitle}
        description={k.createdText}
        closeLabel={k.cancel}
      >
        {created && (
          <div className="space-y-4">
            <p
              className="break-all rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900"
              data-testid="created-key"
            >
              {created.secret}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <CopyButton value={created.secret} />
              <Button onClick={() => setCreated(null)}>{k.done}</Button>
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={k.confirmRevokeTitle}
        description={revoking ? k.confirmRevoke(maskedKey(revoking)) : ''}
        confirmLabel={k.revoke}
        cancelLabel={k.cancel}
        closeLabel={k.cancel}
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(k.revokedToast);
              setRevoking(null);
            },
            onError,
          })
        }
      />
    </section>
  );
}
