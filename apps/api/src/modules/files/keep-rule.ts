/**
 * How long the files of a holder without cloud space (visitors, free and pay-as-you-go users)
 * are kept: a week to transcribe, edit and export them, then their bytes are freed.
 */
export const KEEP_WITHOUT_CLOUD_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When an entry made at `createdAt` expires for a holder whose drive holds `capacity` bytes:
 * never (null) with cloud space, a week after it was made without.
 */
export function expiryFor(capacity: number, createdAt: Date): Date | null {
  return capacity > 0 ? null : new Date(createdAt.getTime() + KEEP_WITHOUT_CLOUD_MS);
}
