// SubRip for a page that must stay small (a video player, an embed): the cues a player shows,
// read and written in under a kilobyte of gzip. Each pattern is written out here rather than
// shared with parseSrt, whose helpers would bring their own code into the bundle.

/** A SubRip cue as a player shows it. */
export interface SrtCue {
  /** Milliseconds. */
  start: number;
  /** Milliseconds. */
  end: number;
  /** Lines joined by `\n`, with SubRip's own markup (`<i>`, `<b>`, `<u>`, `<font>`) as the file has it. */
  text: string;
  /** Where an `{\anN}` override puts the cue: 1 to 9 as on a numeric keypad (8 is top centre). */
  alignment?: number;
}

// h:mm:ss,mmm as real files write it: no hours, a dot for the comma, 1 to 3 fraction digits
// ('1,5' is 1.5 s). Nine hour digits at most keep every time a safe integer.
const TIME = '(?:(\\d{1,9}):)?(\\d{1,3}):(\\d{1,3})(?:[,.](\\d{1,3}))?';
// Anything may follow the end time after a space or tab (X1:.. Y1:.. coordinates).
const TIMING = new RegExp(`^[ \\t]*${TIME}[ \\t]*-->[ \\t]*${TIME}(?:[ \\t]|$)`);
// A line that starts a cue: one holding an arrow, or two times with a broken arrow between them
// ('->', '=>', '→'), each under an optional index line. The cue of a broken one is left out.
const CUE_START =
  /^(?:[ \t]*\d+[ \t]*\n)?(.*-->.*|[ \t]*\d+:\d+[:,.][\d:,.]*[-–—=~>→ \t]+\d+:\d+[:,.][\d:,.]*(?:[ \t]+X1.*)?)$/im;
// After a blank line, an index line with no timing line under it: a cue missing its timing,
// left out down to the next blank line.
const UNTIMED_CUE = /\n[ \t]*\n[ \t]*\d+[ \t]*$(?:\n.*[^ \t].*)*/gm;
// ASS override blocks, which players do not show, with the spaces around them.
const OVERRIDE = /[ \t]*\{\\[^}\n]*\}[ \t]*/g;

/** A time in ms from TIMING's groups from `at`, or NaN when minutes or seconds pass 59. */
function timeAt(match: readonly string[], at: number): number {
  const [hours = 0, minutes = NaN, seconds = NaN, fraction = ''] = match.slice(at, at + 4);
  return +minutes < 60 && +seconds < 60
    ? ((+hours * 60 + +minutes) * 60 + +seconds) * 1000 + +(fraction + '00').slice(0, 3)
    : NaN;
}

/** The lines of a text that are not blank (a blank line would end a SubRip cue). */
const textLines = (text: string) => text.split(/\r\n?|\n/).filter((line) => /[^ \t]/.test(line));

/**
 * Reads SubRip as real files write it: a byte order mark, any line breaks, missing or wrong index
 * lines, missing or extra blank lines, a dot before the milliseconds, no hours, coordinates after
 * the times, `{\an8}`. A cue whose timing cannot be read is left out; text after a stray blank
 * line stays with its cue. Never throws on a string.
 */
export function parseSrtCues(text: string): SrtCue[] {
  if (typeof text !== 'string') throw TypeError('parseSrtCues(): text must be a string');
  // [text before the first cue, timing line, text, timing line, text, ...]
  const parts = text
    .replace(/^\uFEFF+/, '')
    .replace(/\r\n?/g, '\n')
    .split(CUE_START);
  const cues: SrtCue[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const match = TIMING.exec(parts[i] as string) ?? [];
    const cue: SrtCue = { start: timeAt(match, 1), end: timeAt(match, 5), text: '' };
    if (!(cue.start >= 0 && cue.end >= 0)) continue;
    const raw = (parts[i + 1] as string).replace(UNTIMED_CUE, '');
    // The first \an of an override block sets the alignment, as libass takes it.
    const alignment = /\{\\(?:[^}\n]*?\\)?an([1-9])/.exec(raw)?.[1];
    if (alignment) cue.alignment = +alignment;
    cue.text = textLines(raw)
      .map((line) => (line.includes('{\\') ? line.replace(OVERRIDE, ' ').trim() : line))
      .filter(Boolean)
      .join('\n');
    cues.push(cue);
  }
  return cues;
}

/** `ms` as SubRip's hh:mm:ss,mmm. */
function timestamp(ms: number): string {
  const pad = (value: number, digits = 2) => String(Math.floor(value)).padStart(digits, '0');
  return `${pad(ms / 3_600_000)}:${pad((ms / 60_000) % 60)}:${pad((ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/**
 * Writes SubRip: indexes from 1, `00:00:01,000`, an alignment other than bottom centre as
 * `{\anN}`, and text that cannot break the file: its blank lines left out, and an invisible word
 * joiner (U+2060) inside an arrow and after the brace of a `{\`, so that neither reads as a
 * timing line or an override block. A time that is not a number of milliseconds from 0 to 2^53
 * is a RangeError naming the cue.
 */
export function formatSrtCues(cues: readonly SrtCue[]): string {
  if (!Array.isArray(cues)) throw TypeError('formatSrtCues(): cues must be an array of cues');
  return cues
    .map((cue: SrtCue, i) => {
      const { start, end, text, alignment = 2 } = cue ?? {};
      if (typeof text !== 'string') {
        throw TypeError(`formatSrtCues(): cues[${i}] must be a cue ({ start, end, text })`);
      }
      if (!(start >= 0 && end >= 0 && start < 2 ** 53 && end < 2 ** 53)) {
        throw RangeError(
          `formatSrtCues(): cues[${i}] has a time that is no number of milliseconds`,
        );
      }
      const lines = textLines(text.replace(/-->/g, '--\u2060>').replace(/\{\\/g, '{\u2060\\'));
      const align = /^[13-9]$/.test(String(alignment)) ? `{\\an${alignment}}` : '';
      return `${i + 1}\n${timestamp(Math.round(start))} --> ${timestamp(Math.round(end))}\n${align}${lines.join('\n')}\n`;
    })
    .join('\n');
}
