import { parseTime, type MergeOptions } from '@captio/subtitle-core';

export type MergeMode = MergeOptions['mode'];

/** What the merge form holds: how to merge, which file leads, and the offset as typed. */
export interface MergeSettings {
  mode: MergeMode;
  /** Which of the two chosen files leads: keeps its times (bilingual) or plays first (append). */
  lead: 0 | 1;
  /** Append only: the time added to the other file, as typed; empty for right after the lead. */
  offset: string;
}

export const DEFAULT_MERGE_SETTINGS: MergeSettings = { mode: 'bilingual', lead: 0, offset: '' };

/**
 * An offset as people type one: [hours:][minutes:]seconds with up to 3 decimals (a comma as
 * well as a dot), with an optional sign: '45:00', '-1.5', '1:02:03,250'. undefined when empty,
 * null when it cannot be read.
 */
export function readOffset(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const negative = trimmed.startsWith('-');
  const body = /^[+-]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  try {
    const ms = parseTime(body.replace(',', '.'));
    return negative ? -ms : ms;
  } catch {
    return null;
  }
}

export type MergeOptionsResult = { ok: true; options: MergeOptions } | { ok: false };

/** subtitle-core's merge options for the form, or not ok when the offset cannot be read. */
export function mergeOptionsFrom(settings: MergeSettings): MergeOptionsResult {
  if (settings.mode === 'bilingual') return { ok: true, options: { mode: 'bilingual' } };
  const offset = readOffset(settings.offset);
  if (offset === null) return { ok: false };
  return {
    ok: true,
    options: offset === undefined ? { mode: 'append' } : { mode: 'append', offset },
  };
}

/** The two chosen files in merge order: the lead first. */
export function inMergeOrder<T>(files: readonly [T, T], lead: 0 | 1): [T, T] {
  return lead === 0 ? [files[0], files[1]] : [files[1], files[0]];
}
