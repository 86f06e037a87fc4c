import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';
import { userDataSchema } from '../schemas/user.js';

const currencySchema = z.string().regex(/^[A-Z]{3}$/);

export const planSchema = z.object({
  plan_id: z.string(),
  name: z.string(),
  level: z.number().int().min(0),
  /** 'ugo' for pay-as-you-go credit packs; null for subscriptions. */
  subscription_type: z.string().nullable(),
  /** Minor units (cents). */
  price: z.number().int().min(0),
  currency: currencySchema,
  /** Days the plan lasts; null never expires. */
  duration_days: z.number().int().positive().nullable(),
  credits: z.number().int().min(0),
  drive_size: z.number().int().min(0),
});
export type Plan = z.infer<typeof planSchema>;

export const planList = defineEndpoint({
  method: 'GET',
  path: '/api/pricing/plans/',
  auth: 'none',
  tag: 'pricing',
  summary: 'The plans on sale.',
  response: success(z.object({ result: z.array(planSchema) })),
});

export const redeemChannelSchema = z.enum(['oncely', 'appsumo']);
export type RedeemChannel = z.infer<typeof redeemChannelSchema>;

export const redeemCode = defineEndpoint({
  method: 'POST',
  path: '/api/pricing/redeem/',
  auth: 'session',
  tag: 'pricing',
  summary: 'Redeems a code from a deal channel (oncely or appsumo) on the account.',
  body: z.strictObject({
    code: z.string().trim().min(1).max(100),
    channel: redeemChannelSchema.optional(),
  }),
  response: success(z.object({ userdata: userDataSchema })),
});

export const couponSchema = z.object({
  code: z.string(),
  percent_off: z.number().int().min(1).max(100).nullable(),
  amount_off: z.number().int().min(1).nullable(),
  expires_time: isoDateSchema.nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const checkCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/pricing/coupon/',
  auth: 'session',
  tag: 'pricing',
  summary: 'Checks a coupon against a plan and gives the discounted price.',
  body: z.strictObject({
    code: z.string().trim().min(1).max(64),
    plan_id: z.string().min(1).max(64),
  }),
  response: success(
    z.object({
      coupon: couponSchema,
      /** The plan's price before the coupon, in minor units. */
      original_price: z.number().int().min(0),
      /** The price to pay, in minor units; never below 0. */
      price: z.number().int().min(0),
      currency: currencySchema,
    }),
  ),
});

export const couponOffer = defineEndpoint({
  method: 'GET',
  path: '/api/pricing/coupon_offer/',
  auth: 'session',
  tag: 'pricing',
  summary:
    'The coupon the popup offers the signed-in user (free users, while the operator offers one and it can be used), or null.',
  response: success(
    z.object({
      coupon: couponSchema.nullable(),
      /** The currency of the plans on sale, in which an amount off is taken; null with no plans. */
      currency: currencySchema.nullable(),
    }),
  ),
});

export const paymentStatusSchema = z.enum(['pending', 'completed', 'failed', 'cancelled']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const checkout = defineEndpoint({
  method: 'POST',
  path: '/api/pricing/checkout/',
  auth: 'session',
  tag: 'pricing',
  summary: 'Starts paying for a plan; the browser goes to checkout_url.',
  body: z.strictObject({
    plan_id: z.string().min(1).max(64),
    coupon: z.string().trim().min(1).max(64).optional(),
  }),
  response: success(
    z.object({
      transaction_id: z.string(),
      /** Where the browser pays; the success page itself when nothing is left to pay. */
      checkout_url: z.string(),
      provider: z.string(),
      status: paymentStatusSchema,
    }),
  ),
});

export const transactionSchema = z.object({
  transaction_id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  status: paymentStatusSchema,
  /** What is paid, in minor units (cents). */
  amount: z.number().int().min(0),
  /** The same in major units (9.99), as the success page's `value` query parameter. */
  value: z.number().min(0),
  currency: currencySchema,
  coupon: z.string().nullable(),
  provider: z.string(),
  created_time: isoDateSchema,
  completed_time: isoDateSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionStatus = defineEndpoint({
  method: 'GET',
  path: '/api/pricing/transaction/:transaction_id/',
  auth: 'session',
  tag: 'pricing',
  summary: "One of the user's payments.",
  params: z.strictObject({ transaction_id: z.string().min(1).max(100) }),
  response: success(transactionSchema),
});
