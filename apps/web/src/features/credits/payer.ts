import { LEVEL, type UserData } from '@captio/api-client';

/** The parts of the session that decide how a job is paid. */
export interface Payer {
  level: number;
  /** free_data.remaining: the day's free runs left, -1 for unlimited. */
  remaining: number;
  /** free_data.unlimited. */
  unlimited: boolean;
}

export const payerOf = (user: UserData): Payer => ({
  level: user.level,
  remaining: user.free_data.remaining,
  unlimited: user.free_data.unlimited,
});

/**
 * Whether jobs cost the user nothing, as the api's paymentFor decides (tasks and translations):
 * level 2 and above (unlimited, the API tiers), or an account the operator made unlimited.
 */
export function paysNothing(payer: Payer): boolean {
  return payer.unlimited || payer.remaining === -1 || payer.level >= LEVEL.unlimited;
}
