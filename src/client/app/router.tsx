import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '#shared/routes';
import { ensureFullCatalogue } from '../i18n/catalogue-store';
import LandingPage from '../pages/landing-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { GuestOnlyRoute } from './route-guards';

type PageModule = { default: React.ComponentType };
/** Code-split page: each route loads its own chunk, so / stays small. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([load(), ensureFullCatalogue()]);
    return { Component };
  },
});
/**
 * A page that fetches server data: it loads the query library and its cache along with its own
 * chunk, so public pages never download them.
 */
const dataPage = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page }, { QueryScope }] = await Promise.all([
      load(),
      import('./query-scope'),
      ensureFullCatalogue(),
    ]);
    return {
      Component: () => (
        <QueryScope>
          <Page />
        </QueryScope>
      ),
    };
  },
});

export const routes: RouteObject[] = [
  {
    // Only the hosted checkout uses this frame: it loads with the checkout, not with every page.
    lazy: async () => ({ Component: (await import('./checkout-layout')).CheckoutLayout }),
    errorElement: <RouteError />,
    children: [{ path: ROUTES.checkout, ...dataPage(() => import('../pages/checkout-page')) }],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: ROUTES.home, element: <LandingPage /> },
      { path: ROUTES.howItWorks, ...page(() => import('../pages/how-it-works-page')) },
      { path: ROUTES.about, ...page(() => import('../pages/about-page')) },
      { path: ROUTES.security, ...page(() => import('../pages/security-page')) },
      { path: ROUTES.contact, ...page(() => import('../pages/contact-page')) },
      { path: ROUTES.terms, ...page(() => import('../pages/terms-page')) },
      { path: ROUTES.privacy, ...page(() => import('../pages/privacy-page')) },
      { path: ROUTES.partnerTerms, ...page(() => import('../pages/partner-terms-page')) },
      { path: ROUTES.complaints, ...dataPage(() => import('../pages/complaints-page')) },
      { path: ROUTES.app, ...page(() => import('../pages/app-page')) },
      { path: ROUTES.stores, ...page(() => import('../pages/stores-page')) },
      { path: ROUTES.help, ...page(() => import('../pages/help-page')) },
      { path: ROUTES.merchantGuide, ...page(() => import('../pages/merchant-guide-page')) },
      { path: ROUTES.businessSignup, ...page(() => import('../pages/business-signup-page')) },
      { path: ROUTES.becomePartner, ...page(() => import('../pages/business-signup-page')) },
      { path: ROUTES.resetPassword, ...dataPage(() => import('../pages/reset-password-page')) },
      { path: ROUTES.demoShop, ...dataPage(() => import('../pages/demo-shop-page')) },
      { path: ROUTES.devMailbox, ...dataPage(() => import('../pages/dev-mailbox-page')) },
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: ROUTES.signup, ...page(() => import('../pages/signup-page')) },
          { path: ROUTES.auth, ...page(() => import('../pages/login-page')) },
          { path: ROUTES.login, ...page(() => import('../pages/login-page')) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./signed-in-guards')).ProtectedRoute }),
        children: [
          { path: ROUTES.dashboard, ...dataPage(() => import('../pages/dashboard-page')) },
          { path: ROUTES.transactions, ...dataPage(() => import('../pages/transactions-page')) },
          {
            path: ROUTES.paymentCalendar,
            ...dataPage(() => import('../pages/payment-calendar-page')),
          },
          { path: ROUTES.merchant, ...dataPage(() => import('../pages/merchant-page')) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./signed-in-guards')).AdminRoute }),
        children: [
          {
            path: ROUTES.adminDashboard,
            ...dataPage(() => import('../pages/admin/admin-dashboard-page')),
          },
          { path: ROUTES.adminUsers, ...dataPage(() => import('../pages/admin/admin-users-page')) },
          { path: ROUTES.adminUser, ...dataPage(() => import('../pages/admin/admin-user-page')) },
          {
            path: ROUTES.adminContacts,
            ...dataPage(() => import('../pages/admin/admin-contacts-page')),
          },
          {
            path: ROUTES.adminTransactions,
            ...dataPage(() => import('../pages/admin/admin-transactions-page')),
          },
          {
            path: ROUTES.adminReviews,
            ...dataPage(() => import('../pages/admin/admin-reviews-page')),
          },
          {
            path: ROUTES.adminReconciliation,
            ...dataPage(() => import('../pages/admin/admin-reconciliation-page')),
          },
          {
            path: ROUTES.adminAudit,
            ...dataPage(() => import('../pages/admin/admin-audit-page')),
          },
          {
            path: ROUTES.adminPayoutFiles,
            ...dataPage(() => import('../pages/admin/admin-payout-files-page')),
          },
          {
            path: ROUTES.adminDisputes,
            ...dataPage(() => import('../pages/admin/admin-disputes-page')),
          },
        ],
      },
      { path: '*', ...page(() => import('../pages/not-found-page')) },
    ],
  },
];

/**
 * Loads the lazy pages the address matches before the first render. A prerendered page must be
 * hydrated with the same tree it was built with, not with an empty placeholder while its chunk
 * loads (which would wipe the painted page and put it back).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded);
    route.lazy = undefined;
  }
}

export const createRouter = () => createBrowserRouter(routes);
