import type { InstalmentStatus } from '#shared/order-statuses';
import { Badge, type BadgeTone } from '../ui/badge';
import { useI18n } from '#client/i18n/i18n-context';

const TONES: Record<InstalmentStatus, BadgeTone> = {
  paid: 'success',
  pending: 'info',
  overdue: 'danger',
  refunded: 'neutral',
  written_off: 'neutral',
};

/** Status labels: Plaćeno, Na čekanju, Kašnjenje (plus the engine's refunded/written off). */
export function InstalmentStatusBadge({ status }: { status: InstalmentStatus }) {
  const { t } = useI18n();
  return <Badge tone={TONES[status]}>{t.plans.instalmentStatus[status] ?? status}</Badge>;
}
