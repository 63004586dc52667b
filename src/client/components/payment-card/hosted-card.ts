import { lazy } from 'react';
import { loadWhenOnline } from '#client/lib/load-when-online';

/**
 * The fields load with the payment forms that show them, not with every page; a form opened just
 * before the connection dropped waits for it rather than failing.
 */
export const HostedCardFields = lazy(() =>
  loadWhenOnline(() => import('./hosted-card-fields')).then((m) => ({
    default: m.HostedCardFields,
  })),
);
