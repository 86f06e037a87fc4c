import type { UserData } from '@captio/api-client';
import { planLabel, type MessageDescriptor } from '@captio/i18n';

/** The plan line of a signed-in user: no plan, renews, or expires on a date. */
export function userPlanLabel(
  user: Pick<UserData, 'level' | 'subscribe_stat' | 'never_expires' | 'level_data' | 'level_point'>,
): MessageDescriptor {
  return planLabel({
    level: user.level,
    subscribed: user.subscribe_stat,
    neverExpires: user.never_expires,
    planName: user.level_data.name,
    expiryDate: user.level_point.expiry_date,
  });
}
