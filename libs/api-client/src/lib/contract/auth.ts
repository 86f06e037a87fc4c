import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { success } from '../schemas/envelope.js';
import { canonicalTimeZone } from './time-zone.js';
import {
  globalFreeSchema,
  localeSchema,
  userDataSchema,
  viewsPreferenceSchema,
} from '../schemas/user.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const emailSchema = z.email().max(254);
const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const nameSchema = z.string().trim().min(1).max(100);
/** An IANA time zone name such as Europe/Paris, as Intl knows it. */
const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((name) => canonicalTimeZone(name) !== undefined);

/** What sign-in and sign-up answer: the session (also set as cookies) and the user. */
export const sessionDataSchema = z.object({
  token: z.string(),
  csrftoken: z.string(),
  userdata: userDataSchema,
});

const userdataResponse = success(z.object({ userdata: userDataSchema }));

export const authStatus = defineEndpoint({
  method: 'GET',
  path: '/api/auth/status/',
  auth: 'none',
  tag: 'auth',
  summary: 'Service status: status false means maintenance; show_notice shows the notice bar.',
  response: z.object({ status: z.boolean(), show_notice: z.boolean() }),
});

export const checkLogin = defineEndpoint({
  method: 'GET',
  path: '/api/auth/check_login/',
  auth: 'session-or-key',
  tag: 'auth',
  summary: 'The signed-in user; a time-stamp query only defeats caches.',
  query: z.record(z.string(), z.string()).optional(),
  response: success(
    z.object({
      userdata: userDataSchema,
      history_type: z.boolean(),
      global_free: globalFreeSchema,
    }),
  ),
});

export const signup = defineEndpoint({
  method: 'POST',
  path: '/api/auth/signup/',
  auth: 'none',
  tag: 'auth',
  summary: 'Creates an account and signs it in.',
  body: z.strictObject({
    email: emailSchema,
    password: passwordSchema,
    name: nameSchema,
    invite_code: z.string().max(32).optional(),
    referer: z.string().max(2048).optional(),
    timezone: timezoneSchema.optional(),
    language: localeSchema.optional(),
  }),
  response: success(sessionDataSchema),
});

export const signin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/signin/',
  auth: 'none',
  tag: 'auth',
  summary: 'Signs in with e-mail and password.',
  body: z.strictObject({
    email: emailSchema,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  }),
  response: success(sessionDataSchema),
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/api/auth/logout/',
  auth: 'session',
  tag: 'auth',
  summary: 'Ends this session and clears its cookies.',
  changesState: true,
  response: success(z.object({ logged_out: z.literal(true) })),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/change_password/',
  auth: 'session',
  tag: 'auth',
  summary: "Changes the password and ends the user's other sessions.",
  body: z.strictObject({
    /** Required when the account has a password. */
    old_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    new_password: passwordSchema,
  }),
  response: success(z.object({ changed: z.literal(true) })),
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password_reset/',
  auth: 'none',
  tag: 'auth',
  summary: 'Sends a reset link if the address has an account; answers the same either way.',
  body: z.strictObject({ email: emailSchema }),
  response: success(z.object({ sent: z.literal(true) })),
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password_reset/confirm/',
  auth: 'none',
  tag: 'auth',
  summary: 'Sets a new password with the token from the reset link; ends every session.',
  body: z.strictObject({ token: z.string().min(1).max(200), new_password: passwordSchema }),
  response: success(z.object({ changed: z.literal(true) })),
});

export const updateEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/update_email/',
  auth: 'session',
  tag: 'auth',
  summary: 'Changes the e-mail address; needs the password when the account has one.',
  body: z.strictObject({
    email: emailSchema,
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  }),
  response: userdataResponse,
});

/** Profile fields a user may change, all optional. */
export const profileChangesSchema = z.strictObject({
  change_language: localeSchema.optional(),
  name: nameSchema.optional(),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  /** http(s) only: the address ends up in an img src and in links. */
  user_avatar: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  views_preference: viewsPreferenceSchema.optional(),
  language_preference: z.record(z.string().max(32), z.string().max(32)).optional(),
  summary_language: z.string().max(32).optional(),
  sub_duration_detection: z.boolean().optional(),
  auto_upload: z.boolean().optional(),
  history_type: z.boolean().optional(),
  review_show: z.boolean().optional(),
  bonus_entry_show: z.boolean().optional(),
  show_coupon: z.boolean().optional(),
  timezone: timezoneSchema.optional(),
});

export const changeProfile = defineEndpoint({
  method: 'POST',
  path: '/api/auth/change_profile/',
  auth: 'session',
  tag: 'auth',
  summary: 'Changes profile fields; change_language sets the interface locale.',
  body: profileChangesSchema,
  response: userdataResponse,
});

export const acceptCookies = defineEndpoint({
  method: 'GET',
  path: '/api/auth/accept_cookies/',
  auth: 'session',
  tag: 'auth',
  summary: 'Records that the user accepted cookies.',
  changesState: true,
  response: success(z.object({ accept_cookies: z.literal(true) })),
});

export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/api/auth/update_profile/',
  auth: 'session',
  tag: 'auth',
  summary:
    "Profile bootstrap: gives the user an invite code, and records the inviter's code, referrer, device fingerprint, language and time zone once.",
  body: z.strictObject({
    name: nameSchema.optional(),
    language: localeSchema.optional(),
    timezone: timezoneSchema.optional(),
    invite_code: z.string().max(32).optional(),
    referer: z.string().max(2048).optional(),
    fingerprint: z.string().max(128).optional(),
  }),
  response: userdataResponse,
});

export const activateAppsumo = defineEndpoint({
  method: 'POST',
  path: '/api/auth/activate_appsumo/',
  auth: 'session',
  tag: 'auth',
  summary: 'Activates a deal-channel license key on the account.',
  body: z.strictObject({ license_key: z.string().trim().min(1).max(100) }),
  response: userdataResponse,
});
