import { skipSpaceOrTab, trimEndSpaceOrTab } from '../text/space-or-tab.js';

const MINUS = 45;
const PLUS = 43;
const ZERO = 48;

/**
 * The whole number in text[from, to) (spaces and tabs around it allowed), NaN when it is none or
 * is past Number.MAX_SAFE_INTEGER (it would not be written back as it was read).
 */
export function readAssInt(text: string, from: number, to: number): number {
  let i = skipSpaceOrTab(text, from, to);
  const end = trimEndSpaceOrTab(text, i, to);
  let sign = 1;
  if (i < end && (text.charCodeAt(i) === MINUS || text.charCodeAt(i) === PLUS)) {
    if (text.charCodeAt(i) === MINUS) sign = -1;
    i++;
  }
  if (i === end) return NaN;
  let value = 0;
  for (; i < end; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return Number.isSafeInteger(value) ? sign * value : NaN;
}

/** True when text[from, to) is the number exactly as String(n) writes it. */
export function isCanonicalAssInt(text: string, from: number, to: number): boolean {
  let i = from;
  if (i < to && text.charCodeAt(i) === MINUS) i++;
  if (i === to) return false;
  if (text.charCodeAt(i) === ZERO) return to - i === 1 && i === from;
  for (; i < to; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return false;
  }
  return true;
}
