/**
 * What the shell does on a page, by its name (the `name` of a resolved page). Each takes any
 * string, or nothing for a path that is not a page, and answers false for names it does not know.
 */

// /workspace and /api-dashboard exist only for registered users and hold a user's files and API
// keys, so they are guarded like /settings and /credits.
const LOGIN_REQUIRED: ReadonlySet<string> = new Set([
  'credits',
  'settings',
  'workspace',
  'api-dashboard',
]);

const WITHOUT_LAYOUT: ReadonlySet<string> = new Set(['privacy-policy', 'terms-of-service']);

/** /credits, /settings, /workspace and /api-dashboard: anonymous users are sent to sign in. */
export function requiresLogin(name: string | null | undefined): boolean {
  return name != null && LOGIN_REQUIRED.has(name);
}

// The login state is checked on each navigation except on these two, which are where a user
// signs in and would otherwise be checked while doing so.
const WITHOUT_LOGIN_CHECK: ReadonlySet<string> = new Set(['users-signin', 'users-signup']);

/**
 * Whether the app checks the login state (check_login, when a token or CSRF value is stored)
 * on navigating to this page: on every page but sign-in and sign-up.
 */
export function checksLogin(name: string | null | undefined): boolean {
  return name == null || !WITHOUT_LOGIN_CHECK.has(name);
}

/** False for /privacy-policy and /terms-of-service, which render without header and footer. */
export function hasLayout(name: string | null | undefined): boolean {
  return name == null || !WITHOUT_LAYOUT.has(name);
}

/** Result pages (names starting with 'result') never start the support chat widget. */
export function hidesSupportWidget(name: string | null | undefined): boolean {
  return name != null && name.startsWith('result');
}

/** The cookie banner may appear only on the home page and the sign-in and sign-up pages. */
export function showsCookieBanner(name: string | null | undefined): boolean {
  return name != null && (name.startsWith('index') || name.startsWith('users-sign'));
}
