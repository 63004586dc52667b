// Opening a card payment at the acquirer for what the shopper is about to pay. The server works
// out the amount (the checkout's first instalment, or an order's next instalment or whole rest)
// and names the payment with a fresh attempt key as its order number; the browser gets only what
// the acquirer's card fields need (the client secret and the public merchant token). The card is
// typed into the acquirer's iframe, so no card number or security code passes through NaRate.
// Defined in zod (http/zod-routes.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenedCardPayment } from '#shared/purchase-api';
import { businessDayStart } from '#shared/business-dates';
import { buildInstalmentPlan } from '#shared/instalment-plan';
import {
  OpenCardPaymentSchema,
  type OpenCardPaymentInput,
} from '#shared/validation/purchase-schemas';
import { requireUser, signedInFirst } from '../auth/permissions';
import { assertSessionOpen, effectiveSessionStatus } from '../checkout/session-rules';
import { SESSION_NOT_FOUND_MESSAGE } from '../checkout/session-service';
import { shopperIsMerchantUser } from './checkout-session-repository';
import { compiledStatement } from '../db/compiled-once';
import { inOneRoundTrip } from '../db/pipelined-statements';
import { creditStandingOf, shopperCreditStandingQuery } from '../credit/repository';
import { collectableInstalments, payInstalments } from '../rules/instalments';
import { checkPayment } from '../rules/order-state';
import { errorMessage, errorText, HttpError, notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { ProviderUnavailableError } from '../payments/provider';
import { standingFor } from '../reviews/current-decline';
import { declineError } from '../reviews/decline-explanations';
import { applyReviewApproval } from '../reviews/review-approval';
import { orderDeps } from './order-deps';
import { ORDER_NOT_FOUND_MESSAGE } from './order-id';
import { findOrder, orderSnapshot } from './order-repository';
import { assertWithdrawable } from './withdrawal-service';
import { OpenedCardPaymentAnswer } from './shopper-contract';
import { PAYMENT_RATE_LIMIT } from './shopper-routes';

/**
 * Card payments opened per signed-in shopper (by address without a session, answered 401 anyway):
 * each one is a call to the acquirer. Counting by address would let one busy shop's network, or
 * a household, use up everyone's share.
 */
const CARD_PAYMENT_RATE_LIMIT = {
  ...PAYMENT_RATE_LIMIT,
  keyGenerator: async (request: FastifyRequest) => {
    const user = await request.getSessionUser();
    return user ? `user:${user.id}` : `ip:${request.ip}`;
  },
};

const tags = ['card payments'];
const security = [{ session: [] }];

interface Payable {
  amountCents: number;
  description: string;
  saveCard: boolean;
  /** Saving a card without paying: a verification that moves no money. */
  verify?: boolean;
}

/** The session a card payment would pay, and whether its shopper is one of the shop's users. */
const payableSessionStatement = compiledStatement(
  (db, { sessionId, userId }: { sessionId: string; userId: string }) =>
    db
      .selectFrom('checkout_sessions as cs')
      .innerJoin('merchants as m', 'm.id', 'cs.merchant_id')
      // Whether the shopper is one of the shop's users, asked here: one round trip less.
      .select([
        'cs.amount_cents',
        'cs.status',
        'cs.expires_at',
        'cs.merchant_id',
        'm.name as merchant_name',
        shopperIsMerchantUser(userId),
      ])
      .where('cs.id', '=', sessionId),
);

export async function cardPaymentRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  // The acquirer's origin (Monri's, or the local acquirer's) and its public merchant token.
  const settings = app.config.card;
  app.addHook('onSend', noStore);

  /** The amount the shopper's confirmation will charge, checked as the confirmation checks it. */
  async function payableFor(userId: string, input: OpenCardPaymentInput): Promise<Payable> {
    if (input.purpose === 'checkout') {
      // The shopper's credit standing is read beside the session, in the same round trip: it is
      // needed unless the session is refused, which is rare.
      const [sessionRead, standingRead] = await inOneRoundTrip(
        app.db,
        payableSessionStatement(app.db, { sessionId: input.sessionId, userId }),
        shopperCreditStandingQuery(app.db, userId),
      );
      const [session] = sessionRead.rows;
      if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      assertSessionOpen(effectiveSessionStatus(session, new Date()));
      // The card is typed before the confirmation decides: the card fields only authorise (hold
      // the amount), the confirmation captures it once approved and voids it when it refuses, so
      // a refusal never leaves a charge. A shopper the decision would refuse now gets the refusal
      // here already, before typing a card.
      // The confirmation's first refusal, in the same order: a shop's own user.
      if (session.shopper_is_merchant_user) {
        throw declineError({ code: 'own_shop', reason: errorMessage('own_shop') });
      }
      const standing = standingFor(creditStandingOf(standingRead.rows[0]), session.amount_cents);
      // A person's approval after a review lets this checkout through, as at the confirmation.
      const { decision } = await applyReviewApproval(
        app.db,
        standing.decision,
        input.sessionId,
        userId,
        new Date(),
      );
      if (!decision.approved) throw declineError(decision);
      const planned = buildInstalmentPlan(
        session.amount_cents,
        input.instalments,
        businessDayStart(new Date()),
      );
      return {
        amountCents: planned[0]?.amountCents ?? 0,
        description: `NaRate: ${session.merchant_name}`,
        // The first charge keeps the card: the later instalments are charged to its token.
        saveCard: true,
      };
    }
    if (input.purpose === 'save_card') {
      // The acquirer checks and tokenises the card (3-D Secure included); nothing is charged.
      return { amountCents: 0, description: 'NaRate: kartica', saveCard: true, verify: true };
    }
    const loaded = await findOrder(app.db, input.orderId, { userId });
    if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    if (input.purpose === 'withdrawal') {
      // The remaining principal, checked as the withdrawal checks it (the 14-day window).
      assertWithdrawable(loaded, new Date());
      const rest = payInstalments(loaded.instalments, 'rest');
      if (!rest) throw new HttpError(409, 'nothing_to_pay');
      return {
        amountCents: rest.amountCents,
        description: `NaRate: ${loaded.order.id}`,
        saveCard: false,
      };
    }
    const before = orderSnapshot(loaded);
    const check = checkPayment(before, input.scope, input.sequence);
    if (!check.ok) throw new HttpError(409, check.code, check.message);
    const payment = payInstalments(
      before.status === 'written_off'
        ? collectableInstalments(loaded.instalments)
        : loaded.instalments,
      input.scope,
    );
    if (!payment) throw new HttpError(409, 'nothing_to_pay');
    return {
      amountCents: payment.amountCents,
      description: `NaRate: ${loaded.order.id}`,
      saveCard: input.saveCard === true,
    };
  }

  app.post(
    '/payments/card-payments',
    {
      schema: {
        tags,
        security,
        summary: 'Open a card payment for the card fields',
        description:
          "Opens a payment at the card acquirer for the checkout's first instalment or an order's next instalment or whole rest (the server works out the amount) and answers the client secret the acquirer's card fields take. The card is typed there; the confirmation then carries only the payment's id. 503 card_fields_unavailable when the acquirer cannot open payments.",
        body: OpenCardPaymentSchema,
        response: {
          201: OpenedCardPaymentAnswer,
          400: ErrorAnswer,
          401: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
          422: ErrorAnswer,
          503: ErrorAnswer,
        },
      },
      config: { rateLimit: CARD_PAYMENT_RATE_LIMIT },
      // The session first: a request without one learns 401 before anything about its body.
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const payable = await payableFor(user.id, request.body);
      const provider = deps.provider;
      if (!provider.startCardPayment) {
        throw new HttpError(503, 'card_fields_unavailable', errorText('card_fields_unavailable'));
      }
      try {
        // The order number is the key the confirmation's charge is made with (an attempt's id).
        const started = await provider.startCardPayment({
          key: randomUUID(),
          amountCents: payable.amountCents,
          description: payable.description,
          saveCard: payable.saveCard,
          verify: payable.verify === true,
          // The card fields only hold the amount; the confirmation takes it (capture) once its
          // own checks pass and releases it (void) otherwise, so no check that fails after the
          // card was typed leaves a charge behind.
          authorize: payable.verify !== true,
        });
        const body: OpenedCardPayment = {
          paymentId: started.paymentId,
          clientSecret: started.clientSecret,
          authenticityToken: settings.authenticityToken,
          componentsUrl: `${settings.baseUrl}/dist/components.js`,
          amountCents: payable.amountCents,
        };
        return reply.code(201).send(body);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        throw new HttpError(503, 'card_fields_unavailable', errorText('card_fields_unavailable'));
      }
    },
  );
}
