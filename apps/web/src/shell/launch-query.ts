import { DEAL_CODES } from '@captio/routing-rules';
import { STORAGE_KEYS, type KeyValueStore } from './client-storage.js';

export type DealCode = (typeof DEAL_CODES)[number];

/** What the address the app was opened with asks for, read once on load. */
export interface LaunchQuery {
  /** payment=success… from the payment provider's return address. */
  payment: {
    payment: string | undefined;
    transactionId: string | undefined;
    value: string | undefined;
    currency: string | undefined;
  };
  /** invite_code: the code of the user who shared the link. */
  inviteCode: string | undefined;
  /** The redirect_uri inside next: the site that sent the visitor (the referrer). */
  referrer: string | undefined;
  /** cl: a partner channel code, only from the partner browser. */
  partnerChannel: string | undefined;
  /** appsumo=activated: the deal channel activated the plan before sending the user back. */
  appsumoActivated: boolean;
  /** c_code: a deal channel's code to redeem once signed in. */
  dealCode: DealCode | undefined;
}

export interface LaunchContext {
  /** navigator.userAgent. */
  userAgent: string;
  /**
   * The user-agent token of the partner browser (VITE_PARTNER_BROWSER_TOKEN at build time), or
   * undefined when this build has no partner: then cl is never honoured.
   */
  partnerBrowserToken: string | undefined;
}

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_REFERRER_LENGTH = 2048;

function param(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value ? value : undefined;
}

function code(query: URLSearchParams, name: string): string | undefined {
  const value = param(query, name);
  return value && CODE.test(value) ? value : undefined;
}

/** next is an address (often a sign-in step) whose own query names where to return. */
function referrerOf(next: string | undefined): string | undefined {
  if (!next) return undefined;
  let inner: string | null;
  try {
    inner = new URL(next, 'https://next.invalid').searchParams.get('redirect_uri');
  } catch {
    return undefined;
  }
  const value = inner?.trim();
  return value && value.length <= MAX_REFERRER_LENGTH ? value : undefined;
}

/**
 * The partner browser tells itself apart by a token in its user agent; cl from anywhere else is
 * ignored, so a shared link cannot claim the partner's channel.
 */
export function isPartnerBrowser(userAgent: string, token: string | undefined): boolean {
  const wanted = token?.trim();
  return Boolean(wanted) && userAgent.includes(wanted as string);
}

/** Reads the launch query; values that are malformed count as absent. Never throws. */
export function readLaunchQuery(search: string, context: LaunchContext): LaunchQuery {
  const query = new URLSearchParams(search);
  const deal = param(query, 'c_code')?.toLowerCase();
  return {
    payment: {
      payment: param(query, 'payment'),
      transactionId: param(query, 'transaction_id'),
      value: param(query, 'value'),
      currency: param(query, 'currency'),
    },
    inviteCode: code(query, 'invite_code'),
    referrer: referrerOf(param(query, 'next')),
    partnerChannel: isPartnerBrowser(context.userAgent, context.partnerBrowserToken)
      ? code(query, 'cl')
      : undefined,
    appsumoActivated: param(query, 'appsumo') === 'activated',
    dealCode: DEAL_CODES.find((known) => known === deal),
  };
}

/**
 * Keeps what must outlive this page (the visitor may sign up several pages later): the invite
 * code, the referrer, the partner channel and the deal code. A value already kept is replaced
 * by a newer one; absent values leave the kept ones alone.
 */
export function rememberLaunchQuery(query: LaunchQuery, store: KeyValueStore): void {
  const kept: [string, string | undefined][] = [
    [STORAGE_KEYS.inviteCode, query.inviteCode],
    [STORAGE_KEYS.referrer, query.referrer],
    [STORAGE_KEYS.partnerChannel, query.partnerChannel],
    [STORAGE_KEYS.dealCode, query.dealCode],
  ];
  for (const [key, value] of kept) if (value !== undefined) store.set(key, value);
}
