import type { AccountKey } from './catalog.js';

/**
 * A ledger reason as a reader sees it. The api writes reasons for its operators
 * (`plan:vip-month`, `grant:goodwill`, `reserve:<work>`, `unused:<work>`, `refund:<work>`): the
 * known kinds read as a sentence with their detail, anything else as written. The entry's delta
 * tells a grant from a take-back.
 */
export type LedgerReason = { key: AccountKey; values: { detail: string } } | { text: string };

const KINDS: Readonly<Record<string, AccountKey>> = {
  plan: 'account.credits.reason.plan',
  grant: 'account.credits.reason.grant',
  reserve: 'account.credits.reason.reserve',
  unused: 'account.credits.reason.unused',
  refund: 'account.credits.reason.refund',
};

export function ledgerReason(reason: string, delta: number): LedgerReason {
  const colon = reason.indexOf(':');
  const kind = colon > 0 ? reason.slice(0, colon) : '';
  // An operator's grant may also take credits back (a negative amount).
  const key = kind === 'grant' && delta < 0 ? 'account.credits.reason.grantBack' : KINDS[kind];
  const detail = reason.slice(colon + 1).trim();
  return key && detail ? { key, values: { detail } } : { text: reason };
}

/** Pages of `size` entries needed for `total` (at least one, for the empty ledger). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
