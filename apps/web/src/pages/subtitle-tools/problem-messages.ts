import type { ParseErrorCode } from '@captio/subtitle-core';
import type { Refusal } from '../../features/subtitle-files/read-subtitle.js';
import type { SubtitleToolsKey } from './catalog.js';

/**
 * The message for each problem subtitle-core reports, by its stable code. A code added to the
 * library does not compile here until it has a message in every locale.
 */
export const PROBLEM_MESSAGES: Record<ParseErrorCode, SubtitleToolsKey> = {
  'bad-signature': 'subtitleTools.problem.badSignature',
  'bad-timestamp': 'subtitleTools.problem.badTimestamp',
  'bad-cue-settings': 'subtitleTools.problem.badCueSettings',
  'bad-region': 'subtitleTools.problem.badRegion',
  'missing-timestamp': 'subtitleTools.problem.missingTimestamp',
  'missing-index': 'subtitleTools.problem.missingIndex',
  'bad-index': 'subtitleTools.problem.badIndex',
  'end-before-start': 'subtitleTools.problem.endBeforeStart',
  'empty-cue': 'subtitleTools.problem.emptyCue',
  'bad-header': 'subtitleTools.problem.badHeader',
  'bad-section': 'subtitleTools.problem.badSection',
  'bad-format-line': 'subtitleTools.problem.badFormatLine',
  'bad-style': 'subtitleTools.problem.badStyle',
  'bad-event': 'subtitleTools.problem.badEvent',
  'bad-field': 'subtitleTools.problem.badField',
  'bad-row': 'subtitleTools.problem.badRow',
  'unknown-format': 'subtitleTools.problem.unknownFormat',
  'skipped-line': 'subtitleTools.problem.skippedLine',
  'bad-xml': 'subtitleTools.problem.badXml',
};

const REFUSAL_MESSAGES: Record<Refusal['kind'], SubtitleToolsKey> = {
  empty: 'subtitleTools.refusal.empty',
  'too-large': 'subtitleTools.refusal.tooLarge',
  binary: 'subtitleTools.refusal.binary',
  'not-subtitles': 'subtitleTools.refusal.notSubtitles',
  'no-cues': 'subtitleTools.refusal.noCues',
  unreadable: 'subtitleTools.refusal.unreadable',
};

export function refusalMessage(refusal: Refusal): SubtitleToolsKey {
  return REFUSAL_MESSAGES[refusal.kind];
}
