import { readFileSync } from 'node:fs';
import { LOCALES } from '@captio/routing-rules';
import { createTranslator } from '@captio/i18n';
import { describe, expect, it } from 'vitest';
import type { Refusal } from '../../features/subtitle-files/read-subtitle.js';
import { PROBLEM_MESSAGES, refusalMessage } from './problem-messages.js';

function messages(locale: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

const CODES = Object.keys(PROBLEM_MESSAGES) as (keyof typeof PROBLEM_MESSAGES)[];

describe('problem messages', () => {
  it('give every parse error code a message of its own', () => {
    expect(CODES).toHaveLength(19);
    expect(new Set(Object.values(PROBLEM_MESSAGES)).size).toBe(CODES.length);
  });

  it.each(LOCALES)('name the line in %s', (locale) => {
    const t = createTranslator(locale, messages(locale) as never);
    for (const code of CODES) {
      const text = t(PROBLEM_MESSAGES[code] as never, { line: 4321 } as never);
      expect(text, `${locale} ${code}`).toMatch(/4[,. \u00a0\u202f]?321/);
    }
  });

  it('tell what the tools did with a subtitle that ends before it starts', () => {
    const t = createTranslator('en-US', messages('en-US') as never);
    expect(t(PROBLEM_MESSAGES['end-before-start'] as never, { line: 6 } as never)).toBe(
      'Line 6: this subtitle ended before it started, so its end was set to its start; players will not show it until its times are corrected.',
    );
  });

  it.each([
    [{ kind: 'empty' }, 'subtitleTools.refusal.empty'],
    [{ kind: 'too-large', limit: 1 }, 'subtitleTools.refusal.tooLarge'],
    [{ kind: 'binary' }, 'subtitleTools.refusal.binary'],
    [{ kind: 'not-subtitles' }, 'subtitleTools.refusal.notSubtitles'],
    [
      { kind: 'no-cues', format: 'vtt', problems: [], problemCount: 0 },
      'subtitleTools.refusal.noCues',
    ],
    [{ kind: 'unreadable' }, 'subtitleTools.refusal.unreadable'],
  ] as [Refusal, string][])('a refusal %j is told by %s', (refusal, key) => {
    expect(refusalMessage(refusal)).toBe(key);
  });
});
