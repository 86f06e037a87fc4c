import type { TranscriptDoc } from './operations/transcript-doc.js';

/** Undo steps kept; older ones are dropped (a three-hour transcript is a few MB a snapshot). */
export const HISTORY_LIMIT = 200;
/** Keystrokes in one cue closer together than this are one undo step. */
export const TYPING_BURST_MS = 1000;

/**
 * Undo and redo as snapshots of the document. Documents share their unchanged lines, so a step
 * costs one array of references, not a copy of the text.
 */
export interface History {
  readonly past: readonly TranscriptDoc[];
  readonly future: readonly TranscriptDoc[];
  /** The burst the newest step belongs to (a cue's typing), and when it was last extended. */
  readonly burst?: { readonly key: string; readonly at: number };
}

export const EMPTY_HISTORY: History = { past: [], future: [] };

export interface StepInfo {
  /**
   * Edits with the same key in a row, each within TYPING_BURST_MS of the one before, form one
   * step (typing in one cue); undefined: a step of its own (split, merge, replace all...).
   */
  key?: string;
  /** When the edit was made, in ms (Date.now() in the app; given, so tests need no clock). */
  at: number;
}

/** The history after an edit from `before`: a new step, or the current burst extended. */
export function recordEdit(history: History, before: TranscriptDoc, step: StepInfo): History {
  const { burst } = history;
  const extends_ =
    step.key !== undefined &&
    burst?.key === step.key &&
    step.at - burst.at <= TYPING_BURST_MS &&
    history.past.length > 0;
  const nextBurst = step.key === undefined ? undefined : { key: step.key, at: step.at };
  if (extends_) return { past: history.past, future: [], ...(nextBurst && { burst: nextBurst }) };
  const past = [...history.past, before];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, future: [], ...(nextBurst && { burst: nextBurst }) };
}

/** The document before the newest step, or undefined when there is nothing to undo. */
export function undo(
  history: History,
  current: TranscriptDoc,
): { history: History; doc: TranscriptDoc } | undefined {
  const doc = history.past.at(-1);
  if (!doc) return undefined;
  return {
    doc,
    history: { past: history.past.slice(0, -1), future: [current, ...history.future] },
  };
}

/** The document the newest undo left, or undefined when there is nothing to redo. */
export function redo(
  history: History,
  current: TranscriptDoc,
): { history: History; doc: TranscriptDoc } | undefined {
  const [doc, ...future] = history.future;
  if (!doc) return undefined;
  return { doc, history: { past: [...history.past, current], future } };
}
