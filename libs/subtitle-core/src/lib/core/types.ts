/** Every text format the library reads and writes. */
export const FORMATS = ['srt', 'vtt', 'ass', 'ssa', 'lrc', 'txt', 'md', 'csv', 'ttml'] as const;
export type SubtitleFormat = (typeof FORMATS)[number];

/** A word with its own timing, as speech-to-text engines and enhanced LRC give them. */
export interface Word {
  text: string;
  /** Milliseconds. */
  start: number;
  /** Milliseconds. */
  end: number;
  confidence?: number;
}

/**
 * WebVTT cue settings, exactly as the W3C WebVTT parsing algorithm defines them
 * (https://www.w3.org/TR/webvtt1/#webvtt-cue-settings).
 */
export interface VttCueSettings {
  kind: 'vtt';
  vertical: '' | 'rl' | 'lr';
  /** A number (percentage when snapToLines is false, line number when true) or 'auto'. */
  line: number | 'auto';
  snapToLines: boolean;
  lineAlign: 'start' | 'center' | 'end';
  position: number | 'auto';
  positionAlign: 'line-left' | 'center' | 'line-right' | 'auto';
  size: number;
  align: 'start' | 'center' | 'end' | 'left' | 'right';
  /** Identifier of a region defined in the file header, '' when none. */
  region: string;
}

/** The per-event fields of an ASS/SSA [Events] line that are not the cue's own. */
export interface AssEventSettings {
  kind: 'ass';
  /** 'Dialogue' or 'Comment'. */
  type: 'Dialogue' | 'Comment';
  layer: number;
  /** SSA only: the Marked field, e.g. 'Marked=0'. */
  marked?: string;
  marginL: number;
  marginR: number;
  marginV: number;
  effect: string;
  /**
   * The Text field exactly as in the file (override tags, \N, \h). The formatter writes it back
   * unchanged as long as the cue's text still matches it, so ass -> parse -> format -> ass is lossless.
   */
  raw: string;
  /**
   * Fields of a custom Format line that the standard ones do not cover, by name; and the
   * original text of standard fields written in a form the formatter would not reproduce
   * (margins '0000', times '0:00:04:56'). That text is written back only while it still reads
   * as the cue's current value, so edits win; a time only in libass's h:mm:ss.cc form (libass
   * misreads '0:00:04:56' and '0:00:06.5'), else it is written anew.
   */
  extra?: Record<string, string>;
}

/**
 * Where a cue sits on screen, as the numeric keypad shows it: 1-3 bottom, 4-6 middle, 7-9 top;
 * left, centre, right in each row. 2 (bottom centre) is where players put subtitles by default.
 * The numbering of the ASS \an override and of the ASS style Alignment column.
 */
export type NumpadAlignment = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * SubRip cue placement. SubRip has no settings of its own, but players (ExoPlayer, VLC, mpv)
 * read ASS override blocks in its text, and honour {\an1}..{\an9}: the parser removes every
 * `{\...}` block from the text and keeps the alignment here (the first \an or \a tag, as libass
 * and ExoPlayer take it). Present only when the text had one.
 */
export interface SrtCueSettings {
  kind: 'srt';
  alignment: NumpadAlignment;
}

export type CueSettings = VttCueSettings | AssEventSettings | SrtCueSettings;

export interface Cue {
  id?: string;
  /** Milliseconds, integer. */
  start: number;
  /** Milliseconds, integer. */
  end: number;
  /**
   * Cue text with lines separated by '\n'. Inline markup is WebVTT/SRT style
   * (<i>, <b>, <u>, <c.x>, <v Name>, <ruby>, <font color>), whatever the source format.
   */
  text: string;
  speaker?: string;
  settings?: CueSettings;
  /** Style name: the ASS style, or the WebVTT/CSS class a cue belongs to. */
  style?: string;
  words?: Word[];
}

/** A WebVTT region (https://www.w3.org/TR/webvtt1/#webvtt-region). */
export interface VttRegion {
  id: string;
  width: number;
  lines: number;
  regionAnchorX: number;
  regionAnchorY: number;
  viewportAnchorX: number;
  viewportAnchorY: number;
  scroll: '' | 'up';
}

/** An ASS/SSA style, fields by their Format-line name (e.g. Fontname, PrimaryColour). */
export interface AssStyle {
  /** The Name column; `fields` holds every other column. */
  name: string;
  fields: Record<string, string>;
}

/**
 * What a file says before (or around) its cues: the WebVTT header text and STYLE blocks,
 * the ASS [Script Info] and other sections, LRC metadata tags, CSV columns.
 */
export interface SubtitleHeader {
  /** WebVTT: text after the WEBVTT signature on its line plus header lines. */
  vttHeader?: string;
  /** WebVTT: the CSS of each STYLE block, in order. */
  vttStyles?: string[];
  /** WebVTT: NOTE blocks, in order (kept so that format can write them back). */
  vttNotes?: string[];
  /**
   * WebVTT: for each of vttNotes, the index of the cue it comes before in the file (the number
   * of cues when it comes after the last), so that format writes it back in its place. A note
   * without a position is written before the first cue. The positions parse returns follow its
   * cues through additions, removals and reordering (see README); others, or these once none of
   * the parsed cues is left, count the cues given to format.
   */
  vttNotePositions?: number[];
  /** ASS/SSA: [Script Info] as ordered key/value pairs; comments keep their ';'. */
  scriptInfo?: Array<[string, string]>;
  /** ASS/SSA: the Format line of [V4+ Styles]/[V4 Styles], field names in order. */
  styleFormat?: string[];
  /** ASS/SSA: the Format line of [Events], field names in order. */
  eventFormat?: string[];
  /** ASS/SSA: sections the library does not interpret ([Fonts], [Graphics], [Aegisub Project Garbage]...), verbatim. */
  extraSections?: Array<{ name: string; body: string }>;
  /**
   * ASS/SSA: the names of the sections as written, in file order ('Script Info', 'Events',
   * 'V4+ Styles', 'Fonts', ...), so that format writes them in that order. A section the list
   * does not name (styles added to a script that had none) goes where format puts it by default.
   */
  sectionOrder?: string[];
  /**
   * ASS/SSA: the ';' comment lines of [V4+ Styles]/[V4 Styles], as written, each with the index
   * of the style it comes before (the number of styles for one after the last; -1 for one above
   * the section's Format line). See eventLines for what happens when styles are edited.
   */
  styleLines?: Array<{ before: number; line: string }>;
  /**
   * ASS/SSA: the lines of [Events] that are not cues, as written: ';' comments and Picture,
   * Sound, Movie and Command events. Each has the index of the cue it comes before (the number
   * of cues for one after the last; -1 for one above the Format line). Only ASS/SSA writes them.
   * For a header parse returned, with cues added, removed or reordered since, a line stays
   * before the cue it came before; a line whose cue is gone keeps its distance from the nearest
   * earlier cue still there, without passing the next one. Otherwise (a header made by hand or
   * deep-copied, cues all copied) the indexes count the cues given to format: past the end is
   * after the last cue.
   */
  eventLines?: Array<{ before: number; line: string }>;
  /** LRC: metadata tags ([ti:], [ar:], [al:], [by:], [offset:], ...). */
  lrcTags?: Array<[string, string]>;
  /** TXT/MD: a title line. */
  title?: string;
  /** TTML: the document's language (xml:lang of <tt>), written back by the TTML writer. */
  language?: string;
}

export interface ParseError {
  /** Stable machine-readable code, e.g. 'bad-timestamp'. */
  code: ParseErrorCode;
  /** 1-based line number where the problem is. */
  line: number;
  /** A sentence a person understands. */
  message: string;
}

export type ParseErrorCode =
  | 'bad-signature'
  | 'bad-timestamp'
  | 'bad-cue-settings'
  | 'bad-region'
  | 'missing-timestamp'
  | 'missing-index'
  | 'bad-index'
  | 'end-before-start'
  | 'empty-cue'
  | 'bad-header'
  | 'bad-section'
  | 'bad-format-line'
  | 'bad-style'
  | 'bad-event'
  | 'bad-field'
  | 'bad-row'
  | 'unknown-format'
  | 'skipped-line'
  | 'bad-xml';

export interface ParseResult {
  format: SubtitleFormat;
  cues: Cue[];
  /** The problems found, in file order: the first 1,000 (MAX_PARSE_ERRORS) of them. */
  errors: ParseError[];
  /** How many problems were found past the first 1,000, which `errors` leaves out; absent for none. */
  omittedErrors?: number;
  header?: SubtitleHeader;
  /** ASS/SSA styles, in file order. */
  styles?: AssStyle[];
  /** WebVTT regions, in file order. */
  regions?: VttRegion[];
}

export interface ParseOptions {
  /** Skip detection and read the text as this format. */
  format?: SubtitleFormat;
  /** Throw the first error (as a SubtitleParseError) instead of collecting it. */
  strict?: boolean;
}

export interface FormatOptions {
  /** txt, md: write timestamps (default true). */
  timestamps?: boolean;
  /**
   * Write speakers when cues have them: txt, md, csv, vtt (as <v Name>), ttml (as ttm:agent) by
   * default; srt, as a 'Name: ' prefix, only when this is true. In txt, md, csv and srt each voice of a cue with
   * several is named in front of its line.
   */
  speakers?: boolean;
  /** txt, md: a title written first. */
  title?: string;
  /** ass/ssa/vtt: header, styles and regions to write (taken from a ParseResult when given one). */
  header?: SubtitleHeader;
  styles?: AssStyle[];
  regions?: VttRegion[];
  /**
   * srt/vtt/ass/md/ttml: drop inline markup (default: convert what the target can show). txt, lrc
   * and csv always write plain text.
   */
  plainText?: boolean;
  /**
   * Called, during the call to format, for each thing in the cues that the target cannot hold
   * as given and that is left out (see FormatWarning). format writes the file all the same.
   */
  onWarning?: (warning: FormatWarning) => void;
}

/**
 * Something format left out of the file it wrote:
 * - 'voices-dropped': a cue whose text names voices that its speaker does not (several voices,
 *   or one: 'Narr <v Bob>x</v>', '<v Bob>a</v><v Bob>b</v>'), written where those names are not
 *   kept (SRT without `speakers: true`; WebVTT with `plainText`; ASS and SSA with `plainText`
 *   unless one voice says it all, which the Name field holds; LRC, TXT, Markdown and CSV with
 *   `speakers: false`), so who says what is lost.
 * - 'drawings-dropped': an ASS drawing event (`{\p1}m 0 0 l 100 0 100 100{\p0}`), which shows
 *   no text, left out of a format other than ASS and SSA.
 * - 'time-clamped': a cue's time past the largest one written (2^53 - 1 ms, about 285,000
 *   years), such as an end of Infinity ("until the end of the media" in a TextTrackCue), written
 *   as that largest time.
 */
export interface FormatWarning {
  code: FormatWarningCode;
  /** The cue's index in the list given to format, from 0. */
  cueIndex: number;
  /** A sentence a person understands, naming the cue (counted from 1) and what was left out. */
  message: string;
}

/** Every FormatWarning code, so that a program can list or localise them. */
export const FORMAT_WARNING_CODES = ['voices-dropped', 'drawings-dropped', 'time-clamped'] as const;
export type FormatWarningCode = (typeof FORMAT_WARNING_CODES)[number];
