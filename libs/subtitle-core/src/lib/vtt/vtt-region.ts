import type { ErrorCollector } from '../core/parse-error.js';
import type { VttRegion } from '../core/types.js';
import { isAsciiDigit } from '../text/ascii-digit.js';
import { formatVttNumber, formatVttPercentage, parseVttPercentage } from './vtt-number.js';
import { quote } from './vtt-quote.js';
import { VttSettingReader } from './vtt-setting-reader.js';

/** A region as "region creation" in the WebVTT parser starts it. */
export function defaultVttRegion(): VttRegion {
  return {
    id: '',
    width: 100,
    lines: 3,
    regionAnchorX: 0,
    regionAnchorY: 100,
    viewportAnchorX: 0,
    viewportAnchorY: 100,
    scroll: '',
  };
}

function isAllDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    if (!isAsciiDigit(value.charCodeAt(i))) return false;
  }
  return value.length > 0;
}

/** 'x%,y%' as two percentages, or null. */
function parseAnchor(value: string): [number, number] | null {
  const comma = value.indexOf(',');
  if (comma < 0) return null;
  const x = parseVttPercentage(value.slice(0, comma));
  const y = parseVttPercentage(value.slice(comma + 1));
  return x < 0 || y < 0 ? null : [x, y];
}

const EXPECTED: Record<string, string> = {
  width: 'width is a percentage from 0% to 100%',
  lines: 'lines is a whole number',
  regionanchor: 'regionanchor is two percentages, e.g. 0%,100%',
  viewportanchor: 'viewportanchor is two percentages, e.g. 10%,90%',
  scroll: 'scroll can only be up',
};

function applyRegionSetting(region: VttRegion, name: string, value: string): boolean {
  switch (name) {
    case 'id':
      region.id = value;
      return true;
    case 'width': {
      const width = parseVttPercentage(value);
      if (width < 0) return false;
      region.width = width;
      return true;
    }
    case 'lines':
      if (!isAllDigits(value)) return false;
      region.lines = Number(value);
      return true;
    case 'regionanchor': {
      const anchor = parseAnchor(value);
      if (!anchor) return false;
      [region.regionAnchorX, region.regionAnchorY] = anchor;
      return true;
    }
    case 'viewportanchor': {
      const anchor = parseAnchor(value);
      if (!anchor) return false;
      [region.viewportAnchorX, region.viewportAnchorY] = anchor;
      return true;
    }
    case 'scroll':
      if (value !== 'up') return false;
      region.scroll = 'up';
      return true;
    default:
      return false;
  }
}

/**
 * "Collect WebVTT region settings" from the lines after a REGION line, text[from .. to), whose
 * first line is line number firstLine. Settings the spec skips are reported as 'bad-region'.
 */
export function parseVttRegionSettings(
  text: string,
  from: number,
  to: number,
  errors: ErrorCollector,
  firstLine: number,
): VttRegion {
  const region = defaultVttRegion();
  const reader = new VttSettingReader(text, from, to, firstLine);
  while (reader.next()) {
    const { token, colon, line } = reader;
    if (colon < 0) {
      errors.report(
        'bad-region',
        line,
        `${quote(token)} is not a region setting (settings are written name:value, e.g. width:40%); it is ignored.`,
      );
      continue;
    }
    const name = token.slice(0, colon);
    if (!applyRegionSetting(region, name, token.slice(colon + 1))) {
      const expected = EXPECTED[name];
      errors.report(
        'bad-region',
        line,
        expected
          ? `The region setting ${quote(token)} is not valid (${expected}); it is ignored.`
          : `${quote(name)} is not a region setting (those are id, width, lines, regionanchor, viewportanchor and scroll); ${quote(token)} is ignored.`,
      );
    }
  }
  return region;
}

/**
 * The id a region is written with: region ids cannot hold whitespace (settings are split on it)
 * nor "-->" (the line would read as a timing line; '--_>' cannot form a new one).
 */
export function vttRegionIdForOutput(id: string): string {
  return id.replace(/\s+/g, '_').replaceAll('-->', '--_>');
}

/** A REGION block (without the blank line before it); settings at their defaults are left out. */
export function formatVttRegion(region: VttRegion, id: string): string {
  let out = `REGION\nid:${id}`;
  if (region.width !== 100) out += ` width:${formatVttPercentage(region.width)}`;
  if (region.lines !== 3 && Number.isInteger(region.lines) && region.lines >= 0) {
    out += ` lines:${formatVttNumber(region.lines)}`;
  }
  if (region.regionAnchorX !== 0 || region.regionAnchorY !== 100) {
    out += ` regionanchor:${formatVttPercentage(region.regionAnchorX)},${formatVttPercentage(region.regionAnchorY)}`;
  }
  if (region.viewportAnchorX !== 0 || region.viewportAnchorY !== 100) {
    out += ` viewportanchor:${formatVttPercentage(region.viewportAnchorX)},${formatVttPercentage(region.viewportAnchorY)}`;
  }
  if (region.scroll === 'up') out += ' scroll:up';
  return out;
}
