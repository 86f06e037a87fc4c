import { LOCALES } from '@captio/routing-rules';
import { z } from 'zod';
import { isoDateSchema } from './envelope.js';

// The interface locales are defined once, in @captio/routing-rules (it imports nothing);
// the contract re-exports them under the names its consumers already use.
export { LOCALES as LOCALE_CODES };
export const localeSchema = z.enum(LOCALES);
export type LocaleCode = z.infer<typeof localeSchema>;

/** Levels: 0 free, 1 vip, 2 unlimited, above 2 an API tier. */
export const LEVEL = { free: 0, vip: 1, unlimited: 2 } as const;
export const levelSchema = z.number().int().min(0);

export const viewsPreferenceSchema = z.enum(['basic', 'speaker', 'article']);

export const globalFreeSchema = z.object({
  use_type: z.array(z.string()),
  speaker: z.boolean(),
  bgm_remove: z.boolean(),
});
export type GlobalFree = z.infer<typeof globalFreeSchema>;

export const freeDataSchema = z.object({
  /** Free runs left today; -1 means unlimited. */
  remaining: z.number().int().min(-1),
  throttled: z.boolean(),
  unlimited: z.boolean(),
});

export const levelDataSchema = z.object({
  /** The plan's name ('free' when there is none). */
  name: z.string(),
  level: levelSchema,
});

export const levelPointSchema = z.object({
  /** When the paid plan ends; null when free or never expiring. */
  expiry_date: isoDateSchema.nullable(),
});

/** The user record, as check_login and sign-in return it. */
export const userDataSchema = z.object({
  user_id: z.number().int(),
  user_avatar: z.string(),
  username: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_joined: isoDateSchema,
  reg_date: isoDateSchema,
  email: z.string(),
  history_type: z.boolean(),
  point: z.number().int().min(0),
  level: levelSchema,
  global_free: globalFreeSchema,
  free_data: freeDataSchema,
  views_preference: viewsPreferenceSchema,
  language_preference: z.record(z.string(), z.string()),
  api: z.boolean(),
  level_data: levelDataSchema,
  level_point: levelPointSchema,
  no_discount_pay: z.boolean(),
  bonus_entry_show: z.boolean(),
  /** Whether the account has a password (false for accounts made by a deal channel). */
  password: z.boolean(),
  summary_language: z.string(),
  sub_duration_detection: z.boolean(),
  auto_upload: z.boolean(),
  review_show: z.boolean(),
  /** 'ugo' for pay-as-you-go; null otherwise. */
  subscription_type: z.string().nullable(),
  language_setting: localeSchema,
  timezone_setting: z.string(),
  invite_code: z.string().nullable(),
  accept_cookies: z.boolean(),
  subscribe_stat: z.boolean(),
  never_expires: z.boolean(),
  show_coupon: z.boolean(),
  /** Bytes the drive may hold; 0 for free and pay-as-you-go users. */
  drive_size: z.number().int().min(0),
});
export type UserData = z.infer<typeof userDataSchema>;
