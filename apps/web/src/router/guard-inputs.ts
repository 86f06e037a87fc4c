import type { GuardState, Locale } from '@captio/routing-rules';
import type { SystemState } from '../state/system-store.js';

/**
 * The maintenance pass is checked by the server against the operator's secret, which never
 * reaches the browser; the guards only need to see that it holds.
 */
const PASS_HELD = 'held';

export interface GuardFacts {
  loggedIn: boolean;
  system: Pick<SystemState, 'isMaintenance' | 'maintenanceBypass'>;
  serverRedirect?: string | null | undefined;
  preferredLocale?: Locale | undefined;
}

/** routing-rules' guard state from what the app knows, the same on the server and in the browser. */
export function guardInputs({
  loggedIn,
  system,
  serverRedirect,
  preferredLocale,
}: GuardFacts): GuardState {
  return {
    loggedIn,
    isMaintenance: system.isMaintenance,
    ...(system.maintenanceBypass ? { maintenanceBypass: PASS_HELD } : {}),
    maintenanceSecret: PASS_HELD,
    ...(serverRedirect ? { serverRedirect } : {}),
    ...(preferredLocale ? { preferredLocale } : {}),
  };
}
