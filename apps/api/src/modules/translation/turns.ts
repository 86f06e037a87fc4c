/**
 * What an engine is given for a line: its text (plain already, as file_json holds it, or its cue
 * text with markup) on one line. Engines take one line per cue; a cue's own line breaks would be
 * read as more cues.
 */
export function engineText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * A line that starts a turn of its own: a dialogue dash, a WebVTT voice, or a speaker's name
 * in capitals with its colon ("MAN:", "DR. WHO: Run!"), as subtitles write two people in a cue.
 */
const TURN_START = /^\s*(?:[-‐–—]|<v[\s.>]|\p{Lu}[\p{Lu}\d .'’-]*:(?:\s|$))/u;

/**
 * Whether a cue's lines are turns (each translated on its own and kept on its own line) rather
 * than one sentence broken to fit (translated whole, then broken again): a line after the first
 * starts a turn, or the first line is a name alone.
 */
export function isTurns(lines: readonly string[]): boolean {
  if (lines.length < 2) return false;
  if (/^\s*\p{Lu}[\p{Lu}\d .'’-]*:\s*$/u.test(lines[0] ?? '')) return true;
  return lines.slice(1).some((line) => TURN_START.test(line));
}

/** The texts an engine is given for some cues, and how to put its answers back into cues. */
export interface EngineUnits {
  texts: string[];
  /** The engine's answers (one per text) as one text per cue, turns on their own lines. */
  cuesOf(answers: readonly string[]): string[];
}

/**
 * A cue whose lines are turns goes to the engine a line at a time, so that each person's words
 * stay on their line; any other cue goes as one sentence (its line breaks are only where it was
 * cut to fit), to be broken again after (brokenLikeSource). `knownTurns` names the cues whose
 * lines the file itself gave to different voices, which their text does not show.
 */
export function engineUnits(
  cues: readonly string[],
  knownTurns: (index: number) => boolean = () => false,
): EngineUnits {
  const texts: string[] = [];
  const spans: [number, number][] = [];
  for (const [index, cue] of cues.entries()) {
    const lines = cue.split('\n');
    const turns = knownTurns(index) || isTurns(lines);
    const units = turns ? lines.filter((line) => line.trim() !== '') : [cue];
    spans.push([texts.length, units.length]);
    texts.push(...units.map(engineText));
  }
  return {
    texts,
    cuesOf: (answers) =>
      spans.map(([start, count]) => answers.slice(start, start + count).join('\n')),
  };
}
