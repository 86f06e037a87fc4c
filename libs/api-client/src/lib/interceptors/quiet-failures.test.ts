import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../schemas/user.js';
import {
  DEFAULT_QUIET_FAILURES,
  DOWNLOAD_FAILED,
  type QuietFailure,
  TASK_NOT_FINISHED,
  TRANSLATION_NOT_FINISHED,
  isQuietFailure,
} from './quiet-failures.js';

describe('quiet failure texts', () => {
  it.each([TASK_NOT_FINISHED, TRANSLATION_NOT_FINISHED, DOWNLOAD_FAILED])(
    '$code has a distinct text in every locale',
    (failure) => {
      expect(Object.keys(failure.text).sort()).toEqual([...LOCALE_CODES].sort());
      const texts = Object.entries(failure.text).filter(([locale]) => locale !== 'en-US');
      for (const [, text] of texts) expect(text).not.toBe(failure.text['en-US']);
    },
  );

  it('lists all three as the default', () => {
    expect(DEFAULT_QUIET_FAILURES.map((failure) => failure.code)).toEqual([
      'task_not_finished',
      'translation_not_finished',
      'download_failed',
    ]);
  });
});

describe('isQuietFailure', () => {
  const custom: QuietFailure[] = [{ code: 'busy' }, { text: { 'fr-FR': 'Occupé.' } }];
  it.each<[unknown, readonly QuietFailure[], boolean]>([
    [{ code: 'task_not_finished', message: 'anything' }, DEFAULT_QUIET_FAILURES, true],
    [{ message: '任務尚未完成，請稍候。' }, DEFAULT_QUIET_FAILURES, true],
    [{ message: '  Le téléchargement a échoué.  ' }, DEFAULT_QUIET_FAILURES, true],
    [{ message: 'The download failed' }, DEFAULT_QUIET_FAILURES, false],
    [{ message: '', code: '' }, DEFAULT_QUIET_FAILURES, false],
    [{ code: 'busy' }, custom, true],
    [{ message: 'Occupé.' }, custom, true],
    [{ code: 'task_not_finished' }, custom, false],
    [{ message: 'Occupé.' }, [], false],
    [null, DEFAULT_QUIET_FAILURES, false],
    ['task_not_finished', DEFAULT_QUIET_FAILURES, false],
    [undefined, custom, false],
  ])('%j with %j: %s', (body, quiet, expected) => {
    expect(isQuietFailure(body, quiet)).toBe(expected);
  });
});
