/**
 * The invite code of the link a visitor arrived by waits in the browser until they sign up, so
 * that it is not lost when they look around first.
 */
export const INVITE_CODE_STORAGE_KEY = 'captio.inviteCode';

/** The invite_code of an address's query, trimmed, or '' when there is none. */
export function inviteCodeOf(search: string): string {
  return new URLSearchParams(search).get('invite_code')?.trim() ?? '';
}

/** Storage that may refuse (private windows, blocked storage): then there is simply no cache. */
type MaybeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

function browserStorage(): MaybeStorage {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function storedInviteCode(storage: MaybeStorage = browserStorage()): string {
  try {
    return storage?.getItem(INVITE_CODE_STORAGE_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

export function rememberInviteCode(code: string, storage: MaybeStorage = browserStorage()): void {
  try {
    if (code) storage?.setItem(INVITE_CODE_STORAGE_KEY, code);
  } catch {
    // No cache, no harm: the code is in the form.
  }
}

export function forgetInviteCode(storage: MaybeStorage = browserStorage()): void {
  try {
    storage?.removeItem(INVITE_CODE_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
