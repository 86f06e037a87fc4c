import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/app-error.js';
import { billingMessages } from './messages.js';
import { type PaymentRow, completePayment } from './payments.js';
import type { PaymentCompletion, PaymentProvider } from './provider.js';

/** Webhook events are small; a body far beyond that is not from the provider. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

function matches(payment: PaymentRow, provider: string, completion: PaymentCompletion): boolean {
  return (
    payment.provider === provider &&
    (payment.providerRef === null || payment.providerRef === completion.providerRef) &&
    payment.amount === completion.amount &&
    payment.currency === completion.currency
  );
}

/**
 * POST /api/pay/webhook/<provider>/: the provider's word that a payment went through. The body is
 * kept as received (signatures are over its exact bytes); the event must name a payment of this
 * provider for the amount asked. Completion is idempotent, so a redelivered event changes nothing.
 */
export function webhookRoutes(
  context: AppContext,
  provider: PaymentProvider,
  parseWebhook: NonNullable<PaymentProvider['parseWebhook']>,
) {
  return async function routes(scope: FastifyInstance): Promise<void> {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      `/api/pay/webhook/${provider.name}/`,
      {
        schema: {
          summary: `Payment events from ${provider.name}, verified by their signature.`,
          tags: ['pay'],
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const completion = parseWebhook({ headers: request.headers, rawBody }, context.now());
        if (!completion) return { received: true };
        const { payment, applied } = await completePayment(context.db, {
          transactionId: completion.transactionId,
          now: context.now(),
          verify: (payment) => {
            if (!matches(payment, provider.name, completion)) {
              throw badRequest('payment_mismatch', billingMessages.webhookMismatch);
            }
          },
        });
        request.log.info(
          { transactionId: payment.transactionId, applied, status: payment.status },
          'payment webhook',
        );
        return { received: true };
      },
    );
  };
}
