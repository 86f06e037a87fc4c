import type { Cue } from './types.js';

/**
 * What a parser learnt about its cues' texts while reading them, so that a formatter need not
 * scan them again: for each cue, its text if that text is plain (see isPlainText), otherwise
 * undefined. Kept per cue array, as parse() returned it.
 *
 * It stays right whatever the caller does with the cues: a formatter trusts an entry only when it
 * equals the cue's text at the time of formatting (the same string in the usual case, so the
 * comparison costs nothing), and being plain is a property of the characters alone. A cue whose
 * text was changed, an array that was reordered, filtered or copied: those are checked as usual.
 */
const plainTextsByCues = new WeakMap<readonly Cue[], readonly (string | undefined)[]>();

const LF = 10;
const SPACE = 32;
const TAB = 9;
const SLASH = 47;
const GREATER_THAN = 62;
const LOWER_B = 98;
const LOWER_I = 105;
const LOWER_U = 117;
const PLAIN_RULES = /[&\r]|-->|\n[ \t]*\n|\{\\/;
const LESS_THAN_NOT_OF_A_SIMPLE_TAG = /<(?!\/?[ibu]>)/;

/** A first or last character that leaves a text plain. */
export function isPlainEdge(code: number): boolean {
  return code !== LF && code !== SPACE && code !== TAB;
}

/**
 * Whether text[at] ('<') starts <i>, <b>, <u> or their end tags, exactly so: the markup that
 * SubRip and WebVTT write alike.
 */
export function isSimpleTagAt(text: string, at: number): boolean {
  const name = text.charCodeAt(at + 1) === SLASH ? at + 2 : at + 1;
  const code = text.charCodeAt(name);
  return (
    (code === LOWER_I || code === LOWER_B || code === LOWER_U) &&
    text.charCodeAt(name + 1) === GREATER_THAN
  );
}

/**
 * A text that the SubRip and WebVTT formatters write as it is: no character reference ('&'), no
 * markup but <i>, <b>, <u> and their end tags, no carriage return, no "-->", no "{\" (which
 * SubRip players would take for an override block), no blank or whitespace-only line, and no
 * space, tab or line break at either end. Parsers decide this from
 * what they scan anyway; this is the definition they follow.
 */
export function isPlainText(text: string): boolean {
  return (
    text === '' ||
    (isPlainEdge(text.charCodeAt(0)) &&
      isPlainEdge(text.charCodeAt(text.length - 1)) &&
      !PLAIN_RULES.test(text) &&
      !LESS_THAN_NOT_OF_A_SIMPLE_TAG.test(text))
  );
}

/** Whether every '<' of text[from, to) starts a simple tag (isSimpleTagAt), `lt` the first. */
export function onlySimpleTags(text: string, lt: number, to: number): boolean {
  for (let at = lt; at >= 0 && at < to; at = text.indexOf('<', at + 1)) {
    if (!isSimpleTagAt(text, at)) return false;
  }
  return true;
}

/** Called by a parser once its cues are complete. */
export function rememberPlainTexts(
  cues: readonly Cue[],
  texts: readonly (string | undefined)[],
): void {
  plainTextsByCues.set(cues, texts);
}

/** Drops what was remembered for `cues` (see core/parse-memos.ts). */
export function forgetPlainTexts(cues: readonly Cue[]): void {
  plainTextsByCues.delete(cues);
}

/** What the parser of `cues` found plain, if `cues` is an array a parser returned. */
export function plainTextsOf(cues: readonly Cue[]): readonly (string | undefined)[] | undefined {
  return plainTextsByCues.get(cues);
}
