import type { SubtitleHeader } from '../core/types.js';

/** The coordinate frame of an ASS script: \pos and margins are in these units. */
export interface PlayRes {
  width: number;
  height: number;
}

/** What formatAss writes for a script made from another format. */
export const WRITTEN_PLAY_RES: Readonly<PlayRes> = Object.freeze({ width: 1280, height: 720 });

function infoNumber(header: SubtitleHeader, key: string): number {
  for (const [name, value] of header.scriptInfo ?? []) {
    if (name.toLowerCase() !== key) continue;
    const number = Number(value.trim());
    return Number.isFinite(number) && number > 0 ? number : 0;
  }
  return 0;
}

/**
 * The PlayResX and PlayResY of a script, completed as libass completes them: neither gives
 * 384x288 (the SSA default); a missing width is 4/3 of the height (1280 for 1024), a missing
 * height 3/4 of the width (1024 for 1280).
 */
export function playResOf(header: SubtitleHeader | undefined): PlayRes {
  const width = header === undefined ? 0 : infoNumber(header, 'playresx');
  const height = header === undefined ? 0 : infoNumber(header, 'playresy');
  if (width === 0 && height === 0) return { width: 384, height: 288 };
  if (width === 0) return { width: height === 1024 ? 1280 : (height * 4) / 3, height };
  if (height === 0) return { width, height: width === 1280 ? 1024 : (width * 3) / 4 };
  return { width, height };
}

/** The frame of the script formatAss writes with this header: its own, or the default one. */
export function writtenPlayRes(header: SubtitleHeader | undefined): PlayRes {
  return header?.scriptInfo === undefined ? WRITTEN_PLAY_RES : playResOf(header);
}
