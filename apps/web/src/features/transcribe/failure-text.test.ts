import { readFileSync } from 'node:fs';
import { createTranslator, loadMessages } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';
import type { TranslatorKey } from '../translate/catalog.js';
import type { TranscribeKey } from './catalog.js';
import { failureText } from './failure-text.js';
import type { StartFailure } from './failures.js';

async function texts(locale: Locale) {
  const own = JSON.parse(
    readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const shell = createTranslator(locale, await loadMessages(locale));
  const area = createTranslator(locale, own as never);
  const translatorTexts = JSON.parse(
    readFileSync(new URL(`../translate/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const translatorArea = createTranslator(locale, translatorTexts as never);
  return {
    t: (key: TranscribeKey, values?: Record<string, string | number | Date>) =>
      area(key as never, values),
    translator: (key: TranslatorKey, values?: Record<string, string | number | Date>) =>
      translatorArea(key as never, values),
    shell,
    locale,
    fileName: 'notes.mp3',
  };
}

const upload = (type: StartFailure & { kind: 'upload' }) => type;

describe('what the form says when a transcription cannot start', () => {
  it.each([
    [{ kind: 'noFile' }, 'Choose an audio or video file first.'],
    [
      { kind: 'unsupportedLanguage', code: 'fr-FR' },
      'None of the speech engines on this server transcribes French (France). Choose another language.',
    ],
    [
      upload({
        kind: 'upload',
        type: 'http',
        status: 503,
        statusText: 'Service Unavailable',
        timeoutMs: null,
        reason: null,
      }),
      'Upload failed (503): Service Unavailable',
    ],
    [
      upload({
        kind: 'upload',
        type: 'http',
        status: 500,
        statusText: null,
        timeoutMs: null,
        reason: null,
      }),
      'Upload failed (500): Unknown error',
    ],
    [
      upload({
        kind: 'upload',
        type: 'timeout',
        status: null,
        statusText: null,
        timeoutMs: 600000,
        reason: null,
      }),
      'Upload timed out after 600000ms',
    ],
    [
      upload({
        kind: 'upload',
        type: 'network',
        status: null,
        statusText: null,
        timeoutMs: null,
        reason: null,
      }),
      'Network error',
    ],
    [
      upload({
        kind: 'upload',
        type: 'setup_error',
        status: null,
        statusText: null,
        timeoutMs: null,
        reason: 'no XHR',
      }),
      'Upload initialization failed: no XHR',
    ],
    [
      { kind: 'tooLarge', message: 'Files over 2 GB need a paid plan.' },
      'Files over 2 GB need a paid plan.',
    ],
    [
      { kind: 'tooLarge', message: undefined },
      'This file is larger or longer than your plan allows.',
    ],
    [
      { kind: 'notMedia' },
      '“notes.mp3” has no audio or video that Captio can transcribe. Choose another file.',
    ],
    [{ kind: 'insufficientCredits' }, 'You don’t have enough credits for this transcription.'],
    [
      { kind: 'freeUsesExhausted' },
      'You have used all your free transcriptions. Sign up for a free account to continue.',
    ],
    [
      { kind: 'unsupportedPair', from: 'ja', to: 'es' },
      'No translation engine on this server translates Japanese into Spanish. Choose another language.',
    ],
    [{ kind: 'refused', message: 'Das sagt der Server.' }, 'Das sagt der Server.'],
    [{ kind: 'unreachable' }, 'Captio did not answer. Check your connection and try again.'],
  ] as [StartFailure, string][])('%o', async (failure, expected) => {
    expect(failureText(failure, await texts('en-US'))).toBe(expected);
  });

  it('speaks the reader’s language, the language named in it too', async () => {
    const failure: StartFailure = { kind: 'unsupportedLanguage', code: 'fr-FR' };
    expect(failureText(failure, await texts('de-DE'))).toBe(
      'Keine Spracherkennungs-Engine auf diesem Server transkribiert Französisch (Frankreich). Wählen Sie eine andere Sprache.',
    );
  });
});
