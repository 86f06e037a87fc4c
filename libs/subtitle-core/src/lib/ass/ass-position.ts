const BACKSLASH = 92;
const NUMBER = '\\s*(-?[\\d.]+)\\s*';
/** \pos(x,y), or \move(x1,y1,x2,y2[,t1,t2]), whose end point is captured. */
const POSITION_TAG = new RegExp(
  `\\\\(?:pos\\(${NUMBER},${NUMBER}|move\\(${NUMBER},${NUMBER},${NUMBER},${NUMBER})`,
);

/** A point in script coordinates (PlayResX x PlayResY). */
export interface AssPoint {
  x: number;
  y: number;
}

/**
 * Where the override tags of an ASS Text field put the event: its first \pos or \move, as
 * libass takes the first of them; of a \move, the point it moves to, where the text rests (a
 * WebVTT cue cannot move; ExoPlayer takes the same point). Undefined when it has neither.
 */
export function assPositionOf(raw: string): AssPoint | undefined {
  for (let open = raw.indexOf('{'); open >= 0; open = raw.indexOf('{', open + 1)) {
    // '\{' is a brace of the text.
    if (open > 0 && raw.charCodeAt(open - 1) === BACKSLASH) continue;
    const close = raw.indexOf('}', open + 1);
    if (close < 0) break;
    const match = POSITION_TAG.exec(raw.slice(open + 1, close));
    if (match !== null) {
      const x = Number(match[1] ?? match[5]);
      const y = Number(match[2] ?? match[6]);
      if (Number.isFinite(x) && Number.isFinite(y)) return { x, y };
    }
    open = close;
  }
  return undefined;
}
