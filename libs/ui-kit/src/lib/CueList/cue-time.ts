import { formatTimestamp, parseClock, parseTime } from '@captio/subtitle-core';

/** Why a typed time was not applied. */
export type CueTimeError =
  /** Not a time subtitle-core reads. */
  | 'format'
  /** A start at or after the cue's end. */
  | 'startNotBeforeEnd'
  /** An end at or before the cue's start. */
  | 'endNotAfterStart';

export type CueTimeResult = { ok: true; ms: number } | { ok: false; error: CueTimeError };

/** How a cue time is shown in its input: 00:01:02.345, the form SRT and WebVTT users know. */
export function formatCueTime(ms: number): string {
  return formatTimestamp(ms, 'vtt');
}

/**
 * Reads what a person types into a cue time: every form subtitle-core's timestamps take, so a
 * time pasted from an SRT file (00:01:02,345), a WebVTT one (00:01:02.345 or 01:02.345) or a
 * plain number of seconds (62.5) all work. Never throws: a form it cannot read is an error the
 * row shows, and the cue keeps its time.
 */
export function parseCueTime(input: string): CueTimeResult {
  const text = input.trim();
  for (const read of [parseTime, parseClock]) {
    try {
      return { ok: true, ms: read(text) };
    } catch {
      // The next reader may know this form; the error is the same if none does.
    }
  }
  return { ok: false, error: 'format' };
}

/**
 * A typed start or end checked against the other end of the cue: the cue must keep a positive
 * duration. Neighbouring cues are the page's business (it may allow an overlap and let check()
 * flag it).
 */
export function readCueTimeInput(
  input: string,
  side: 'start' | 'end',
  cue: { start: number; end: number },
): CueTimeResult {
  const parsed = parseCueTime(input);
  if (!parsed.ok) return parsed;
  if (side === 'start' && parsed.ms >= cue.end) return { ok: false, error: 'startNotBeforeEnd' };
  if (side === 'end' && parsed.ms <= cue.start) return { ok: false, error: 'endNotAfterStart' };
  return parsed;
}
