import type { GlobalFree, LocaleCode, UserData } from '@captio/api-client';
import { LEVEL, LOCALE_CODES } from '@captio/api-client';
import type { UserRow } from '../auth/sessions.js';
import { PAY_AS_YOU_GO, driveCapacity, effectiveLevel, freeRunsLeft } from '../plans/levels.js';

/**
 * What free users may do, the same for everyone: the modes (use_type) open to them, speaker
 * labelling and background-music removal.
 */
export const GLOBAL_FREE: GlobalFree = { use_type: ['basic'], speaker: false, bgm_remove: false };

function asLocale(value: string): LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value) ? (value as LocaleCode) : 'en-US';
}

/** What the record says of offers the user may see. */
export interface UserOffers {
  /** A coupon is offered to free users now (see billing/coupons offeredCoupon). */
  couponOffered: boolean;
}

/**
 * The `userdata` record the api answers with, from a row, with the plan as it stands at `now`.
 * `show_coupon` is the account's own flag, or a free user's while a coupon is offered.
 */
export function toUserData(
  user: UserRow,
  now: Date,
  offers: UserOffers = { couponOffered: false },
): UserData {
  const level = effectiveLevel(user, now);
  const expired = level !== user.level;
  const subscriptionType = expired ? null : user.subscriptionType;
  const remaining = freeRunsLeft(level, user, now);
  const joined = user.dateJoined.toISOString();
  return {
    user_id: user.id,
    user_avatar: user.avatar,
    username: user.email.split('@')[0] ?? '',
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    date_joined: joined,
    reg_date: joined,
    email: user.email,
    history_type: user.historyType,
    point: user.point,
    level,
    global_free: GLOBAL_FREE,
    free_data: { remaining, throttled: user.freeThrottled, unlimited: remaining === -1 },
    views_preference: user.viewsPreference as UserData['views_preference'],
    language_preference: user.languagePreference,
    api: level > 2,
    level_data: { name: level === 0 ? 'free' : (user.planName ?? 'vip'), level },
    level_point: {
      expiry_date:
        level === 0 || user.neverExpires ? null : (user.expiryDate?.toISOString() ?? null),
    },
    no_discount_pay: user.noDiscountPay,
    bonus_entry_show: user.bonusEntryShow,
    password: user.passwordHash !== null,
    summary_language: user.summaryLanguage,
    sub_duration_detection: user.subDurationDetection,
    auto_upload: user.autoUpload,
    review_show: user.reviewShow,
    subscription_type: subscriptionType,
    language_setting: asLocale(user.locale),
    timezone_setting: user.timezone,
    invite_code: user.inviteCode,
    accept_cookies: user.acceptCookies,
    subscribe_stat: !expired && user.subscribeStat,
    never_expires: !expired && user.neverExpires,
    show_coupon: user.showCoupon || (offers.couponOffered && level === LEVEL.free),
    drive_size: driveCapacity(
      level,
      subscriptionType === PAY_AS_YOU_GO ? PAY_AS_YOU_GO : subscriptionType,
    ),
  };
}
