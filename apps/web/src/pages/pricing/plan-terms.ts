import type { Plan } from '@captio/api-client';

/** How long a plan runs, as the price line says it. */
export type PlanPeriod = 'month' | 'year' | 'once' | 'days';

/** 28–31 days reads as a month and 365–366 as a year; no duration is a one-time purchase. */
export function planPeriod(days: number | null): PlanPeriod {
  if (days === null) return 'once';
  if (days >= 28 && days <= 31) return 'month';
  if (days === 365 || days === 366) return 'year';
  return 'days';
}

export { formatPrice, majorAmount } from '../../features/credits/index.js';

/** Subscriptions first, then pay-as-you-go packs (subscription_type 'ugo'). */
export function splitPlans(plans: readonly Plan[]): { subscriptions: Plan[]; packs: Plan[] } {
  return {
    subscriptions: plans.filter((plan) => plan.subscription_type !== 'ugo'),
    packs: plans.filter((plan) => plan.subscription_type === 'ugo'),
  };
}
