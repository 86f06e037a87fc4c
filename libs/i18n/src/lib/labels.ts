import { toDate, type DateInput } from './to-date.js';
import type { MessageDescriptor } from './translator.js';

/** Free transcriptions a level 0 user gets: free_data.remaining counts down from it. */
export const FREE_QUOTA = 3;

export interface PlanLabelInput {
  /** User level: 0 is free. */
  level: number;
  /** An active subscription (subscribe_stat). */
  subscribed?: boolean | null;
  /** never_expires. */
  neverExpires?: boolean | null;
  /** The plan name, from level_data. */
  planName?: string | null;
  /** level_point.expiry_date. */
  expiryDate?: DateInput | null;
}

/**
 * The plan line of the account menu: free users see the no-plan text; paid
 * users see the renewal text when subscribed or never expiring, otherwise the expiry text with
 * the plan name and date. A paid plan without a readable expiry date shows just its name
 * rather than an invented date.
 */
export function planLabel(input: PlanLabelInput): MessageDescriptor {
  if (!input.level || input.level <= 0) return { key: 'plan.none' };
  const plan = input.planName ?? '';
  if (input.subscribed || input.neverExpires) return { key: 'plan.renewal', values: { plan } };
  const date = readDate(input.expiryDate);
  if (!date) return { key: 'plan.active', values: { plan } };
  return { key: 'plan.expiry', values: { plan, date } };
}

function readDate(input: DateInput | null | undefined): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  try {
    return toDate(input);
  } catch {
    return undefined;
  }
}

export interface FreeUsesInput {
  level: number;
  /** free_data.remaining; -1 means unlimited. */
  remaining?: number | null;
  /** free_data.unlimited. */
  unlimited?: boolean | null;
}

/**
 * The free-uses line: remaining out of 3, or unlimited for level 2,
 * for free_data.unlimited and for remaining -1. The count is clamped to 0..3 so a stale or odd
 * server value never reads "5 of 3" or "-2 of 3".
 */
export function freeUsesLabel(input: FreeUsesInput): MessageDescriptor {
  if (input.level === 2 || input.unlimited || input.remaining === -1) {
    return { key: 'quota.unlimited' };
  }
  const raw = input.remaining ?? FREE_QUOTA;
  const remaining = Math.min(FREE_QUOTA, Math.max(0, Math.floor(Number.isFinite(raw) ? raw : 0)));
  return { key: 'quota.freeRemaining', values: { remaining, total: FREE_QUOTA } };
}

/** The kinds of upload error the api-client's upload helper reports. */
export type UploadErrorType =
  'http' | 'timeout' | 'network' | 'abort' | 'header_error' | 'setup_error';

export interface UploadErrorInput {
  type: UploadErrorType;
  status?: number | null;
  statusText?: string | null;
  /** For 'timeout': the limit that was reached. */
  timeoutMs?: number | null;
  /** For 'header_error' and 'setup_error': what went wrong. */
  reason?: string | null;
}

/**
 * The reader's text for an upload error. The api-client keeps English messages on its error
 * objects; this is their translation.
 */
export function uploadErrorLabel(error: UploadErrorInput): MessageDescriptor {
  switch (error.type) {
    case 'http':
      return {
        key: 'upload.failed',
        values: {
          status: error.status ?? 0,
          statusText: error.statusText || { key: 'upload.unknownError' },
        },
      };
    case 'timeout':
      return { key: 'upload.timeout', values: { ms: error.timeoutMs ?? 0 } };
    case 'network':
      return { key: 'upload.network' };
    case 'abort':
      return { key: 'upload.aborted' };
    case 'header_error':
      return { key: 'upload.headerError', values: { reason: error.reason ?? '' } };
    case 'setup_error':
      return { key: 'upload.setupError', values: { reason: error.reason ?? '' } };
    default:
      return exhaustive(error.type);
  }
}

function exhaustive(value: never): never {
  throw new Error(`Unknown upload error type '${String(value)}'`);
}
