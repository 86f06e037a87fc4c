import { forgetParsedTexts } from '../ass/ass-parse-memo.js';
import { forgetItems } from './parsed-positions.js';
import { forgetPlainTexts } from './plain-texts.js';
import type { ParseResult } from './types.js';

/**
 * Drops what the parsers remembered of a result for a later format() (plain texts, ASS raw
 * texts, the items positions were counted among), for a result that will never be formatted as
 * it is: each run a cue stream reads. The memos are WeakMaps keyed by the result's arrays, and
 * V8's young-generation collector keeps a WeakMap's values alive until a full collection: left
 * there, every run's text would outlive its run, and V8 grows its young generation when its
 * collections keep finding live data (over a 500 MB SRT file: RSS up 125 MB with the memos, 66
 * MB without them, 10 MB once the stream's tail is copied too, see stream/cue-stream.ts).
 */
export function forgetParseMemos(result: ParseResult): void {
  forgetPlainTexts(result.cues);
  forgetParsedTexts(result.cues);
  forgetItems(result.header?.vttNotePositions);
  forgetItems(result.header?.styleLines);
  forgetItems(result.header?.eventLines);
}
