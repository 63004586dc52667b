/**
 * Every page path of the app. The browser's router
 * and the server's 404 decision both read this list, so they cannot disagree.
 */
export const ROUTES = {
  home: '/',
  howItWorks: '/kako-radi',
  about: '/o-nama',
  security: '/sigurnost',
  contact: '/kontakt',
  terms: '/uslovi',
  privacy: '/privatnost',
  partnerTerms: '/uslovi-za-partnere',
  complaints: '/prigovori',
  app: '/aplikacija',
  signup: '/signup',
  businessSignup: '/business-signup',
  becomePartner: '/postani-partner',
  auth: '/auth',
  login: '/login',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  transactions: '/dashboard/transakcije',
  paymentCalendar: '/dashboard/kalendar',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:id',
  adminContacts: '/admin/contacts',
  adminTransactions: '/admin/transactions',
  adminReviews: '/admin/reviews',
  adminReconciliation: '/admin/reconciliation',
  adminAudit: '/admin/audit',
  adminPayoutFiles: '/admin/payout-files',
  adminDisputes: '/admin/disputes',
  merchant: '/merchant',
  checkout: '/checkout/:id',
  demoShop: '/demo-shop',
  devMailbox: '/dev/mailbox',
  stores: '/prodavnice',
  help: '/pomoc',
  merchantGuide: '/vodic-za-trgovce',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

const patterns = Object.values(ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** True when the path (without query) is a page the app renders; others get the 404 page. */
export function isKnownPagePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** Fills `:param` segments: `pathTo(ROUTES.adminUser, { id })`. */
export function pathTo(route: RoutePath, params: Record<string, string>): string {
  return route.replace(/:([a-zA-Z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
