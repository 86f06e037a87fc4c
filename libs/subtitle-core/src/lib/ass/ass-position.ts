const BACKSLASH = 92;
/** \pos(x,y) or \move(x1,y1,x2,y2...): the point the event starts at. */
const POSITION_TAG = /\\(?:pos|move)\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)/;

/** A point in script coordinates (PlayResX x PlayResY). */
export interface AssPoint {
  x: number;
  y: number;
}

/**
 * Where the override tags of an ASS Text field put the event: its first \pos, or the start of
 * its first \move (WebVTT cannot move a cue), as libass takes the first of them; undefined
 * when it has neither.
 */
export function assPositionOf(raw: string): AssPoint | undefined {
  for (let open = raw.indexOf('{'); open >= 0; open = raw.indexOf('{', open + 1)) {
    // '\{' is a brace of the text.
    if (open > 0 && raw.charCodeAt(open - 1) === BACKSLASH) continue;
    const close = raw.indexOf('}', open + 1);
    if (close < 0) break;
    const match = POSITION_TAG.exec(raw.slice(open + 1, close));
    if (match !== null) {
      const x = Number(match[1]);
      const y = Number(match[2]);
      if (Number.isFinite(x) && Number.isFinite(y)) return { x, y };
    }
    open = close;
  }
  return undefined;
}
