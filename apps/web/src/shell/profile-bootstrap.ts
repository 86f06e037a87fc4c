import {
  canonicalTimeZone,
  type ApiClient,
  type EndpointInput,
  type Endpoints,
  type UserData,
} from '@captio/api-client';
import { DEAL_CODES, withLocale, type Locale } from '@captio/routing-rules';
import type { Navigate } from '../router/navigation-context.js';
import type { AppStores } from '../state/stores.js';
import { STORAGE_KEYS, type KeyValueStore } from './client-storage.js';

export type UpdateProfileBody = EndpointInput<Endpoints['updateProfile']>['body'];

export interface ProfileBootstrapInput {
  user: UserData | undefined;
  locale: Locale;
  /** The browser's IANA time zone. */
  timeZone: string | undefined;
  /** The inviter's code kept from an invite link. */
  inviteCode: string | undefined;
  /** The referrer kept from the launch query. */
  referrer: string | undefined;
  fingerprint: string | undefined;
}

/**
 * The update_profile body of the profile bootstrap, or undefined when there is nothing to do:
 * only a signed-in user without an invite code of their own (a new account) gets one, with
 * what the browser knows of them recorded at the same time.
 */
export function profileBootstrapBody(input: ProfileBootstrapInput): UpdateProfileBody | undefined {
  const { user } = input;
  if (!user || user.invite_code) return undefined;
  const timeZone = input.timeZone && canonicalTimeZone(input.timeZone);
  return {
    name: user.name,
    language: input.locale,
    ...(timeZone ? { timezone: timeZone } : {}),
    ...(input.inviteCode ? { invite_code: input.inviteCode } : {}),
    ...(input.referrer ? { referer: input.referrer } : {}),
    ...(input.fingerprint ? { fingerprint: input.fingerprint } : {}),
  };
}

/** Where a user who arrived with a deal code goes once their profile is set up. */
export function dealRedeemPath(code: string | undefined, locale: Locale): string | undefined {
  const known = DEAL_CODES.find((deal) => deal === code);
  return known ? `${withLocale('/pricing/package-redeem', locale)}?c_code=${known}` : undefined;
}

export interface ProfileBootstrapDeps {
  stores: AppStores;
  api: Pick<ApiClient, 'call'>;
  store: KeyValueStore;
  navigate: Navigate;
  timeZone: string | undefined;
  fingerprint: () => Promise<string | undefined>;
}

/**
 * Runs the bootstrap for the signed-in user: update_profile, then the returned user (with their
 * invite code) is kept, the one-time values are forgotten (the api records the first ones),
 * and a kept deal code sends the user on to redeem it. Failures are quiet: it runs again on the
 * next load.
 */
export async function bootstrapProfile(deps: ProfileBootstrapDeps): Promise<void> {
  const { stores, api, store } = deps;
  const { user } = stores.session.getState();
  const locale = stores.route.getState().shown.route.locale;
  const body = profileBootstrapBody({
    user,
    locale,
    timeZone: deps.timeZone,
    inviteCode: store.get(STORAGE_KEYS.inviteCode),
    referrer: store.get(STORAGE_KEYS.referrer),
    fingerprint:
      user && !user.invite_code ? await deps.fingerprint().catch(() => undefined) : undefined,
  });
  if (!body) return;
  const answer = await api.call('updateProfile', { body }, { toast: false }).catch(() => undefined);
  if (!answer || stores.session.getState().user?.user_id !== answer.data.userdata.user_id) return;
  stores.session.getState().signedIn(answer.data.userdata);
  store.remove(STORAGE_KEYS.inviteCode);
  store.remove(STORAGE_KEYS.referrer);
  const redeem = dealRedeemPath(store.get(STORAGE_KEYS.dealCode), locale);
  if (redeem) {
    store.remove(STORAGE_KEYS.dealCode);
    deps.navigate(redeem);
  }
}
