import type { SubtitleFormat } from '@captio/subtitle-core';
import type { PageRoute } from '../../app/page-module.js';
import { isSubtitleFormat } from '../../features/subtitle-files/input-format.js';
import type { Conversion } from './convert-links.js';

/**
 * The pair of a /convert-{t1}-to-{t2} route. routing-rules accepts only formats subtitle-core
 * reads and writes, so the fallbacks are for a route built by hand.
 */
export function conversionOf(route: Pick<PageRoute, 'params'>): Conversion {
  const { t1 = '', t2 = '' } = route.params;
  const from: SubtitleFormat = isSubtitleFormat(t1) ? t1 : 'srt';
  const to: SubtitleFormat = isSubtitleFormat(t2) ? t2 : 'vtt';
  return { from, to };
}
