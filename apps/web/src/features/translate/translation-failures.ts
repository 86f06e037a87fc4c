import type { Locale } from '@captio/routing-rules';
import { taskFailure } from '../transcribe/failures.js';
import type { TranslatorTranslate } from './catalog.js';
import { pairRefusal } from './pair-refusal.js';

/** Where the subtitles come from: a picked or dropped file, or text pasted in. */
export type SubtitleInput = 'file' | 'text';

/** Why a subtitle file could not be translated, as the form tells it. */
export type TranslationFailure =
  /** Translate pressed without a file, or with nothing pasted. */
  | { kind: 'noInput'; input: SubtitleInput }
  /** The browser could not read the picked file (removed since, say). */
  | { kind: 'unreadable'; name: string }
  /** The picked file holds no text, or bytes that are no text (a video renamed .srt): never sent. */
  | { kind: 'empty'; name: string }
  | { kind: 'binary'; name: string }
  /** Longer than the api takes (its MAX_SUBTITLE_TEXT characters): never sent. */
  | { kind: 'tooLong'; name: string; limit: number }
  /** No engine of this server translates the pair: never sent. */
  | { kind: 'unsupportedPair'; from: string; to: string }
  | { kind: 'insufficientCredits' }
  | { kind: 'freeUsesExhausted' }
  /** 403 for what a paid plan does: the api's words. */
  | { kind: 'planFeature'; message: string }
  /** The api refused it (no cue read, too large, a pair it does not translate): its message. */
  | { kind: 'refused'; message: string }
  /** The translation ran and failed (refunded): the api's message. */
  | { kind: 'failed'; message: string }
  | { kind: 'unreachable' };

/**
 * What a refused createTranslation means: the answers that open a prompt (402, a visitor past
 * the free uses, a plan's feature), else the api's message, else no answer at all.
 */
export function refusalOf(error: unknown): TranslationFailure {
  const failure = taskFailure(error);
  switch (failure.kind) {
    case 'insufficientCredits':
    case 'freeUsesExhausted':
      return { kind: failure.kind };
    case 'planFeature':
    case 'refused':
      return { kind: failure.kind, message: failure.message };
    default:
      return { kind: 'unreachable' };
  }
}

/** The sentence the form shows for a failure, in the page's language. */
export function translationFailureText(
  failure: TranslationFailure,
  t: TranslatorTranslate,
  locale: Locale,
): string {
  switch (failure.kind) {
    case 'noInput':
      return t(
        failure.input === 'file' ? 'translator.failure.noFile' : 'translator.failure.noText',
      );
    case 'unreadable':
      return t('translator.failure.unreadable', { name: failure.name });
    case 'empty':
      return t('translator.failure.empty', { name: failure.name });
    case 'binary':
      return t('translator.failure.binary', { name: failure.name });
    case 'tooLong':
      return t('translator.failure.tooLong', { name: failure.name, limit: failure.limit });
    case 'unsupportedPair':
      return failure.to === ''
        ? t('translator.failure.noTarget')
        : pairRefusal(t, locale, failure.from, failure.to);
    case 'insufficientCredits':
      return t('translator.failure.credits');
    case 'freeUsesExhausted':
      return t('translator.failure.freeUses');
    case 'planFeature':
    case 'refused':
    case 'failed':
      // The api writes these in the request's language and says what went wrong.
      return failure.message || t('translator.failure.unknown');
    case 'unreachable':
      return t('translator.failure.unreachable');
  }
}
