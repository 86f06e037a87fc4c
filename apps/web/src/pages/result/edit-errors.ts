import type { EditErrorCode } from '../../features/editor/index.js';
import type { ResultKey } from './catalog.js';

/** The page's sentence for each refused edit. */
export const EDIT_ERROR_KEYS: Readonly<Record<EditErrorCode, ResultKey>> = {
  'no-such-cue': 'result.editError.noSuchCue',
  'text-too-long': 'result.editError.textTooLong',
  'invalid-time': 'result.editError.invalidTime',
  'start-not-before-end': 'result.editError.startNotBeforeEnd',
  'overlaps-previous': 'result.editError.overlapsPrevious',
  'overlaps-next': 'result.editError.overlapsNext',
  'past-media-end': 'result.editError.pastMediaEnd',
  'split-empty-part': 'result.editError.splitEmptyPart',
  'split-too-short': 'result.editError.splitTooShort',
  'no-next-cue': 'result.editError.noNextCue',
  'different-speakers': 'result.editError.differentSpeakers',
  'no-room': 'result.editError.noRoom',
  'name-too-long': 'result.editError.nameTooLong',
  'no-such-speaker': 'result.editError.noSuchSpeaker',
  'no-matches': 'result.editError.noMatches',
  'no-translation': 'result.editError.noTranslation',
  'translation-running': 'result.editError.translationRunning',
};
