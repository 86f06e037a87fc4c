import { SUBTITLE_FORMATS } from '@captio/routing-rules';
import type { SubtitleFormat } from '@captio/subtitle-core';

/** The converter page of a pair of formats: routing-rules' /convert-{t1}-to-{t2}. */
export function convertPath(from: SubtitleFormat, to: SubtitleFormat): string {
  return `/convert-${from}-to-${to}`;
}

export interface Conversion {
  from: SubtitleFormat;
  to: SubtitleFormat;
}

/**
 * The converters to offer beside one: the reverse first, then the same file to every other
 * format, then every other format to the same target.
 */
export function relatedConversions({ from, to }: Conversion): Conversion[] {
  const others = SUBTITLE_FORMATS.filter((format) => format !== from && format !== to);
  return [
    { from: to, to: from },
    ...others.map((other) => ({ from, to: other })),
    ...others.map((other) => ({ from: other, to })),
  ];
}

/** The conversions people look for most, offered on the merge page. */
export const POPULAR_CONVERSIONS: readonly Conversion[] = [
  { from: 'srt', to: 'vtt' },
  { from: 'vtt', to: 'srt' },
  { from: 'ass', to: 'srt' },
  { from: 'srt', to: 'ass' },
  { from: 'srt', to: 'txt' },
  { from: 'lrc', to: 'srt' },
];
