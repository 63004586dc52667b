/** Query keys of the admin area; invalidating ['admin'] refreshes every admin view. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (params: object) => [...adminKeys.all, 'users', params] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  contacts: (params: object) => [...adminKeys.all, 'contacts', params] as const,
  contact: (id: string) => [...adminKeys.all, 'contact', id] as const,
  application: (id: string) => [...adminKeys.all, 'application', id] as const,
  transactions: (params: object) => [...adminKeys.all, 'transactions', params] as const,
  merchants: () => [...adminKeys.all, 'merchants'] as const,
  reconciliation: () => [...adminKeys.all, 'reconciliation'] as const,
  ledgerCheck: () => [...adminKeys.all, 'ledger-check'] as const,
  smsDeliveries: () => [...adminKeys.all, 'sms-deliveries'] as const,
  payoutFiles: () => [...adminKeys.all, 'payout-files'] as const,
  auditLog: (params: object) => [...adminKeys.all, 'audit-log', params] as const,
  audit: (entityType: string, entityId: string) =>
    [...adminKeys.all, 'audit', entityType, entityId] as const,
};

/** Query string of the set values; empty and undefined ones are left out. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
