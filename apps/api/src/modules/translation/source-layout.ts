import {
  type AssStyle,
  type Cue,
  type CueSettings,
  type CueTextNode,
  defaultVttSettings,
  parseCueText,
  type ParseResult,
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
}

/**
 * How a subtitle file lays its cues out, kept beside its lines so that its translation is written
 * as the file was: WebVTT's header, STYLE blocks, regions, cue ids and settings; ASS's script
 * info, styles, fonts, positions and effects; SubRip's {\an} positions. One placement per line.
 */
export interface SourceLayout {
  header?: SubtitleHeader;
  styles?: AssStyle[];
  regions?: VttRegion[];
  cues: CuePlacement[];
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
    return {
      ...(keepIds && id !== undefined && id !== '' ? { id } : {}),
      ...(style !== undefined ? { style } : {}),
      ...(settings !== undefined && !isDefault(settings) ? { settings } : {}),
      ...(voices ? { voices } : {}),
    };
  });
  const header = parsed.header && headerForShown(parsed.header, parsed.cues, shown);
  const layout: SourceLayout = {
    ...(header && Object.keys(header).length > 0 ? { header } : {}),
    ...(parsed.styles?.length ? { styles: parsed.styles } : {}),
    ...(parsed.regions?.length ? { regions: parsed.regions } : {}),
    cues,
  };
  const placed = cues.some((cue) => Object.keys(cue).length > 0);
  return placed || layout.header || layout.styles || layout.regions ? layout : null;
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
 * The header's positions (of WebVTT notes and of ASS lines between events) counted among the
 * cues kept: the parse counts every cue, comments too, and only the shown ones are written.
 */
function headerForShown(
  header: SubtitleHeader,
  all: readonly Cue[],
  shown: readonly Cue[],
): SubtitleHeader {
  if (all.length === shown.length) return header;
  const kept = new Set(shown);
  const shownBefore: number[] = [];
  let count = 0;
  for (const cue of all) {
    shownBefore.push(count);
    if (kept.has(cue)) count += 1;
  }
  const recount = (before: number) => (before < 0 ? before : (shownBefore[before] ?? count));
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

/** The cues with the file's placements, one per line; cues that do not line up are left as are. */
export function withPlacements(cues: readonly Cue[], layout: SourceLayout | null): Cue[] {
  if (!layout || layout.cues.length !== cues.length) return [...cues];
  return cues.map((cue, index) => {
    const { voices, ...placement } = layout.cues[index] ?? {};
    const placed = { ...cue, ...placement };
    return voices ? { ...placed, text: inVoices(cue.text, voices) } : placed;
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
