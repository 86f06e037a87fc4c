import { describe, expect, test } from 'vitest';
import { loadMessages } from './catalog.js';
import {
  FREE_QUOTA,
  freeUsesLabel,
  planLabel,
  uploadErrorLabel,
  type PlanLabelInput,
  type UploadErrorInput,
} from './labels.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

const translatorFor = async (locale: Locale) =>
  createTranslator(locale, await loadMessages(locale));
const EXPIRY = new Date(2025, 11, 31, 12);

describe('planLabel', () => {
  test.each<[string, PlanLabelInput, ReturnType<typeof planLabel>]>([
    ['free user', { level: 0, planName: 'Free' }, { key: 'plan.none' }],
    ['free user, even if subscribed', { level: 0, subscribed: true }, { key: 'plan.none' }],
    [
      'subscribed',
      { level: 1, subscribed: true, planName: 'VIP', expiryDate: EXPIRY },
      { key: 'plan.renewal', values: { plan: 'VIP' } },
    ],
    [
      'never expiring',
      { level: 2, neverExpires: true, planName: 'Unlimited' },
      { key: 'plan.renewal', values: { plan: 'Unlimited' } },
    ],
    [
      'paid, not renewing',
      { level: 1, planName: 'VIP', expiryDate: EXPIRY },
      { key: 'plan.expiry', values: { plan: 'VIP', date: EXPIRY } },
    ],
    [
      'paid, expiry as a string',
      { level: 3, planName: 'API', expiryDate: '2025-12-31T12:00:00' },
      { key: 'plan.expiry', values: { plan: 'API', date: new Date('2025-12-31T12:00:00') } },
    ],
    [
      'paid, no expiry date',
      { level: 1, planName: 'VIP', expiryDate: null },
      { key: 'plan.active', values: { plan: 'VIP' } },
    ],
    [
      'paid, unreadable expiry date',
      { level: 1, planName: 'VIP', expiryDate: 'soon' },
      { key: 'plan.active', values: { plan: 'VIP' } },
    ],
  ])('%s', (_, input, label) => {
    expect(planLabel(input)).toEqual(label);
  });

  test.each([
    ['en-US', ['No active plan', 'VIP · renews automatically', 'VIP · expires on Dec 31, 2025']],
    [
      'de-DE',
      [
        'Kein aktiver Tarif',
        'VIP · verlängert sich automatisch',
        'VIP · läuft am 31. Dez. 2025 ab',
      ],
    ],
    ['ja-JP', ['有効なプランはありません', 'VIP · 自動更新', 'VIP · 2025年12月31日 まで有効']],
  ] as const)('reads right in %s', async (locale, texts) => {
    const t = await translatorFor(locale);
    const labels = [
      planLabel({ level: 0 }),
      planLabel({ level: 1, subscribed: true, planName: 'VIP' }),
      planLabel({ level: 1, planName: 'VIP', expiryDate: EXPIRY }),
    ];
    expect(labels.map((label) => t(label))).toEqual(texts);
  });
});

describe('freeUsesLabel (sections 3 and 6)', () => {
  test('the free quota is 3', () => {
    expect(FREE_QUOTA).toBe(3);
  });

  test.each([
    [
      { level: 0, remaining: 3 },
      { key: 'quota.freeRemaining', values: { remaining: 3, total: 3 } },
    ],
    [
      { level: 0, remaining: 1 },
      { key: 'quota.freeRemaining', values: { remaining: 1, total: 3 } },
    ],
    [
      { level: 0, remaining: 0 },
      { key: 'quota.freeRemaining', values: { remaining: 0, total: 3 } },
    ],
    [{ level: 0 }, { key: 'quota.freeRemaining', values: { remaining: 3, total: 3 } }],
    [
      { level: 0, remaining: 7 },
      { key: 'quota.freeRemaining', values: { remaining: 3, total: 3 } },
    ],
    [
      { level: 0, remaining: -4 },
      { key: 'quota.freeRemaining', values: { remaining: 0, total: 3 } },
    ],
    [
      { level: 0, remaining: 2.7 },
      { key: 'quota.freeRemaining', values: { remaining: 2, total: 3 } },
    ],
    [{ level: 0, remaining: -1 }, { key: 'quota.unlimited' }],
    [{ level: 0, remaining: 2, unlimited: true }, { key: 'quota.unlimited' }],
    [{ level: 2, remaining: 1 }, { key: 'quota.unlimited' }],
  ])('%j -> %j', (input, label) => {
    expect(freeUsesLabel(input)).toEqual(label);
  });

  test.each([
    ['en-US', 'Free transcriptions left: 2 of 3'],
    ['ru-RU', 'Осталось бесплатных расшифровок: 2 из 3'],
    ['ko-KR', '무료 텍스트 변환 3회 중 2회 남음'],
  ] as const)('reads right in %s', async (locale, text) => {
    expect((await translatorFor(locale))(freeUsesLabel({ level: 0, remaining: 2 }))).toBe(text);
  });

  // With one left, "Te quedan 1 transcripciones" would be wrong: the count stands apart.
  test.each([
    ['es-ES', 'Transcripciones gratuitas restantes: 1 de 3'],
    ['fr-FR', 'Transcriptions gratuites restantes\u00a0: 1 sur 3'],
    ['it-IT', 'Trascrizioni gratuite rimaste: 1 su 3'],
    ['pt-PT', 'Transcrições gratuitas restantes: 1 de 3'],
    ['de-DE', 'Verbleibende kostenlose Transkriptionen: 1 von 3'],
  ] as const)('reads right in %s with one left', async (locale, text) => {
    expect((await translatorFor(locale))(freeUsesLabel({ level: 0, remaining: 1 }))).toBe(text);
  });
});

describe('uploadErrorLabel', () => {
  // In English, the api-client's messages, except that an HTTP error says the upload failed.
  test.each<[UploadErrorInput, string]>([
    [
      { type: 'http', status: 413, statusText: 'Payload Too Large' },
      'Upload failed (413): Payload Too Large',
    ],
    [{ type: 'http', status: 502, statusText: '' }, 'Upload failed (502): Unknown error'],
    [{ type: 'http' }, 'Upload failed (0): Unknown error'],
    [{ type: 'timeout', timeoutMs: 30000 }, 'Upload timed out after 30000ms'],
    [{ type: 'network' }, 'Network error'],
    [{ type: 'abort' }, 'Upload cancelled by user'],
    [{ type: 'header_error', reason: 'bad token' }, 'Failed to set headers: bad token'],
    [
      { type: 'setup_error', reason: 'no XMLHttpRequest' },
      'Upload initialization failed: no XMLHttpRequest',
    ],
  ])('%j', async (error, text) => {
    expect((await translatorFor('en-US'))(uploadErrorLabel(error))).toBe(text);
  });

  test('translated for the reader', async () => {
    const t = await translatorFor('it-IT');
    expect(t(uploadErrorLabel({ type: 'http', status: 500 }))).toBe(
      'Caricamento non riuscito (500): Errore sconosciuto',
    );
    expect(t(uploadErrorLabel({ type: 'abort' }))).toBe('Caricamento annullato dall’utente');
  });

  test('an unknown type is a programming error', () => {
    expect(() => uploadErrorLabel({ type: 'gremlins' as never })).toThrow(
      /Unknown upload error type 'gremlins'/,
    );
  });
});
