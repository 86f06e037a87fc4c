import { rememberItems } from '../core/parsed-positions.js';
import type { ErrorCollector } from '../core/parse-error.js';
import type {
  AssEventSettings,
  AssStyle,
  Cue,
  ParseResult,
  SubtitleHeader,
} from '../core/types.js';
import { lineEnd } from '../text/line-end.js';
import { skipSpaceOrTab, trimEndSpaceOrTab } from '../text/space-or-tab.js';
import { TOO_LARGE_MS, TOO_LARGE_TIME } from '../time/safe-ms.js';
import {
  type AssFlavor,
  EventColumn,
  eventColumn,
  flavorOfEventColumns,
  flavorOfScriptType,
  isScriptTypeKey,
  isUsableEventFormat,
  isUsableStyleFormat,
  readStyleName,
  standardEventFormat,
  standardStyleFormat,
} from './ass-columns.js';
import { isCanonicalAssInt, readAssInt } from './ass-int-field.js';
import { assTextToCueText, breaksAtSoftBreaks } from './ass-markup.js';
import { rememberParsedTexts } from './ass-parse-memo.js';
import type { PlacedLine } from './ass-placed-lines.js';
import { formatAssTime, isCanonicalAssTime, readAssTimeRange } from './ass-time.js';
import { withoutExtraBoms } from '../core/extra-boms.js';
import { WHOLE_NUMBER } from '../text/whole-number.js';

const CR = 13;
/** A layer or margin that is a whole number yet unreadable is one too large to hold exactly. */
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const SEMICOLON = 59;
const CHAR_D = 68;
const CHAR_C = 67;
const CHAR_F = 70;
const CHAR_S = 83;

/**
 * Event lines that are not cues (SSA v4.00 section 8-11: a picture, a sound, a movie or a
 * program to run). Players ignore them; the parser keeps them as lines, like comments.
 */
const OTHER_EVENT_TYPES = ['Picture:', 'Sound:', 'Movie:', 'Command:'];

const Section = { None: 0, ScriptInfo: 1, Styles: 2, Events: 3, Extra: 4 } as const;
type Section = (typeof Section)[keyof typeof Section];

/** Sections whose body is uuencoded data: only a known section name ends them, not any '[...]' line. */
const BINARY_SECTIONS = new Set(['fonts', 'graphics']);
const KNOWN_SECTIONS = new Set([
  'script info',
  'v4+ styles',
  'v4 styles',
  'v4 styles+',
  'events',
  'fonts',
  'graphics',
  'aegisub project garbage',
  'aegisub extradata',
]);

function splitFormat(text: string, from: number, to: number): string[] {
  return text
    .slice(from, to)
    .split(',')
    .map((name) => name.trim());
}

class AssReader {
  readonly cues: Cue[] = [];
  readonly raws: string[] = [];
  readonly texts: string[] = [];
  readonly styles: AssStyle[] = [];
  readonly header: SubtitleHeader = {};

  private section: Section = Section.None;
  private declaredFlavor: AssFlavor | undefined;
  private stylesFlavor: AssFlavor | undefined;
  private eventsFlavor: AssFlavor | undefined;

  private styleNames: readonly string[] | undefined;
  private eventColumns: EventColumn[] | undefined;
  private eventNames: readonly string[] | undefined;
  private reportedMissingEventFormat = false;
  private reportedEventsOutsideSection = false;

  private previousStyleField = '';
  private previousStyle = '';

  private extraName = '';
  private extraBodyStart = 0;

  constructor(
    private readonly text: string,
    private readonly errors: ErrorCollector,
    private readonly fallbackFlavor: AssFlavor,
  ) {}

  /**
   * What the file says it is: ScriptType, else the styles section name, else the event columns
   * (Marked is SSA's, Layer ASS's). The last one matters when a script without ScriptType is
   * written back without a styles section: its Format line is then all that tells.
   */
  get flavor(): AssFlavor {
    return this.declaredFlavor ?? this.stylesFlavor ?? this.eventsFlavor ?? this.fallbackFlavor;
  }

  read(): void {
    const text = this.text;
    const length = text.length;
    let pos = 0;
    let lineNumber = 0;
    while (pos < length) {
      const eol = lineEnd(text, pos);
      lineNumber++;
      const end = eol > pos && text.charCodeAt(eol - 1) === CR ? eol - 1 : eol;
      this.line(pos, end, eol, lineNumber);
      pos = eol + 1;
    }
    this.closeExtraSection(length);
  }

  private line(start: number, end: number, eol: number, lineNumber: number): void {
    const text = this.text;
    const first = text.charCodeAt(start);
    if (first === OPEN_BRACKET && this.sectionHeader(start, end, eol)) return;

    switch (this.section) {
      case Section.Events:
        if (first === CHAR_D && text.startsWith('Dialogue:', start)) {
          this.event(start + 9, end, 'Dialogue', lineNumber);
        } else if (first === CHAR_C && text.startsWith('Comment:', start)) {
          this.event(start + 8, end, 'Comment', lineNumber);
        } else if (first === CHAR_F && text.startsWith('Format:', start)) {
          this.eventFormat(start + 7, end, lineNumber);
        } else {
          this.otherEventLine(start, end, lineNumber);
        }
        return;
      case Section.Styles:
        if (first === CHAR_S && text.startsWith('Style:', start)) {
          this.style(start + 6, end, lineNumber);
        } else if (first === CHAR_F && text.startsWith('Format:', start)) {
          this.styleFormat(start + 7, end, lineNumber);
        } else {
          this.otherStyleLine(start, end, lineNumber);
        }
        return;
      case Section.ScriptInfo:
        this.scriptInfoLine(start, end, lineNumber);
        return;
      case Section.Extra:
        return;
      case Section.None:
        this.outsideSection(start, end, lineNumber);
        return;
    }
  }

  /** A comment or another event type is kept where it was; anything else is reported. */
  private otherEventLine(start: number, end: number, lineNumber: number): void {
    const text = this.text;
    const i = skipSpaceOrTab(text, start, end);
    if (i === end) return;
    if (
      text.charCodeAt(i) === SEMICOLON ||
      OTHER_EVENT_TYPES.some((type) => text.startsWith(type, start))
    ) {
      // Above the Format line (before any event read with it) is a place of its own.
      const before = this.eventColumns === undefined ? -1 : this.cues.length;
      (this.header.eventLines ??= []).push({ before, line: text.slice(start, end) });
      return;
    }
    this.skipped(
      start,
      end,
      lineNumber,
      'is not an event the library reads (Dialogue, Comment, Picture, Sound, Movie, Command or Format)',
    );
  }

  private otherStyleLine(start: number, end: number, lineNumber: number): void {
    const text = this.text;
    const i = skipSpaceOrTab(text, start, end);
    if (i === end) return;
    if (text.charCodeAt(i) === SEMICOLON) {
      const aboveFormat = this.styleNames === undefined && this.styles.length === 0;
      const before = aboveFormat ? -1 : this.styles.length;
      (this.header.styleLines ??= []).push({ before, line: text.slice(start, end) });
      return;
    }
    this.skipped(start, end, lineNumber, 'is neither a Style nor a Format line');
  }

  private isBlankOrComment(start: number, end: number): boolean {
    const i = skipSpaceOrTab(this.text, start, end);
    return i === end || this.text.charCodeAt(i) === SEMICOLON;
  }

  private skipped(start: number, end: number, lineNumber: number, why: string): void {
    const line = this.text.slice(start, end).trim();
    const shown = line.length > 60 ? line.slice(0, 57) + '...' : line;
    this.errors.report('skipped-line', lineNumber, `"${shown}" ${why}; it was skipped.`);
  }

  private outsideSection(start: number, end: number, lineNumber: number): void {
    if (this.isBlankOrComment(start, end)) return;
    const text = this.text;
    const isEvent =
      text.startsWith('Dialogue:', start) ||
      text.startsWith('Comment:', start) ||
      text.startsWith('Format:', start);
    if (!isEvent) {
      this.skipped(start, end, lineNumber, 'is outside any [section]');
      return;
    }
    // Event lines without their section (as Matroska stores them) are still read as events.
    if (!this.reportedEventsOutsideSection) {
      this.reportedEventsOutsideSection = true;
      this.errors.report(
        'bad-section',
        lineNumber,
        'Event lines come before any [Events] section header; they were read as events.',
      );
    }
    this.section = Section.Events;
    this.line(start, end, end, lineNumber);
  }

  /** Handles a '[...]' line; false when it is not a section header here (it is then body text). */
  private sectionHeader(start: number, end: number, eol: number): boolean {
    const text = this.text;
    const last = trimEndSpaceOrTab(text, start, end);
    if (text.charCodeAt(last - 1) !== CLOSE_BRACKET || last - start < 2) return false;
    const name = text.slice(start + 1, last - 1).trim();
    const lower = name.toLowerCase();
    if (
      this.section === Section.Extra &&
      BINARY_SECTIONS.has(this.extraName.toLowerCase()) &&
      !KNOWN_SECTIONS.has(lower)
    ) {
      return false;
    }
    this.closeExtraSection(start);
    (this.header.sectionOrder ??= []).push(name);
    const bodyStart = Math.min(eol + 1, text.length);
    switch (lower) {
      case 'script info':
        this.section = Section.ScriptInfo;
        this.header.scriptInfo ??= [];
        break;
      case 'v4+ styles':
      case 'v4 styles+':
        this.section = Section.Styles;
        this.stylesFlavor ??= 'ass';
        this.styleNames = undefined;
        break;
      case 'v4 styles':
        this.section = Section.Styles;
        this.stylesFlavor ??= 'ssa';
        this.styleNames = undefined;
        break;
      case 'events':
        this.section = Section.Events;
        break;
      default:
        this.section = Section.Extra;
        this.extraName = name;
        this.extraBodyStart = bodyStart;
    }
    return true;
  }

  private closeExtraSection(at: number): void {
    if (this.section !== Section.Extra) return;
    let body = this.text.slice(this.extraBodyStart, at);
    // The blank line that separates it from the next section is the writer's, not the body's.
    if (body === '\n') body = '';
    else if (body.endsWith('\n\n')) body = body.slice(0, -1);
    (this.header.extraSections ??= []).push({ name: this.extraName, body });
    this.section = Section.None;
  }

  private scriptInfoLine(start: number, end: number, lineNumber: number): void {
    const text = this.text;
    const info = (this.header.scriptInfo ??= []);
    const i = skipSpaceOrTab(text, start, end);
    if (i === end) return;
    if (text.charCodeAt(i) === SEMICOLON) {
      info.push([';', text.slice(i + 1, end)]);
      return;
    }
    const colon = text.indexOf(':', i);
    // A line with no key before its colon is kept verbatim too: ['', line] is written as is.
    if (colon < 0 || colon >= end || colon === i) {
      info.push(['', text.slice(start, end)]);
      this.errors.report(
        'bad-header',
        lineNumber,
        `"${text.slice(start, end).trim()}" in [Script Info] is not a "Key: value" line; it was kept as it is.`,
      );
      return;
    }
    const key = text.slice(i, colon).trim();
    const value = text.slice(skipSpaceOrTab(text, colon + 1, end), end);
    info.push([key, value]);
    if (isScriptTypeKey(key)) {
      this.declaredFlavor = flavorOfScriptType(value) ?? this.declaredFlavor;
    }
  }

  private styleFormat(from: number, to: number, lineNumber: number): void {
    const names = splitFormat(this.text, from, to);
    if (!isUsableStyleFormat(names)) {
      const standard = standardStyleFormat(this.stylesFlavor ?? this.flavor);
      this.errors.report(
        'bad-format-line',
        lineNumber,
        `The style Format line has no Name column; the standard columns (${standard.join(', ')}) are used.`,
      );
      this.styleNames = standard;
      return;
    }
    this.styleNames = names;
    this.header.styleFormat ??= names;
  }

  private style(from: number, to: number, lineNumber: number): void {
    const text = this.text;
    let names = this.styleNames;
    if (names === undefined) {
      names = standardStyleFormat(this.stylesFlavor ?? this.flavor);
      this.errors.report(
        'bad-format-line',
        lineNumber,
        `A Style line comes before the Format line of its section; the standard columns (${names.join(', ')}) are used.`,
      );
      this.styleNames = names;
    }
    const fields: Record<string, string> = {};
    let name = '';
    let fieldStart = from;
    let count = 0;
    for (let k = 0; k < names.length; k++) {
      if (fieldStart > to) break;
      let fieldEnd = k === names.length - 1 ? to : text.indexOf(',', fieldStart);
      if (fieldEnd < 0 || fieldEnd > to) fieldEnd = to;
      const value = text.slice(fieldStart, fieldEnd).trim();
      const column = names[k] ?? '';
      if (column.toLowerCase() === 'name') name = value;
      else fields[column] = value;
      count++;
      fieldStart = fieldEnd + 1;
    }
    if (count < names.length) {
      this.errors.report(
        'bad-style',
        lineNumber,
        `The style "${name}" has ${count} values where the Format line lists ${names.length}; the missing ones are left out.`,
      );
    }
    this.styles.push({ name, fields });
  }

  private eventFormat(from: number, to: number, lineNumber: number): void {
    const names = splitFormat(this.text, from, to);
    if (!isUsableEventFormat(names)) {
      const standard = standardEventFormat(this.flavor);
      this.errors.report(
        'bad-format-line',
        lineNumber,
        `The [Events] Format line lacks a Start, End or Text column; the standard columns (${standard.join(', ')}) are used.`,
      );
      this.useEventFormat(standard);
      return;
    }
    this.useEventFormat(names);
    this.header.eventFormat = names;
    this.eventsFlavor = flavorOfEventColumns(this.eventColumns ?? []) ?? this.eventsFlavor;
  }

  private useEventFormat(names: readonly string[]): void {
    this.eventNames = names;
    this.eventColumns = names.map(eventColumn);
  }

  private event(from: number, to: number, type: 'Dialogue' | 'Comment', lineNumber: number): void {
    const text = this.text;
    if (this.eventColumns === undefined) {
      const standard = standardEventFormat(this.flavor);
      if (!this.reportedMissingEventFormat) {
        this.reportedMissingEventFormat = true;
        this.errors.report(
          'bad-format-line',
          lineNumber,
          `An event comes before the [Events] Format line; the standard columns (${standard.join(', ')}) are used.`,
        );
      }
      this.useEventFormat(standard);
    }
    const columns = this.eventColumns ?? [];
    const names = this.eventNames ?? [];
    const count = columns.length;

    let fieldStart = skipSpaceOrTab(text, from, to);

    let start = 0;
    let end = 0;
    let layer = 0;
    let marked: string | undefined;
    let style = '';
    let speaker = '';
    let marginL = 0;
    let marginR = 0;
    let marginV = 0;
    let effect = '';
    let raw = '';
    let extra: Record<string, string> | undefined;

    for (let k = 0; k < count; k++) {
      let fieldEnd = to;
      if (k < count - 1) {
        fieldEnd = text.indexOf(',', fieldStart);
        if (fieldEnd < 0 || fieldEnd > to) {
          this.errors.report(
            'bad-event',
            lineNumber,
            `This ${type} line has ${k + 1} fields where the Format line lists ${count}; it was skipped.`,
          );
          return;
        }
      }
      switch (columns[k]) {
        case EventColumn.Start:
        case EventColumn.End: {
          const ms = readAssTimeRange(text, fieldStart, fieldEnd);
          const isStart = columns[k] === EventColumn.Start;
          if (ms < 0) {
            const why = ms === TOO_LARGE_MS ? TOO_LARGE_TIME : 'is not a time like 0:00:01.23';
            this.errors.report(
              'bad-timestamp',
              lineNumber,
              `The ${isStart ? 'start' : 'end'} time "${text.slice(fieldStart, fieldEnd).trim()}" ${why}; the event was skipped.`,
            );
            return;
          }
          if (isStart) start = ms;
          else end = ms;
          if (!isCanonicalAssTime(text, fieldStart, fieldEnd)) {
            (extra ??= {})[isStart ? 'Start' : 'End'] = text.slice(fieldStart, fieldEnd);
          }
          break;
        }
        case EventColumn.Layer:
        case EventColumn.MarginL:
        case EventColumn.MarginR:
        case EventColumn.MarginV: {
          const column = columns[k] ?? EventColumn.Layer;
          const read = readAssInt(text, fieldStart, fieldEnd);
          const valid = !Number.isNaN(read);
          if (!valid) {
            const what = column === EventColumn.Layer ? 'layer' : 'margin';
            const field = text.slice(fieldStart, fieldEnd).trim();
            const why = WHOLE_NUMBER.test(field) ? 'is too large' : 'is not a whole number';
            this.errors.report(
              'bad-field',
              lineNumber,
              `The ${what} "${field}" ${why}; 0 is used.`,
            );
          }
          if (!valid || !isCanonicalAssInt(text, fieldStart, fieldEnd)) {
            (extra ??= {})[INT_COLUMN_KEYS[column] ?? 'Layer'] = text.slice(fieldStart, fieldEnd);
          }
          // '+ 0' turns a '-0' field into 0.
          const value = valid ? read + 0 : 0;
          if (column === EventColumn.Layer) layer = value;
          else if (column === EventColumn.MarginL) marginL = value;
          else if (column === EventColumn.MarginR) marginR = value;
          else marginV = value;
          break;
        }
        case EventColumn.Style: {
          // Most events share a few styles: reuse the previous name rather than allocate a copy.
          const previous = this.previousStyleField;
          if (fieldEnd - fieldStart === previous.length && text.startsWith(previous, fieldStart)) {
            style = this.previousStyle;
          } else {
            const field = text.slice(fieldStart, fieldEnd);
            style = readStyleName(field);
            this.previousStyleField = field;
            this.previousStyle = style;
          }
          if (style.length !== fieldEnd - fieldStart) {
            (extra ??= {})['Style'] = this.previousStyleField;
          }
          break;
        }
        case EventColumn.Name: {
          const field = text.slice(fieldStart, fieldEnd);
          speaker = field.trim();
          if (speaker !== field) (extra ??= {})['Name'] = field;
          break;
        }
        case EventColumn.Effect:
          effect = text.slice(fieldStart, fieldEnd);
          break;
        case EventColumn.Marked:
          marked = text.slice(fieldStart, fieldEnd);
          break;
        case EventColumn.Text:
          raw = text.slice(fieldStart, fieldEnd);
          break;
        default:
          (extra ??= {})[names[k] ?? ''] = text.slice(fieldStart, fieldEnd);
      }
      fieldStart = fieldEnd + 1;
    }

    if (end < start) {
      this.errors.report(
        'end-before-start',
        lineNumber,
        `The event ends at ${formatAssTime(end)}, before it starts at ${formatAssTime(start)}.`,
      );
    }
    const settings: AssEventSettings = {
      kind: 'ass',
      type,
      layer,
      marginL,
      marginR,
      marginV,
      effect,
      raw,
    };
    if (marked !== undefined) settings.marked = marked;
    if (extra !== undefined) settings.extra = extra;
    const cueText = assTextToCueText(raw, breaksAtSoftBreaks(this.header.scriptInfo));
    const cue: Cue = { start, end, text: cueText };
    if (speaker !== '') cue.speaker = speaker;
    if (style !== '') cue.style = style;
    cue.settings = settings;
    this.cues.push(cue);
    this.raws.push(raw);
    this.texts.push(cueText);
  }
}

const INT_COLUMN_KEYS: Partial<Record<EventColumn, string>> = {
  [EventColumn.Layer]: 'Layer',
  [EventColumn.MarginL]: 'MarginL',
  [EventColumn.MarginR]: 'MarginR',
  [EventColumn.MarginV]: 'MarginV',
};

function rememberPlaces(lines: readonly PlacedLine[] | undefined, items: readonly object[]): void {
  if (lines !== undefined) rememberItems(lines, items);
}

/**
 * Reads an ASS (v4.00+) or SSA (v4.00) script. Never throws unless the collector is strict.
 *
 * - [Script Info] becomes ordered [key, value] pairs; a ';' comment is [';', rest] and a line
 *   that is not "Key: value" is ['', line], so nothing is lost.
 * - Styles come out with their name and their other values by Format column name (trimmed,
 *   as written: colours, -1/0 booleans and Alignment are not reinterpreted); events (Dialogue
 *   and Comment lines, see
 *   isCommentCue) become cues whose settings keep every field, the Text field verbatim in `raw`
 *   and, in `extra`, custom columns and the original text of fields written in a form the
 *   formatter would not reproduce (margins '0000', times '00:00:01.5'), so writing the result
 *   back gives the same file.
 * - ';' comments of the styles and events sections, and the event lines that are not cues
 *   (Picture, Sound, Movie, Command), are kept as written, each with the index of the style or
 *   cue it comes before; the section names are kept in file order.
 * - Other sections ([Fonts], [Graphics], [Aegisub Project Garbage], ...) are kept verbatim.
 * - The result's format is what the file declares (ScriptType, else the styles section name,
 *   else Marked or Layer in the event columns); `format` only decides for files that say none.
 */
export function parseAss(
  input: string,
  errors: ErrorCollector,
  format: 'ass' | 'ssa',
): ParseResult {
  const reader = new AssReader(withoutExtraBoms(input, errors), errors, format);
  reader.read();
  rememberParsedTexts(reader.cues, { raws: reader.raws, texts: reader.texts });
  rememberPlaces(reader.header.styleLines, reader.styles);
  rememberPlaces(reader.header.eventLines, reader.cues);
  return {
    format: reader.flavor,
    cues: reader.cues,
    errors: errors.errors,
    header: reader.header,
    styles: reader.styles,
  };
}
