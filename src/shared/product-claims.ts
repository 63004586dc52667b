// The promises the site, the help centre and the emails make. Each one is what the product does,
// so a page can never promise more than the service delivers.

/** Support answers on weekdays in these hours (Europe/Podgorica); at weekends only by email. */
export const SUPPORT_HOURS = { opens: '09:00', closes: '17:00' } as const;

/**
 * The payout job pays one batch per merchant for each business day once it is over: a sale is
 * paid by bank transfer the next business day.
 */
export const PAYOUT_BUSINESS_DAYS_AFTER_SALE = 1;

/**
 * NaRate has no measured effect on partners' sales, so no page claims a sales-growth, conversion
 * or basket figure.
 */
export const SALES_LIFT_PERCENT: number | null = null;
