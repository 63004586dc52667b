import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { checkoutRoutes } from './checkout/routes';
import { demoShopRoutes } from './demo-shop/routes';
import {
  adminDisputeRoutes,
  merchantDisputeRoutes,
  shopperDisputeRoutes,
} from './disputes/routes';
import { contactRoutes } from './contact/routes';
import { healthRoutes } from './health/routes';
import { lendingRoutes } from './lending/routes';
import { merchantApiRoutes } from './merchant-api/routes';
import { merchantAreaRoutes } from './merchants/area-routes';
import { smsDeliveryReportRoutes } from './notifications/delivery-report-routes';
import { devMailboxRoutes } from './notifications/routes';
import { notificationRoutes } from './notifications/notification-routes';
import { adminEngineRoutes } from './orders/admin-routes';
import { checkoutConfirmRoutes } from './orders/checkout-confirm-routes';
import { receiptRoutes } from './orders/receipt-routes';
import { paymentCalendarRoutes } from './orders/calendar-routes';
import { statementRoutes } from './orders/statement-routes';
import { savedCardPaymentRoutes } from './orders/saved-card-payment-routes';
import { shopperOrderRoutes } from './orders/shopper-routes';
import { adminInstalmentMoveRoutes, consumerRightsRoutes } from './orders/consumer-rights-routes';
import { partnerRoutes } from './partners/routes';
import { cardCallbackRoutes } from './payments/monri/callback-routes';
import { payoutAccountRoutes } from './payout-accounts/routes';
import { adminPayoutFileRoutes } from './payouts/admin-routes';
import { storeRoutes } from './stores/routes';
import { savedCardRoutes } from './saved-cards/routes';
import { adminReviewRoutes, reviewRequestRoutes } from './reviews/routes';
import { widgetRoutes } from './widget/routes';

/** Every domain's routes, mounted under /api. One line a domain. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(devMailboxRoutes);
  await app.register(smsDeliveryReportRoutes);
  await app.register(contactRoutes);
  await app.register(partnerRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(adminEngineRoutes, { prefix: '/admin' });
  await app.register(merchantApiRoutes, { prefix: '/v1' });
  await app.register(checkoutRoutes);
  await app.register(checkoutConfirmRoutes);
  await app.register(shopperOrderRoutes);
  await app.register(merchantAreaRoutes);
  await app.register(payoutAccountRoutes);
  await app.register(widgetRoutes);
  await app.register(lendingRoutes);
  await app.register(storeRoutes);
  await app.register(savedCardRoutes);
  await app.register(savedCardPaymentRoutes);
  await app.register(cardCallbackRoutes);
  await app.register(receiptRoutes);
  await app.register(paymentCalendarRoutes);
  await app.register(statementRoutes);
  await app.register(consumerRightsRoutes);
  await app.register(reviewRequestRoutes);
  await app.register(adminReviewRoutes, { prefix: '/admin' });
  await app.register(adminInstalmentMoveRoutes, { prefix: '/admin' });
  await app.register(adminPayoutFileRoutes, { prefix: '/admin' });
  await app.register(notificationRoutes);
  await app.register(shopperDisputeRoutes);
  await app.register(merchantDisputeRoutes);
  await app.register(adminDisputeRoutes, { prefix: '/admin' });
  if (!app.config.isProduction) await app.register(demoShopRoutes);
}
