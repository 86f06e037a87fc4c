import {
  type AssStyle,
  type Cue,
  type CueSettings,
  type CueTextNode,
  defaultVttSettings,
  parseCueText,
  type ParseResult,
  stripTags,
  type SubtitleHeader,
  type VttRegion,
} from '@captio/subtitle-core';

/** What of a cue is neither its times, its text nor its speaker: where and how it is shown. */
export interface CuePlacement {
  id?: string;
  style?: string;
  settings?: CueSettings;
  /**
   * A cue of several voices (WebVTT's <v>): the voice of each of its lines, '' for a line of
   * none. The lines are translated one by one, and each gets its voice back.
   */
  voices?: string[];
  /**
   * The file's cue text, with all its markup (colours, classes, voices, ASS's inline overrides
   * read as markup): the original side is written with it, as the file had it.
   */
  text?: string;
  /**
   * The spans around the whole of the cue's text other than italics, bold, underline and voices
   * (a colour, a WebVTT class, a language), as [start tag, end tag] from the outermost: the
   * translation is put inside them. Those four go through the translation engine itself.
   */
  wraps?: [string, string][];
}

/**
 * How a subtitle file lays its cues out, kept beside its lines so that its translation is written
 * as the file was: WebVTT's header, STYLE blocks, regions, cue ids and settings; ASS's script
 * info, styles, fonts, positions and effects; SubRip's {\an} positions. One placement per line.
 */
export interface SourceLayout {
  /** As the file has it: its positions count every cue, the comments too. */
  header?: SubtitleHeader;
  styles?: AssStyle[];
  regions?: VttRegion[];
  cues: CuePlacement[];
  /**
   * ASS comment events (a translator's notes, the lines a script keeps for reference), which are
   * not translated: each with the number of shown cues before it, to go back in its place.
   */
  comments?: FileComment[];
}

/** A comment event of the file, and how many of the shown cues come before it. */
export interface FileComment {
  before: number;
  cue: Cue;
}

/** What of the layout is the file's, not its cues'. */
export type DocumentLayout = Omit<SourceLayout, 'cues'>;

/** The layout a file's document holds, or null when it holds none worth keeping. */
export function sourceLayoutOf(parsed: ParseResult, shown: readonly Cue[]): SourceLayout | null {
  // SubRip's numbers are the cues' order, which its writer numbers again.
  const keepIds = parsed.format !== 'srt';
  const cues = shown.map(({ id, style, settings, speaker, text }) => {
    // A cue of one voice has it as its speaker; only a cue of several needs them line by line.
    const voices = speaker === undefined ? voicesByLine(text) : null;
    const wraps = wrapsOf(text);
    return {
      ...(keepIds && id !== undefined && id !== '' ? { id } : {}),
      ...(style !== undefined ? { style } : {}),
      ...(settings !== undefined && !isDefault(settings) ? { settings } : {}),
      ...(voices ? { voices } : {}),
      ...(text.includes('<') ? { text } : {}),
      ...(wraps.length > 0 ? { wraps } : {}),
    };
  });
  const header = parsed.header;
  const comments = commentsOf(parsed.cues, shown);
  const layout: SourceLayout = {
    ...(header && Object.keys(header).length > 0 ? { header } : {}),
    ...(parsed.styles?.length ? { styles: parsed.styles } : {}),
    ...(parsed.regions?.length ? { regions: parsed.regions } : {}),
    cues,
    ...(comments.length > 0 ? { comments } : {}),
  };
  const placed = cues.some((cue) => Object.keys(cue).length > 0);
  return placed || layout.header || layout.styles || layout.regions ? layout : null;
}

/** The cues of the file that are not shown, each with the number of shown ones before it. */
function commentsOf(all: readonly Cue[], shown: readonly Cue[]): FileComment[] {
  if (all.length === shown.length) return [];
  const kept = new Set(shown);
  const comments: FileComment[] = [];
  let before = 0;
  for (const cue of all) {
    if (kept.has(cue)) before += 1;
    else comments.push({ before, cue });
  }
  return comments;
}

/** One side's cues with the file's comments back in their places (ASS writes them). */
export function withComments(cues: readonly Cue[], comments: readonly FileComment[] = []): Cue[] {
  if (comments.length === 0) return [...cues];
  const out: Cue[] = [];
  let next = 0;
  for (const [index, cue] of cues.entries()) {
    while (next < comments.length && (comments[next]?.before ?? 0) <= index) {
      out.push((comments[next] as FileComment).cue);
      next += 1;
    }
    out.push(cue);
  }
  for (; next < comments.length; next++) out.push((comments[next] as FileComment).cue);
  return out;
}

const DEFAULT_VTT_SETTINGS = defaultVttSettings();

/** WebVTT settings that say nothing a cue without them would not do: every cue has some. */
function isDefault(settings: CueSettings): boolean {
  if (settings.kind !== 'vtt') return false;
  return (Object.keys(settings) as (keyof typeof settings)[]).every(
    (key) => DEFAULT_VTT_SETTINGS[key] === settings[key],
  );
}

/**
 * The header for the shown cues alone (a file written without its comments, as a bilingual one
 * is): its positions (of WebVTT notes and of ASS lines between events) count every cue of the
 * file, and are counted again among the shown ones.
 */
export function headerWithoutComments(
  header: SubtitleHeader | undefined,
  comments: readonly FileComment[] = [],
): SubtitleHeader | undefined {
  if (!header || comments.length === 0) return header;
  // Each comment's place in the file: the shown cues before it, and the comments before it.
  const commentsAt = comments.map((comment, index) => comment.before + index);
  const recount = (before: number) =>
    before < 0 ? before : before - commentsAt.filter((at) => at < before).length;
  return {
    ...header,
    ...(header.vttNotePositions ? { vttNotePositions: header.vttNotePositions.map(recount) } : {}),
    ...(header.eventLines
      ? {
          eventLines: header.eventLines.map((line) => ({ ...line, before: recount(line.before) })),
        }
      : {}),
  };
}

/**
 * The voice each line of a cue's text starts in ('' for none), as the WebVTT cue text rules read
 * it; null when no line has one.
 */
export function voicesByLine(text: string): string[] | null {
  const voices: string[] = [''];
  let lineStarted = false;
  const walk = (nodes: readonly CueTextNode[], voice: string) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        for (const char of node.text) {
          if (char === '\n') {
            voices.push('');
            lineStarted = false;
          } else if (!lineStarted && char.trim() !== '') {
            voices[voices.length - 1] = voice;
            lineStarted = true;
          }
        }
      } else if (node.type !== 'timestamp') {
        walk(node.children, node.type === 'v' ? node.voice : voice);
      }
    }
  };
  walk(parseCueText(text), '');
  return voices.some(Boolean) ? voices : null;
}

/** A voice span's start tag: its name as cue text (references, as the rules read them). */
const voiceTag = (voice: string) =>
  `<v ${voice.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}>`;

/** The cue text with each line in its voice, when the lines are still the file's number. */
function inVoices(text: string, voices: readonly string[]): string {
  const lines = text.split('\n');
  if (lines.length !== voices.length) return text;
  return lines
    .map((line, index) => (voices[index] ? `${voiceTag(voices[index])}${line}</v>` : line))
    .join('\n');
}

/** The tags whose span, around a whole cue, a translation keeps (see CuePlacement.wraps). */
const WRAPPING_TAG = /^<(font|c|lang)(?=[\s.>])[^>]*>/;

/** The spans around the whole of a cue text that a translation is put inside, outermost first. */
export function wrapsOf(text: string): [string, string][] {
  const wraps: [string, string][] = [];
  let inner = text;
  for (;;) {
    const start = WRAPPING_TAG.exec(inner);
    const name = start?.[1];
    const end = `</${name}>`;
    if (!start || !name || !inner.endsWith(end)) return wraps;
    const within = inner.slice(start[0].length, -end.length);
    // '<c.a>x</c> <c.b>y</c>' starts and ends with a c span, but not one around the whole.
    if (within.includes(end)) return wraps;
    wraps.push([start[0], end]);
    inner = within;
  }
}

/**
 * The cues of one side with the file's placements, one per line; cues that do not line up are
 * left as they are. The original side takes the file's own cue texts where they still read as
 * its lines; the translation, each line's voice and the spans around the whole cue.
 */
export function withPlacements(
  cues: readonly Cue[],
  layout: SourceLayout | null,
  side: 'original' | 'translation',
): Cue[] {
  if (!layout || layout.cues.length !== cues.length) return [...cues];
  return cues.map((cue, index) => {
    const { voices, text: fileText, wraps, ...placement } = layout.cues[index] ?? {};
    const placed = { ...cue, ...placement };
    if (
      side === 'original' &&
      fileText !== undefined &&
      stripTags(fileText) === stripTags(cue.text)
    ) {
      return { ...placed, text: fileText };
    }
    let text = voices ? inVoices(cue.text, voices) : cue.text;
    for (const [start, end] of [...(wraps ?? [])].reverse()) text = start + text + end;
    return { ...placed, text };
  });
}

/** Whether a cue's lines are its voices' turns, each to be translated on its own. */
export function hasVoiceTurns(layout: SourceLayout | null, index: number): boolean {
  return Boolean(layout?.cues[index]?.voices);
}

/**
 * The header to write a side of the file with: the language it names, where it names one
 * (WebVTT's Language header, ASS's Language script info), is the side's.
 */
export function headerInLanguage(
  header: SubtitleHeader | undefined,
  language: string,
): SubtitleHeader | undefined {
  if (!header) return undefined;
  return {
    ...header,
    ...(header.vttHeader !== undefined
      ? {
          vttHeader: header.vttHeader.replace(
            /^(Language:[ \t]*).*$/gim,
            (_line, name: string) => name + language,
          ),
        }
      : {}),
    ...(header.scriptInfo
      ? {
          scriptInfo: header.scriptInfo.map(([key, value]): [string, string] =>
            key.toLowerCase() === 'language' ? [key, language] : [key, value],
          ),
        }
      : {}),
    ...(header.language !== undefined ? { language } : {}),
  };
}
