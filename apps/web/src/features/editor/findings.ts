import type { TranscriptLine } from '@captio/api-client';
import { check, type Finding } from '@captio/subtitle-core';
import { toCue } from './operations/reflow-check.js';

/** check()'s findings of a transcript, grouped by cue, with what they were computed from. */
export interface FindingsCache {
  readonly lines: readonly TranscriptLine[];
  readonly language: string;
  /** The findings of cue i at index i. */
  readonly byCue: readonly (readonly Finding[])[];
}

/** Past this many changed cues, checking everything again is simpler than patching. */
const PATCH_LIMIT = 50;
const NONE: readonly Finding[] = [];

function grouped(findings: readonly Finding[], count: number): Finding[][] {
  const byCue: Finding[][] = Array.from({ length: count }, () => []);
  for (const finding of findings) byCue[finding.cueIndex]?.push(finding);
  return byCue;
}

/** Cue j's findings from a check of it and its neighbours, with indexes of the whole list. */
function findingsOf(lines: readonly TranscriptLine[], j: number, language: string): Finding[] {
  const from = Math.max(0, j - 1);
  const window = lines.slice(from, j + 2).map(toCue);
  return check(window, { lang: language })
    .filter((finding) => finding.cueIndex === j - from)
    .map((finding) => {
      const other = finding.otherCueIndex;
      if (other === undefined) return { ...finding, cueIndex: j };
      // The message numbers the other cue as the window did; renumber it as the list does.
      return {
        ...finding,
        cueIndex: j,
        otherCueIndex: other + from,
        message: finding.message.replace(`cue ${other + 1} `, `cue ${other + from + 1} `),
      };
    });
}

/**
 * The findings after an edit. check() reads every cue (about 100 ms for 3,000 cues), too slow
 * for each keystroke; an edit changes a few cues, and a cue's findings depend on its own text and
 * times and on its neighbours' times. So when the cue count is unchanged and few cues changed
 * (typing, retiming), only those cues and their neighbours are checked again, each with the cues
 * beside it; otherwise (split, merge, reflow, another language) everything is. For cues in start
 * order without overlaps, as editing keeps them, the patch equals a whole check.
 */
export function updateFindings(
  previous: FindingsCache | undefined,
  lines: readonly TranscriptLine[],
  language: string,
): FindingsCache {
  const whole = (): FindingsCache => ({
    lines,
    language,
    byCue: grouped(check(lines.map(toCue), { lang: language }), lines.length),
  });
  if (!previous || previous.language !== language || previous.lines.length !== lines.length) {
    return whole();
  }
  if (previous.lines === lines) return previous;
  const changed: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== previous.lines[i]) {
      changed.push(i);
      if (changed.length > PATCH_LIMIT) return whole();
    }
  }
  const byCue = previous.byCue.slice();
  const affected = new Set(changed.flatMap((i) => [i - 1, i, i + 1]));
  for (const j of affected) {
    if (j < 0 || j >= lines.length) continue;
    const found = findingsOf(lines, j, language);
    byCue[j] = found.length === 0 ? NONE : found;
  }
  return { lines, language, byCue };
}
