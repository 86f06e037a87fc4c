/**
 * The navigation guards (maintenance, login, server redirects, deal codes, signed-in users on
 * sign-in and sign-up), each a pure function of the path being navigated to (pathname with its query and hash, locale prefix included) and what the app knows.
 */
import { DEFAULT_LOCALE, isLocale, stripLocale, withLocale } from './locales.js';
import type { Locale } from './locales.js';
import { requiresLogin } from './page-traits.js';
import { DEAL_CODES, isOneOf } from './params.js';
import { hasSchemeOrHost, queryValues, splitPath } from './path.js';
import { resolve, pathFacts } from './resolve.js';
import type { NotFoundResolution, PageResolution, PathFacts, ResolveOptions } from './resolve.js';
import { isUnlocalizedPathname } from './route-table.js';

/** What the guards look at besides the path. */
export interface GuardState {
  /** A user is signed in (the user record has a user_id). */
  readonly loggedIn: boolean;
  /** is_maintenance from the status call. */
  readonly isMaintenance?: boolean;
  /** The value of the stored maintenance bypass flag, if any. */
  readonly maintenanceBypass?: string | null;
  /** The secret value that lets the bypass flag through; no bypass when unset or empty. */
  readonly maintenanceSecret?: string | null;
  /** The server's redirect for this path, if it has one: a path, or an absolute http(s) URL. */
  readonly serverRedirect?: string | null;
  /**
   * The user's interface locale (locale cookie): used for a redirect away from an unlocalized
   * page, which carries no locale of its own. Ignored unless one of LOCALES.
   */
  readonly preferredLocale?: string | null;
}

export type GuardName =
  'validity' | 'maintenance' | 'login' | 'server-redirect' | 'deal-code' | 'signed-in';

/** Go to `to` instead; `external` when it is another site (an absolute URL), for a full load. */
export interface GuardRedirect {
  readonly kind: 'redirect';
  readonly to: string;
  readonly external: boolean;
  /** Which guard decided. */
  readonly guard: GuardName;
}

export type Guard = (route: string, state: GuardState) => GuardRedirect | undefined;

/** The query parameter of the sign-in page that holds the path to come back to. */
export const RETURN_PARAM = 'redirect';

/** Where a signed-in user goes from sign-in and sign-up when there is nowhere to come back to. */
const HOME_OF_SIGNED_IN = '/workspace';

function redirect(to: string, guard: GuardName, external = false): GuardRedirect {
  return { kind: 'redirect', to, external, guard };
}

/**
 * The locale of a redirect: the prefix of the path when it has one; en-US for a localized path
 * without one (that is what no prefix means); the user's locale on unlocalized pages.
 */
function targetLocale(facts: PathFacts, state: GuardState): Locale {
  if (facts.prefixed) return facts.locale;
  const localized = facts.match ? facts.match.localized : !isUnlocalizedPathname(facts.pathname);
  if (localized) return DEFAULT_LOCALE;
  return isLocale(state.preferredLocale) ? state.preferredLocale : DEFAULT_LOCALE;
}

// Names do not depend on dev: only the validity of /transcribe-{fileExt}-to-text does.
const factsOf = (route: string): PathFacts => pathFacts(route, true);

function holdsBypass(state: GuardState): boolean {
  const secret = state.maintenanceSecret;
  return typeof secret === 'string' && secret !== '' && state.maintenanceBypass === secret;
}

/**
 * Section 4: in maintenance, every page but /maintenance goes to /maintenance unless the bypass
 * flag holds the secret; out of maintenance, /maintenance goes home; so does the bypass holder
 * on /maintenance. Query and hash are not carried over.
 */
export function maintenanceGuard(route: string, state: GuardState): GuardRedirect | undefined {
  const facts = factsOf(route);
  const locale = targetLocale(facts, state);
  const bypass = holdsBypass(state);
  if (facts.match?.name === 'maintenance') {
    return !state.isMaintenance || bypass
      ? redirect(withLocale('/', locale), 'maintenance')
      : undefined;
  }
  return state.isMaintenance && !bypass
    ? redirect(withLocale('/maintenance', locale), 'maintenance')
    : undefined;
}

/**
 * Pages that need a signed-in user (requiresLogin) send anonymous users to the sign-in page of
 * their locale, with the path they wanted in ?redirect= to come back to (see afterSignin).
 */
export function loginGuard(route: string, state: GuardState): GuardRedirect | undefined {
  if (state.loggedIn) return undefined;
  const facts = factsOf(route);
  if (!requiresLogin(facts.match?.name)) return undefined;
  const signin = withLocale('/users/signin', targetLocale(facts, state));
  const back = encodeURIComponent(facts.pathname + facts.suffix);
  return redirect(`${signin}?${RETURN_PARAM}=${back}`, 'login');
}

/**
 * The server's redirect for the path. An absolute http(s) URL (or '//host/...') is followed as
 * is, marked external; a path gets the locale of the current page unless it has a prefix of its
 * own (and stays bare when unlocalized). Anything else (javascript:, mailto:, relative
 * 'foo') is ignored, and so is a redirect to the path itself, which would loop.
 */
export function serverRedirectGuard(route: string, state: GuardState): GuardRedirect | undefined {
  const target = state.serverRedirect?.trim();
  if (!target) return undefined;
  if (/^https?:\/\/[^/\\]/i.test(target) || /^\/\/[^/\\]/.test(target)) {
    return redirect(target, 'server-redirect', true);
  }
  if (hasSchemeOrHost(target) || !target.startsWith('/') || /^\/\\/.test(target)) return undefined;
  const facts = factsOf(route);
  const own = stripLocale(target);
  // withLocale respells a prefix of its own ('/zh-cn', '/en-US') so the redirect lands at once.
  const to = withLocale(target, own.path !== target ? own.locale : targetLocale(facts, state));
  return to === route || to === facts.pathname ? undefined : redirect(to, 'server-redirect');
}

/**
 * A signed-in user arriving with ?c_code=oncely or ?c_code=appsumo (the two deal channels) goes
 * to /pricing/package-redeem in the page's locale, the code passed on. Anonymous users stay: they
 * sign up first, and the app's stored c_code flag sends them there once signed in.
 */
export function dealCodeGuard(route: string, state: GuardState): GuardRedirect | undefined {
  if (!state.loggedIn) return undefined;
  const facts = factsOf(route);
  if (facts.match?.name === 'pricing-package-redeem') return undefined;
  const code = queryValues(facts.suffix, 'c_code')
    .map((value) => value.trim().toLowerCase())
    .find((value) => isOneOf(DEAL_CODES, value));
  if (code === undefined) return undefined;
  const redeem = withLocale('/pricing/package-redeem', targetLocale(facts, state));
  return redirect(`${redeem}?c_code=${code}`, 'deal-code');
}

/**
 * A signed-in user on sign-in or sign-up (in any locale: the prefix is stripped before the
 * comparison) goes where afterSignin says: the page they were sent from, else /workspace.
 */
export function signedInGuard(route: string, state: GuardState): GuardRedirect | undefined {
  if (!state.loggedIn) return undefined;
  const name = factsOf(route).match?.name;
  return name === 'users-signin' || name === 'users-signup'
    ? redirect(afterSignin(route), 'signed-in')
    : undefined;
}

/**
 * Where to go once signed in on this sign-in or sign-up URL: the redeem page for a deal
 * channel's ?c_code= (oncely, appsumo), else its ?redirect= path when that is a path on this
 * site (one leading slash, no backslash or control character, not sign-in or sign-up again),
 * else /workspace.
 */
export function afterSignin(route: string): string {
  // Signed in from a deal channel's link: the code it brought is what they came to redeem.
  const deal = queryValues(splitPath(route).suffix, 'c_code')
    .map((value) => value.trim().toLowerCase())
    .find((value) => isOneOf(DEAL_CODES, value));
  if (deal !== undefined) return `/pricing/package-redeem?c_code=${deal}`;
  const [back] = queryValues(splitPath(route).suffix, RETURN_PARAM);
  if (back === undefined || !/^\/(?![/\\])/.test(back) || /[\\\p{Cc}]/u.test(back)) {
    return HOME_OF_SIGNED_IN;
  }
  const name = factsOf(back).match?.name;
  return name === 'users-signin' || name === 'users-signup' ? HOME_OF_SIGNED_IN : back;
}

/** The guards after the validity test, in the order runGuards runs them. */
export const GUARDS: readonly Guard[] = Object.freeze([
  maintenanceGuard,
  loginGuard,
  serverRedirectGuard,
  dealCodeGuard,
  signedInGuard,
]);

export type GuardOutcome = PageResolution | NotFoundResolution | GuardRedirect;

/**
 * Every guard in order: validity, then the global guards (maintenance, login, server redirect),
 * then the page guards:
 *
 * 1. validity: resolve(); its redirects (invalid parameter to /404, canonical spelling, bare
 *    localized /podcast and /workspace) come first;
 * 2. maintenance; 3. login (auth-required pages); 4. the server-supplied redirect;
 * 5. deal code (c_code); 6. signed-in users on sign-in and sign-up.
 *
 * The first redirect wins, and during maintenance nothing moves a user off /maintenance.
 * Without a redirect, the resolution: a page, or not-found (the 404 page, which the global
 * guards also apply to: maintenance covers it, and a server redirect can rescue an old address).
 */
export function runGuards(
  route: string,
  state: GuardState,
  options: ResolveOptions = {},
): GuardOutcome {
  const resolution = resolve(route, options);
  if (resolution.kind === 'redirect') return redirect(resolution.to, 'validity');
  const heldOnMaintenance =
    state.isMaintenance === true && resolution.kind === 'page' && resolution.name === 'maintenance';
  for (const guard of GUARDS) {
    const outcome = guard(route, state);
    if (outcome) return outcome;
    // Kept on /maintenance during maintenance: a server redirect or a deal code sending the user
    // on would only be sent back here, in a loop.
    if (guard === maintenanceGuard && heldOnMaintenance) return resolution;
  }
  return resolution;
}
