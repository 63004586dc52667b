import { lazy } from 'react';

/** The fields load with the payment forms that show them, not with every page. */
export const HostedCardFields = lazy(() =>
  import('./hosted-card-fields').then((m) => ({ default: m.HostedCardFields })),
);
