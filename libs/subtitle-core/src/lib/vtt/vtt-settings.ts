import type { ErrorCollector } from '../core/parse-error.js';
import type { VttCueSettings, VttRegion } from '../core/types.js';
import {
  formatVttNumber,
  formatVttPercentage,
  isVttWhitespace,
  parseVttLineNumber,
  parseVttPercentage,
} from './vtt-number.js';
import { quote } from './vtt-quote.js';
import { VttSettingReader } from './vtt-setting-reader.js';

/** The settings of a cue whose timing line has none (WebVTT parser, "cue creation"). */
export function defaultVttSettings(): VttCueSettings {
  return {
    kind: 'vtt',
    vertical: '',
    line: 'auto',
    snapToLines: true,
    lineAlign: 'start',
    position: 'auto',
    positionAlign: 'auto',
    size: 100,
    align: 'center',
    region: '',
  };
}

/** True when text[from .. to) has something besides whitespace. */
export function hasSettingsText(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (!isVttWhitespace(text.charCodeAt(i))) return true;
  }
  return false;
}

function lastRegionWithId(regions: readonly VttRegion[], id: string): VttRegion | undefined {
  for (let i = regions.length - 1; i >= 0; i--) {
    const region = regions[i];
    if (region?.id === id) return region;
  }
  return undefined;
}

/** Splits 'a,b' at the first comma; the part after is null when there is no comma. */
function splitAtComma(value: string): [string, string | null] {
  const comma = value.indexOf(',');
  return comma < 0 ? [value, null] : [value.slice(0, comma), value.slice(comma + 1)];
}

/** Applies one `line:` value; returns false when the spec says to skip the setting. */
function applyLine(settings: VttCueSettings, value: string): boolean {
  const [linePos, lineAlign] = splitAtComma(value);
  const percent = linePos.endsWith('%');
  let number: number;
  if (percent) {
    number = parseVttPercentage(linePos);
    if (number < 0) return false;
  } else {
    const parsed = parseVttLineNumber(linePos);
    if (parsed === null) return false;
    number = parsed;
  }
  if (lineAlign === 'start' || lineAlign === 'center' || lineAlign === 'end') {
    settings.lineAlign = lineAlign;
  } else if (lineAlign !== null) {
    return false;
  }
  settings.line = number;
  settings.snapToLines = !percent;
  // A cue placed on an explicit line drops out of its region.
  settings.region = '';
  return true;
}

/** Applies one `position:` value; returns false when the spec says to skip the setting. */
function applyPosition(settings: VttCueSettings, value: string): boolean {
  const [colPos, colAlign] = splitAtComma(value);
  const number = parseVttPercentage(colPos);
  if (number < 0) return false;
  if (colAlign === 'line-left' || colAlign === 'center' || colAlign === 'line-right') {
    settings.positionAlign = colAlign;
  } else if (colAlign !== null) {
    return false;
  }
  settings.position = number;
  return true;
}

function applyAlign(settings: VttCueSettings, value: string): boolean {
  switch (value) {
    case 'start':
    case 'center':
    case 'end':
    case 'left':
    case 'right':
      settings.align = value;
      return true;
    default:
      return false;
  }
}

const EXPECTED: Record<string, string> = {
  vertical: 'vertical is rl or lr',
  line: 'line is a number or a percentage, optionally followed by ",start", ",center" or ",end"',
  position:
    'position is a percentage, optionally followed by ",line-left", ",center" or ",line-right"',
  size: 'size is a percentage from 0% to 100%',
  align: 'align is start, center, end, left or right',
};

/**
 * "Parse the WebVTT cue settings" from text[from .. to) into settings. A setting the spec skips
 * is reported as 'bad-cue-settings' on the given line and leaves the cue as it was.
 */
export function parseVttCueSettings(
  text: string,
  from: number,
  to: number,
  settings: VttCueSettings,
  regions: readonly VttRegion[],
  errors: ErrorCollector,
  line: number,
): void {
  const reader = new VttSettingReader(text, from, to, line);
  while (reader.next()) {
    const { token, colon } = reader;
    if (colon < 0) {
      errors.report(
        'bad-cue-settings',
        line,
        `${quote(token)} is not a cue setting (settings are written name:value, e.g. align:start); it is ignored.`,
      );
      continue;
    }
    const name = token.slice(0, colon);
    const value = token.slice(colon + 1);
    let applied: boolean;
    switch (name) {
      case 'region': {
        const region = lastRegionWithId(regions, value);
        settings.region = region ? region.id : '';
        if (!region) {
          errors.report(
            'bad-cue-settings',
            line,
            `The cue setting ${quote(token)} names a region that is not defined before the cues; it is ignored.`,
          );
        }
        continue;
      }
      case 'vertical':
        applied = value === 'rl' || value === 'lr';
        if (applied) {
          settings.vertical = value as 'rl' | 'lr';
          // There are no vertical regions.
          settings.region = '';
        }
        break;
      case 'line':
        applied = applyLine(settings, value);
        break;
      case 'position':
        applied = applyPosition(settings, value);
        break;
      case 'size': {
        const size = parseVttPercentage(value);
        applied = size >= 0;
        if (applied) {
          settings.size = size;
          // An explicitly sized cue drops out of its region.
          if (size !== 100) settings.region = '';
        }
        break;
      }
      case 'align':
        applied = applyAlign(settings, value);
        break;
      default:
        errors.report(
          'bad-cue-settings',
          line,
          `${quote(name)} is not a WebVTT cue setting (those are vertical, line, position, size, align and region); ${quote(token)} is ignored.`,
        );
        continue;
    }
    if (!applied) {
      errors.report(
        'bad-cue-settings',
        line,
        `The cue setting ${quote(token)} is not valid (${EXPECTED[name] ?? name}); it is ignored.`,
      );
    }
  }
}

/**
 * The settings part of a timing line, only the values that differ from the defaults, '' when
 * none do. Region comes last so that line/size/vertical (which drop a cue out of its region when
 * read) do not undo it. A region is written only when it is among the regions written;
 * writtenRegionIds maps a region's id to the id it was written with.
 */
export function formatVttCueSettings(
  settings: VttCueSettings,
  writtenRegionIds: ReadonlyMap<string, string> | null,
): string {
  let out = '';
  if (settings.vertical === 'rl' || settings.vertical === 'lr')
    out += ` vertical:${settings.vertical}`;
  const line = settings.line;
  if (typeof line === 'number' && Number.isFinite(line)) {
    out += settings.snapToLines
      ? ` line:${formatVttNumber(line)}`
      : ` line:${formatVttPercentage(line)}`;
    if (settings.lineAlign === 'center' || settings.lineAlign === 'end') {
      out += `,${settings.lineAlign}`;
    }
  }
  const position = settings.position;
  if (typeof position === 'number' && Number.isFinite(position)) {
    out += ` position:${formatVttPercentage(position)}`;
    const positionAlign = settings.positionAlign;
    if (
      positionAlign === 'line-left' ||
      positionAlign === 'center' ||
      positionAlign === 'line-right'
    ) {
      out += `,${positionAlign}`;
    }
  }
  const size = settings.size;
  if (size !== 100 && Number.isFinite(size)) {
    out += ` size:${formatVttPercentage(size)}`;
  }
  const align = settings.align;
  if (align === 'start' || align === 'end' || align === 'left' || align === 'right') {
    out += ` align:${align}`;
  }
  const region = settings.region === '' ? undefined : writtenRegionIds?.get(settings.region);
  if (region !== undefined) out += ` region:${region}`;
  return out;
}
