import type { UserData } from '@captio/api-client';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/sessions.js';
import { offeredCoupon } from '../billing/coupons.js';
import { toUserData } from './userdata.js';

/** The `userdata` of `user` now, with the offers of the moment (a coupon for free users). */
export async function currentUserData(
  context: Pick<AppContext, 'db' | 'site' | 'now'>,
  user: UserRow,
): Promise<UserData> {
  const now = context.now();
  const couponOffered = (await offeredCoupon(context)) !== undefined;
  return toUserData(user, now, { couponOffered });
}
