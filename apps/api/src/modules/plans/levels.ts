import { LEVEL } from '@captio/api-client';

const GIB = 1024 ** 3;

/** Pay-as-you-go: a paid level whose subscription_type is this. */
export const PAY_AS_YOU_GO = 'ugo';

/** Free runs a level-0 user has each day. */
export const FREE_RUNS_PER_DAY = 3;

export interface LevelFacts {
  level: number;
  subscriptionType: string | null;
  expiryDate: Date | null;
  neverExpires: boolean;
}

/** The level in force: a paid plan past its expiry date counts as free. */
export function effectiveLevel(user: LevelFacts, now: Date): number {
  if (user.level === LEVEL.free) return LEVEL.free;
  if (user.neverExpires || !user.expiryDate) return user.level;
  return user.expiryDate.getTime() > now.getTime() ? user.level : LEVEL.free;
}

/** Drive capacity in bytes: free and pay-as-you-go users have no cloud drive. */
export function driveCapacity(level: number, subscriptionType: string | null): number {
  if (level === LEVEL.free || subscriptionType === PAY_AS_YOU_GO) return 0;
  if (level === LEVEL.vip) return 10 * GIB;
  if (level === LEVEL.unlimited) return 100 * GIB;
  return 200 * GIB;
}

/** The free runs left today, or -1 when unlimited (level 2 and up). */
export function freeRunsLeft(
  level: number,
  stored: { freeRemaining: number; freeDay: string | null; freeUnlimited: boolean },
  now: Date,
): number {
  if (stored.freeUnlimited || level >= LEVEL.unlimited) return -1;
  return stored.freeDay === utcDay(now) ? stored.freeRemaining : FREE_RUNS_PER_DAY;
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/**
 * The first moment at which what effectiveLevel and freeRunsLeft say of `user` may differ from
 * what they say at `now`: the start of the next UTC day, or the plan's expiry if that comes first.
 */
export function planFactsValidUntil(user: LevelFacts, now: Date): number {
  const nextDay = (Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS;
  const expiry = user.expiryDate?.getTime();
  return expiry !== undefined && expiry > now.getTime() ? Math.min(nextDay, expiry) : nextDay;
}

const MIB = 1024 ** 2;
const HOUR_SECONDS = 3_600;

/** What one upload may be: its bytes, and the length of its media. */
export interface UploadLimits {
  maxBytes: number;
  maxDurationSeconds: number;
}

/**
 * Free (level 0) users and visitors: 500 MiB holds two hours of 720p video at common bitrates,
 * and two hours is what a free run can reasonably spend the server's CPU on; the file is kept for
 * days only, so the disk it takes stays small.
 */
export const FREE_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 500 * MIB,
  maxDurationSeconds: 2 * HOUR_SECONDS,
};
/** VIP and pay-as-you-go: a full-length film or a working day of recordings in one file. */
export const VIP_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 2 * GIB,
  maxDurationSeconds: 5 * HOUR_SECONDS,
};
/**
 * Unlimited and the API tiers: 5 GiB (a long 1080p recording), ten hours (a conference day).
 * Larger files belong in a link the worker fetches, not in one HTTP request.
 */
export const UNLIMITED_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 5 * GIB,
  maxDurationSeconds: 10 * HOUR_SECONDS,
};

/** The limits of one upload at a level (the level in force; visitors count as level 0). */
export function uploadLimits(level: number): UploadLimits {
  if (level === LEVEL.free) return FREE_UPLOAD_LIMITS;
  if (level === LEVEL.vip) return VIP_UPLOAD_LIMITS;
  return UNLIMITED_UPLOAD_LIMITS;
}

/**
 * What one link may fetch: the same as an upload at the level. The bytes land in the same store
 * and the worker spends the same time on them, whether they came through the browser or a link;
 * a link only spares the user's upload bandwidth.
 */
export function linkLimits(level: number): UploadLimits {
  return uploadLimits(level);
}
