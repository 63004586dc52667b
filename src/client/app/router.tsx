import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '../../shared/routes';
import LandingPage from '../pages/landing-page';
import NotFoundPage from '../pages/not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { AdminRoute, GuestOnlyRoute, ProtectedRoute } from './route-guards';

type PageModule = { default: React.ComponentType };
/** Code-split page: each route loads its own chunk, so / stays small. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
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
      { path: ROUTES.complaints, ...page(() => import('../pages/complaints-page')) },
      { path: ROUTES.app, ...page(() => import('../pages/app-page')) },
      { path: ROUTES.businessSignup, ...page(() => import('../pages/business-signup-page')) },
      { path: ROUTES.becomePartner, ...page(() => import('../pages/business-signup-page')) },
      { path: ROUTES.resetPassword, ...page(() => import('../pages/reset-password-page')) },
      { path: ROUTES.checkout, ...page(() => import('../pages/checkout-page')) },
      { path: ROUTES.demoShop, ...page(() => import('../pages/demo-shop-page')) },
      { path: ROUTES.devMailbox, ...page(() => import('../pages/dev-mailbox-page')) },
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: ROUTES.signup, ...page(() => import('../pages/signup-page')) },
          { path: ROUTES.auth, ...page(() => import('../pages/login-page')) },
          { path: ROUTES.login, ...page(() => import('../pages/login-page')) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: ROUTES.dashboard, ...page(() => import('../pages/dashboard-page')) },
          { path: ROUTES.transactions, ...page(() => import('../pages/transactions-page')) },
          { path: ROUTES.merchant, ...page(() => import('../pages/merchant-page')) },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          {
            path: ROUTES.adminDashboard,
            ...page(() => import('../pages/admin/admin-dashboard-page')),
          },
          { path: ROUTES.adminUsers, ...page(() => import('../pages/admin/admin-users-page')) },
          { path: ROUTES.adminUser, ...page(() => import('../pages/admin/admin-user-page')) },
          {
            path: ROUTES.adminContacts,
            ...page(() => import('../pages/admin/admin-contacts-page')),
          },
          {
            path: ROUTES.adminTransactions,
            ...page(() => import('../pages/admin/admin-transactions-page')),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
