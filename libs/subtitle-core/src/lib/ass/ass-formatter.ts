import type {
  AssEventSettings,
  AssStyle,
  Cue,
  FormatOptions,
  SubtitleHeader,
} from '../core/types.js';
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
import { readAssInt } from './ass-int-field.js';
import { assTextReadsAs, cueTextToAssText, nonMarkupOverrides } from './ass-markup.js';
import { type ParsedTexts, parsedTextsOf } from './ass-parse-memo.js';
import { assSpeaker, cueTextToAssTextWithVoices } from './ass-voices.js';
import { type PlayRes, writtenPlayRes } from './ass-play-res.js';
import { withPlacementOverride } from './ass-placement-override.js';
import { type PlacedLine, placeLines, withPlacedLines } from './ass-placed-lines.js';
import { inFileOrder, type WrittenSection } from './ass-section-order.js';
import { defaultAssStyle, styleValue } from './ass-styles.js';
import { formatAssTime, readAssTime } from './ass-time.js';

const SCRIPT_TYPE: Record<AssFlavor, string> = { ass: 'v4.00+', ssa: 'v4.00' };
const STYLES_SECTION: Record<AssFlavor, string> = { ass: 'V4+ Styles', ssa: 'V4 Styles' };

/** Where Aegisub puts the sections the library does not interpret, so its files come back unchanged. */
function extraSectionSlot(name: string): 'after-script-info' | 'before-events' | 'after-events' {
  const lower = name.toLowerCase();
  if (lower === 'aegisub project garbage') return 'after-script-info';
  if (lower === 'fonts' || lower === 'graphics') return 'before-events';
  return 'after-events';
}

/**
 * The format the header was read from: ScriptType first (as the parser decides), then
 * the columns only one of the two formats has.
 */
export function sourceFlavor(header: SubtitleHeader | undefined): AssFlavor | undefined {
  for (const [key, value] of header?.scriptInfo ?? []) {
    if (isScriptTypeKey(key)) {
      const flavor = flavorOfScriptType(value);
      if (flavor !== undefined) return flavor;
    }
  }
  const styleColumns = header?.styleFormat?.map((name) => name.toLowerCase()) ?? [];
  if (styleColumns.includes('tertiarycolour')) return 'ssa';
  if (styleColumns.includes('outlinecolour')) return 'ass';
  return flavorOfEventColumns(header?.eventFormat?.map(eventColumn) ?? []);
}

function isAssHeader(header: SubtitleHeader | undefined): header is SubtitleHeader {
  return (
    header !== undefined &&
    (header.scriptInfo !== undefined ||
      header.styleFormat !== undefined ||
      header.eventFormat !== undefined ||
      header.extraSections !== undefined ||
      header.sectionOrder !== undefined)
  );
}

function isSafeField(value: string): boolean {
  return value.indexOf(',') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0;
}

/** Field text must not contain the separators of its line. */
function sanitizeField(value: string): string {
  if (value === '' || isSafeField(value)) return value;
  return value.replace(/,/g, ';').replace(/[\r\n]+/g, ' ');
}

/** The original text of a field, kept by the parser, when it can be written back as it is. */
function original(extra: Record<string, string> | undefined, column: string): string | undefined {
  const value = extra?.[column];
  return value !== undefined && isSafeField(value) ? value : undefined;
}

function oneLine(value: string): string {
  return value.indexOf('\n') < 0 && value.indexOf('\r') < 0
    ? value
    : value.replace(/[\r\n]+/g, ' ');
}

function scriptInfoSection(options: FormatOptions, target: AssFlavor): string {
  const info = options.header?.scriptInfo;
  let out = '[Script Info]\n';
  if (info === undefined) {
    out += `Title: ${oneLine(options.title ?? options.header?.title ?? 'Untitled')}\n`;
    out += `ScriptType: ${SCRIPT_TYPE[target]}\n`;
    out += 'WrapStyle: 0\n';
    if (target === 'ass') out += 'ScaledBorderAndShadow: yes\n';
    out += 'PlayResX: 1280\nPlayResY: 720\n';
    return out;
  }
  for (const [key, rawValue] of info) {
    const value = oneLine(rawValue);
    if (key === ';') out += ';' + value + '\n';
    else if (key === '') out += value + '\n';
    else {
      let written = value;
      if (isScriptTypeKey(key)) {
        const declared = flavorOfScriptType(value);
        if (declared !== undefined && declared !== target) written = SCRIPT_TYPE[target];
      }
      out += written === '' ? oneLine(key) + ':\n' : oneLine(key) + ': ' + written + '\n';
    }
  }
  return out;
}

function stylesSection(
  styles: readonly AssStyle[],
  options: FormatOptions,
  source: AssFlavor,
  target: AssFlavor,
): string {
  const headerFormat = options.header?.styleFormat;
  const columns =
    source === target && headerFormat !== undefined && isUsableStyleFormat(headerFormat)
      ? headerFormat
      : standardStyleFormat(target);
  const lines = [`[${STYLES_SECTION[target]}]`, `Format: ${columns.join(', ')}`];
  for (const style of styles) {
    let line = 'Style: ';
    for (let k = 0; k < columns.length; k++) {
      const column = columns[k] ?? '';
      if (k > 0) line += ',';
      line += sanitizeField(
        column.toLowerCase() === 'name' ? style.name : styleValue(style, column, source, target),
      );
    }
    lines.push(line);
  }
  const placed = placeLines(options.header?.styleLines, styles);
  return withPlacedLines(lines, 2, placed).join('\n') + '\n';
}

/**
 * libass reads a time as h:mm:ss.cc, its fraction as hundredths whatever its digits: a time the
 * file wrote in another form ('0:00:04:56', '0:00:04.5') is written anew, even unchanged.
 */
const LIBASS_TIME = /^\d+:\d\d:\d\d\.\d\d$/;

function timeField(written: string | undefined, ms: number): string {
  return written !== undefined && LIBASS_TIME.test(written) && readAssTime(written) === ms
    ? written
    : formatAssTime(ms);
}

/** The whole number a field reads as, 0 for the unreadable ones (as the parser does). */
function readIntField(original: string): number {
  const read = readAssInt(original, 0, original.length);
  return Number.isNaN(read) ? 0 : read + 0;
}

function intField(written: string | undefined, value: number): string {
  const number = Number.isFinite(value) ? Math.round(value) + 0 : 0;
  return written !== undefined && readIntField(written) === number ? written : String(number);
}

/**
 * The Text field of a cue: the original one while it still reads as the cue's text (lossless),
 * else the cue text converted, after what the original's leading override block says that cue
 * text cannot (position, alignment, fonts, fades...: see textWithLeadingOverrides).
 */
function textField(
  cue: Cue,
  settings: AssEventSettings | undefined,
  context: EventContext,
  index: number,
): string {
  if (context.plain) return cueTextToAssText(cue.text, true);
  let raw = settings?.raw;
  if (raw === undefined) return cueTextToAssTextWithVoices(cue.text, cue.speaker);
  const parsed = context.parsed;
  if (parsed !== undefined && parsed.raws[index] === raw && parsed.texts[index] === cue.text) {
    return raw;
  }
  // A raw text made by hand could hold a line break, which would end the event line.
  if (raw.indexOf('\n') >= 0 || raw.indexOf('\r') >= 0) raw = '';
  if (assTextReadsAs(raw, cue.text)) return raw;
  return textWithLeadingOverrides(raw, cue.text);
}

/**
 * The cue text converted, with the tags of the raw text's leading override blocks that are not
 * markup. Every block before the first text character counts, as libass applies them all before
 * that character ({\an8}{\pos(1,2)} is one set of overrides); comment blocks ({note}, without
 * a backslash) are kept too, as the author's notes that players do not show. The markup tags
 * there (\i1, \b1, \c...) are left out: the converted text has its own for what the cue text
 * shows now, so keeping them would double them ({\i1}{\i1}) or, once the text lost its
 * italics, contradict it. The blocks stay apart (an unclosed argument in one must not swallow
 * the next), and the last joins the converted text's first block when it starts with one,
 * giving {\an8\i1} rather than {\an8}{\i1}.
 */
function textWithLeadingOverrides(raw: string, cueText: string): string {
  const converted = cueTextToAssTextWithVoices(cueText, undefined);
  const kept = leadingOverrideBlocks(raw)
    .map(nonMarkupOverrides)
    .filter((block) => block !== '')
    .map((block) => '{' + block + '}')
    .join('');
  if (kept === '') return converted;
  const candidates = [kept + converted];
  if (converted.startsWith('{')) candidates.unshift(kept.slice(0, -1) + converted.slice(1));
  // A kept tag could still change what the text reads as (an unclosed \clip( swallowing the
  // tags after it): only a candidate that reads as the cue text will do.
  return candidates.find((candidate) => assTextReadsAs(candidate, cueText)) ?? converted;
}

/** The insides (without braces) of the override blocks that start the raw text, in order. */
function leadingOverrideBlocks(raw: string): string[] {
  const blocks: string[] = [];
  let pos = 0;
  while (raw.startsWith('{', pos)) {
    const close = raw.indexOf('}', pos + 1);
    if (close < 0) break;
    blocks.push(raw.slice(pos + 1, close));
    pos = close + 1;
  }
  return blocks;
}

interface EventContext {
  names: readonly string[];
  columns: readonly EventColumn[];
  knownStyles: ReadonlySet<string>;
  plain: boolean;
  target: AssFlavor;
  /** The PlayRes of the script written, which WebVTT placement is converted into. */
  frame: PlayRes;
  parsed: ParsedTexts | undefined;
  /** Reused for every line: joining the fields gives one flat string, not a rope of pieces. */
  fields: string[];
}

function styleField(
  cue: Cue,
  settings: AssEventSettings | undefined,
  context: EventContext,
): string {
  const written = original(settings?.extra, 'Style');
  const style = cue.style ?? '';
  if (written !== undefined && readStyleName(written) === style) return written;
  if (settings !== undefined || context.knownStyles.has(style)) return sanitizeField(style);
  // A WebVTT class or other foreign style name would name no style of this file.
  return 'Default';
}

function nameField(cue: Cue, settings: AssEventSettings | undefined): string {
  const written = original(settings?.extra, 'Name');
  // An event read from ASS has its Name as speaker; other cues may name theirs in the text.
  const speaker = (settings === undefined ? assSpeaker(cue.text, cue.speaker) : cue.speaker) ?? '';
  return written !== undefined && written.trim() === speaker ? written : sanitizeField(speaker);
}

function eventField(
  column: EventColumn | undefined,
  cue: Cue,
  settings: AssEventSettings | undefined,
  context: EventContext,
  k: number,
  index: number,
): string {
  const extra = settings?.extra;
  switch (column) {
    case EventColumn.Layer:
      return settings === undefined ? '0' : intField(original(extra, 'Layer'), settings.layer);
    case EventColumn.Marked:
      return settings?.marked === undefined ? 'Marked=0' : sanitizeField(settings.marked);
    case EventColumn.Start:
      return timeField(original(extra, 'Start'), cue.start);
    case EventColumn.End:
      return timeField(original(extra, 'End'), cue.end);
    case EventColumn.Style:
      return styleField(cue, settings, context);
    case EventColumn.Name:
      return nameField(cue, settings);
    case EventColumn.MarginL:
      return settings === undefined ? '0' : intField(original(extra, 'MarginL'), settings.marginL);
    case EventColumn.MarginR:
      return settings === undefined ? '0' : intField(original(extra, 'MarginR'), settings.marginR);
    case EventColumn.MarginV:
      return settings === undefined ? '0' : intField(original(extra, 'MarginV'), settings.marginV);
    case EventColumn.Effect:
      return settings === undefined ? '' : sanitizeField(settings.effect);
    case EventColumn.Text: {
      let text = textField(cue, settings, context, index);
      if (!context.plain) text = withPlacementOverride(text, cue, context.target, context.frame);
      // Only the last column may hold commas; a Format line with Text elsewhere gets none.
      return k === context.columns.length - 1 ? text : sanitizeField(text);
    }
    default:
      return sanitizeField(extra?.[context.names[k] ?? ''] ?? '');
  }
}

function eventLine(cue: Cue, context: EventContext, index: number): string {
  const settings = cue.settings?.kind === 'ass' ? cue.settings : undefined;
  const { columns, fields } = context;
  for (let k = 0; k < columns.length; k++) {
    fields[k] = eventField(columns[k], cue, settings, context, k, index);
  }
  return (settings?.type === 'Comment' ? 'Comment: ' : 'Dialogue: ') + fields.join(',');
}

function extraSection(name: string, body: string): WrittenSection {
  const text = `[${name}]\n` + (body === '' || body.endsWith('\n') ? body : body + '\n');
  return { kind: 'extra', name, text };
}

function eventsSection(
  cues: readonly Cue[],
  context: EventContext,
  eventLines: readonly PlacedLine[] | undefined,
): WrittenSection {
  const lines: string[] = new Array<string>(cues.length + 2);
  lines[0] = '[Events]';
  lines[1] = 'Format: ' + context.names.join(', ');
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i];
    lines[i + 2] = cue === undefined ? '' : eventLine(cue, context, i);
  }
  const written = withPlacedLines(lines, 2, placeLines(eventLines, cues));
  return { kind: 'events', name: 'Events', text: written.join('\n') + '\n' };
}

/**
 * Writes an ASS (or SSA) script: [Script Info] from options.header (ScriptType set to the
 * target) or a 1280x720 default, the styles of options.styles or a readable default, the
 * events, and the sections kept verbatim by the parser, in the order header.sectionOrder gives
 * (else Aegisub's), with the comments and other lines of the styles and events sections where
 * the header places them. Cues read from ASS/SSA keep their original fields while they still
 * match the cue, so a parsed file is written back as it was.
 * Between ASS and SSA, style and event columns are mapped (TertiaryColour/OutlineColour,
 * legacy/numpad Alignment, Marked/Layer).
 */
export function formatAss(
  cues: readonly Cue[],
  options: FormatOptions,
  format: 'ass' | 'ssa',
): string {
  const header = options.header;
  const fromAss = isAssHeader(header);
  const source = sourceFlavor(header) ?? format;
  const extras = header?.extraSections ?? [];
  const sections: WrittenSection[] = [
    { kind: 'script-info', name: 'Script Info', text: scriptInfoSection(options, format) },
  ];
  const addExtras = (slot: ReturnType<typeof extraSectionSlot>): void => {
    for (const section of extras) {
      if (extraSectionSlot(section.name) === slot) {
        sections.push(extraSection(section.name, section.body));
      }
    }
  };
  addExtras('after-script-info');

  // A parsed file without a styles section gets none back; cues from elsewhere get the default style.
  const styles =
    options.styles ?? (fromAss && header.styleFormat === undefined ? [] : [defaultAssStyle()]);
  if (
    styles.length > 0 ||
    header?.styleFormat !== undefined ||
    (header?.styleLines?.length ?? 0) > 0
  ) {
    sections.push({
      kind: 'styles',
      name: STYLES_SECTION[format],
      text: stylesSection(styles, options, source, format),
    });
  }
  addExtras('before-events');

  const headerFormat = header?.eventFormat;
  const names =
    source === format && headerFormat !== undefined && isUsableEventFormat(headerFormat)
      ? headerFormat
      : standardEventFormat(format);
  const context: EventContext = {
    names,
    columns: names.map(eventColumn),
    knownStyles: new Set(styles.map((style) => style.name)),
    plain: options.plainText === true,
    target: format,
    frame: writtenPlayRes(header),
    parsed: parsedTextsOf(cues),
    fields: new Array<string>(names.length).fill(''),
  };
  sections.push(eventsSection(cues, context, header?.eventLines));
  addExtras('after-events');
  const texts = inFileOrder(sections, header?.sectionOrder).map((section) => section.text);
  // Blank lines ending the last section would be read back as the end of the file, not as its body.
  const last = texts.length - 1;
  const lastText = texts[last] ?? '';
  if (lastText.endsWith('\n\n')) texts[last] = lastText.replace(/\n+$/, '\n');
  return texts.join('\n');
}
