import { createStore } from 'zustand/vanilla';
import type { UserData } from '@captio/api-client';

/**
 * Who is using the app. `user` is undefined for a visitor (and until check_login answers);
 * the page renders the same for both on the server, so hydration never depends on a cookie.
 */
export interface SessionState {
  user: UserData | undefined;
  /** subscription_type 'ugo': a paid level without cloud space. */
  isPayAsUGo: boolean;
  /** The credit balance (count_point), refreshed after load, sign-in and the account menu. */
  point: number | undefined;
  /** check_login has answered at least once since load (or there was nothing to check). */
  checked: boolean;
  /**
   * The page request carried a session cookie (the server's word, in the boot state): a user is
   * expected, so until check_login answers the header offers neither sign-in nor an account.
   */
  sessionCookie: boolean;
}

export interface SessionActions {
  signedIn(user: UserData): void;
  setPoint(point: number): void;
  /** Back to an anonymous visitor: the 401 reset and logout. */
  reset(): void;
  markChecked(): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

const ANONYMOUS: SessionState = {
  user: undefined,
  isPayAsUGo: false,
  point: undefined,
  checked: false,
  sessionCookie: false,
};

export function createSessionStore(initial: Partial<SessionState> = {}) {
  return createStore<SessionState & SessionActions>()((set) => ({
    ...ANONYMOUS,
    ...initial,
    signedIn: (user) =>
      set({
        user,
        isPayAsUGo: user.subscription_type === 'ugo',
        point: user.point,
        checked: true,
      }),
    setPoint: (point) => set({ point }),
    reset: () => set({ ...ANONYMOUS, checked: true }),
    markChecked: () => set({ checked: true }),
  }));
}

/** A user is expected (a session cookie came with the page) and check_login has not answered. */
export function accountPending({ sessionCookie, checked }: SessionState): boolean {
  return sessionCookie && !checked;
}

/** A free user: level 0. */
export function isFreeUser(user: UserData | undefined): boolean {
  return (user?.level ?? 0) === 0;
}

/** No cloud space: free users and pay-as-you-go users. */
export function hasNoCloudSpace(user: UserData | undefined, isPayAsUGo: boolean): boolean {
  return isFreeUser(user) || isPayAsUGo;
}
