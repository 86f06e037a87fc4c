import type { UserData } from '../lib/schemas/user.js';

/**
 * A user record as check_login answers it for a new free account, with overrides: one fixture
 * for the client's tests and its users' (the web app's), so that a field added to the contract
 * is added here once.
 */
export function userData(overrides: Partial<UserData> = {}): UserData {
  return {
    user_id: 7,
    user_avatar: '',
    username: 'ada@example.com',
    name: 'Ada Lovelace',
    first_name: '',
    last_name: '',
    date_joined: '2026-01-02T03:04:05.000Z',
    reg_date: '2026-01-02T03:04:05.000Z',
    email: 'ada@example.com',
    history_type: false,
    point: 0,
    level: 0,
    global_free: { use_type: [], speaker: false, bgm_remove: false },
    free_data: { remaining: 3, throttled: false, unlimited: false },
    views_preference: 'basic',
    language_preference: {},
    api: false,
    level_data: { name: 'free', level: 0 },
    level_point: { expiry_date: null },
    no_discount_pay: false,
    bonus_entry_show: false,
    password: true,
    summary_language: '',
    sub_duration_detection: true,
    auto_upload: false,
    review_show: false,
    subscription_type: null,
    language_setting: 'en-US',
    timezone_setting: 'UTC',
    invite_code: null,
    accept_cookies: false,
    subscribe_stat: false,
    never_expires: false,
    show_coupon: false,
    drive_size: 0,
    ...overrides,
  };
}
