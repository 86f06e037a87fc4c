import { numericReferenceChar } from '../core/character-references.js';
import { isAsciiDigit } from '../text/ascii-digit.js';
import {
  LONGEST_LEGACY_NAME,
  LONGEST_REFERENCE_NAME,
  NAMED_REFERENCE_DATA,
} from './named-references.js';

/** A character reference read from text: what it stands for and where the text goes on. */
export interface ConsumedReference {
  readonly characters: string;
  readonly end: number;
}

const SEMICOLON = 59;
const HASH = 35;
const MAX_CODE_POINT = 0x10ffff;

/** Names to characters, 'name;' for every entry and 'name' for the legacy ones; built once. */
let namedReferences: Map<string, string> | undefined;

function namedReferenceTable(): Map<string, string> {
  if (namedReferences) return namedReferences;
  const table = new Map<string, string>();
  for (const line of NAMED_REFERENCE_DATA) {
    for (const entry of line.split(' ')) {
      let nameEnd = 0;
      while (isAsciiAlphanumeric(entry.charCodeAt(nameEnd))) nameEnd++;
      const name = entry.slice(0, nameEnd);
      const characters = entry.slice(nameEnd + 1);
      table.set(`${name};`, characters);
      if (entry.charCodeAt(nameEnd) !== SEMICOLON) table.set(name, characters);
    }
  }
  namedReferences = table;
  return table;
}

function isAsciiAlphanumeric(code: number): boolean {
  const lower = code | 0x20;
  return isAsciiDigit(code) || (lower >= 97 && lower <= 122);
}

function hexDigitValue(code: number): number {
  if (isAsciiDigit(code)) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * The character reference at text[at] (a '&'), read as HTML reads one in text
 * (https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state), as far as
 * `end`: a named reference is the longest name in the standard's table ('&notit;' is '¬' and then
 * 'it;', '&amp' needs no ';' but '&ampx;' is '&' then 'x;'), a numeric one needs at least one
 * digit and may leave out its ';'. Undefined when no reference starts there: the '&' is text.
 */
export function consumeCharacterReference(
  text: string,
  at: number,
  end: number,
): ConsumedReference | undefined {
  const start = at + 1;
  if (start < end && text.charCodeAt(start) === HASH) return consumeNumeric(text, start + 1, end);
  let runEnd = start;
  const runLimit = Math.min(end, start + LONGEST_REFERENCE_NAME + 1);
  while (runEnd < runLimit && isAsciiAlphanumeric(text.charCodeAt(runEnd))) runEnd++;
  if (runEnd === start) return undefined;
  const table = namedReferenceTable();
  if (runEnd < end && text.charCodeAt(runEnd) === SEMICOLON) {
    const characters = table.get(text.slice(start, runEnd + 1));
    if (characters !== undefined) return { characters, end: runEnd + 1 };
  }
  // Without its ';', only a legacy name counts, the longest one the text starts with.
  for (let length = Math.min(runEnd - start, LONGEST_LEGACY_NAME); length > 1; length--) {
    const characters = table.get(text.slice(start, start + length));
    if (characters !== undefined) return { characters, end: start + length };
  }
  return undefined;
}

function consumeNumeric(text: string, from: number, end: number): ConsumedReference | undefined {
  let pos = from;
  const hex = pos < end && (text.charCodeAt(pos) | 0x20) === 120; // 'x' or 'X'
  if (hex) pos++;
  const digitsStart = pos;
  let value = 0;
  for (; pos < end; pos++) {
    const digit = hex ? hexDigitValue(text.charCodeAt(pos)) : text.charCodeAt(pos) - 48;
    if (digit < 0 || digit > (hex ? 15 : 9)) break;
    // Past U+10FFFF every number means the same (U+FFFD): stop growing so it stays exact.
    value = Math.min(value * (hex ? 16 : 10) + digit, MAX_CODE_POINT + 1);
  }
  if (pos === digitsStart) return undefined;
  if (pos < end && text.charCodeAt(pos) === SEMICOLON) pos++;
  return { characters: numericReferenceChar(value), end: pos };
}

/** Every character reference in `text` decoded by HTML's rules for text (see above). */
export function decodeHtmlCharacterReferences(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    const reference = consumeCharacterReference(text, amp, text.length);
    if (reference === undefined) {
      amp = text.indexOf('&', amp + 1);
      continue;
    }
    out += text.slice(from, amp) + reference.characters;
    from = reference.end;
    amp = text.indexOf('&', from);
  }
  return out + text.slice(from);
}
