import { FREE_QUOTA } from '@captio/i18n';
import { useSession } from '../../state/stores.js';
import { useLandingT } from './catalog.js';

export type Point = 'free' | 'languages' | 'formats' | 'browser';

/**
 * The short facts under a page's title ("3 free uses to start", "About 100 spoken languages").
 * The free uses are a visitor's offer: a signed-in user, whose plan says what they get, is not
 * told them.
 */
export function usePoints(points: readonly Point[]): string[] {
  const t = useLandingT();
  const signedIn = useSession((state) => Boolean(state.user));
  return points
    .filter((point) => !(signedIn && point === 'free'))
    .map((point) => t(`landing.points.${point}`, { free: FREE_QUOTA }));
}
