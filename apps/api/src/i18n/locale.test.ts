import { describe, expect, it } from 'vitest';
import { commonMessages } from './common-messages.js';
import { pickLocale, translate } from './locale.js';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['*', 'en-US'],
    ['de-DE', 'de-DE'],
    ['DE-de', 'de-DE'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['fr-CA,fr;q=0.9', 'fr-FR'],
    ['pt-BR', 'pt-PT'],
    ['es-MX', 'es-ES'],
    ['ja', 'ja-JP'],
    ['ko', 'ko-KR'],
    ['ru', 'ru-RU'],
    ['it-CH', 'it-IT'],
    ['en-GB', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    // The best weight wins, whatever the order.
    ['en;q=0.5, ja;q=0.9', 'ja-JP'],
    ['fr;q=0.1,de;q=0.8,es', 'es-ES'],
    // Equal weights keep the header's order.
    ['ko, ja', 'ko-KR'],
    ['ru;q=0.7, it;q=0.7', 'ru-RU'],
    // q=0 means "not this one".
    ['de;q=0, fr;q=0.5', 'fr-FR'],
    ['de;q=0', 'en-US'],
    // Languages the product does not speak are skipped.
    ['nl-NL, sv;q=0.9, ko;q=0.1', 'ko-KR'],
    ['nl-NL, sv;q=0.9', 'en-US'],
    ['xx', 'en-US'],
    // Malformed parts do not break the rest.
    ['de;q=abc, it;q=0.3', 'it-IT'],
    [' , ;q=1, pt ', 'pt-PT'],
    ['es-ES ; q=0.9 , de-DE ; q=1.0', 'de-DE'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });

  it('answers a header the same the second time, also after a flood of other headers', () => {
    expect(pickLocale('fr-CA,fr;q=0.9')).toBe('fr-FR');
    for (let i = 0; i < 2500; i++) expect(pickLocale(`x${i}, de;q=0.${(i % 9) + 1}`)).toBe('de-DE');
    expect(pickLocale('fr-CA,fr;q=0.9')).toBe('fr-FR');
    expect(pickLocale('x7, de;q=0.7')).toBe('de-DE');
  });
});

describe('translate', () => {
  it('fills placeholders in the locale', () => {
    expect(translate(commonMessages.notFound, 'fr-FR', { path: '/api/x' })).toBe(
      'Introuvable\u00a0: /api/x',
    );
    expect(translate(commonMessages.tooManyRequests, 'ja-JP', { seconds: 5 })).toBe(
      '試行回数が多すぎます。5 秒待ってからもう一度お試しください。',
    );
  });

  it.each([
    ['en-US', 1, 'Too many attempts. Please wait 1 second and try again.'],
    ['en-US', 30, 'Too many attempts. Please wait 30 seconds and try again.'],
    ['fr-FR', 1, 'Trop de tentatives. Patientez 1 seconde puis réessayez.'],
    ['de-DE', 1, 'Zu viele Versuche. Bitte warten Sie 1 Sekunde und versuchen Sie es dann erneut.'],
    ['ru-RU', 1, 'Слишком много попыток. Подождите 1 секунду и попробуйте снова.'],
    ['ru-RU', 3, 'Слишком много попыток. Подождите 3 секунды и попробуйте снова.'],
    ['ru-RU', 11, 'Слишком много попыток. Подождите 11 секунд и попробуйте снова.'],
    ['ru-RU', 21, 'Слишком много попыток. Подождите 21 секунду и попробуйте снова.'],
    ['ko-KR', 1, '시도 횟수가 너무 많습니다. 1초 후에 다시 시도하세요.'],
  ] as const)('says a count in the plural form of %s: %i', (locale, seconds, text) => {
    expect(translate(commonMessages.tooManyRequests, locale, { seconds })).toBe(text);
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translate(commonMessages.notFound, 'en-US')).toBe('Not found: {path}');
  });

  it('does not read a placeholder value as a pattern', () => {
    expect(translate(commonMessages.notFound, 'en-US', { path: '$& {path} $1' })).toBe(
      'Not found: $& {path} $1',
    );
  });
});
