import { FREE_QUOTA } from '@captio/i18n';
import { useLandingT } from './catalog.js';

export type Point = 'free' | 'languages' | 'formats' | 'browser';

/** The short facts under a page's title ("3 free uses to start", "About 100 spoken languages"). */
export function usePoints(points: readonly Point[]): string[] {
  const t = useLandingT();
  return points.map((point) => t(`landing.points.${point}`, { free: FREE_QUOTA }));
}
