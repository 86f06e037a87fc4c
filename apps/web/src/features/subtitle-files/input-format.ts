import { FORMATS, type SubtitleFormat } from '@captio/subtitle-core';

export function isSubtitleFormat(value: string): value is SubtitleFormat {
  return (FORMATS as readonly string[]).includes(value);
}
