import { createTranslator } from '@captio/i18n';
import { check, type Finding } from '@captio/subtitle-core';
import { describe, expect, test } from 'vitest';
import { CATALOGS } from '../../testing/render.js';
import { cueFindings, cueFlag, findingsByCue } from './cue-findings.js';

// Real findings from subtitle-core's check, as the page computes them.
const cues = [
  { start: 0, end: 1000, text: 'This line is far too long to be read comfortably in one second' },
  { start: 900, end: 1200, text: 'Hi' },
  { start: 5000, end: 7000, text: 'Fine.' },
];
const findings = check(cues, { lang: 'en' });

describe('findingsByCue', () => {
  test('groups check() findings by their cue, and gives one shared empty list to clean cues', () => {
    const byCue = findingsByCue(findings);
    expect(cueFindings(byCue, 0).map((f) => f.code)).toEqual(
      expect.arrayContaining(['reading-speed', 'line-too-long']),
    );
    expect(cueFindings(byCue, 1).map((f) => f.code)).toEqual(
      expect.arrayContaining(['overlap', 'too-short']),
    );
    expect(cueFindings(byCue, 2)).toEqual([]);
    expect(cueFindings(byCue, 2)).toBe(cueFindings(byCue, 7));
  });

  test('after an edit, a cue whose findings are the same keeps its list; a changed cue gets a new one', () => {
    const before = findingsByCue(findings);
    // The page patches the findings of the edited cue (1) and keeps the others' objects.
    const edited = check([cues[0], { ...cues[1], text: 'Hi there' }, cues[2]] as typeof cues, {
      lang: 'en',
    }).filter((f) => f.cueIndex === 1);
    const after = findingsByCue([...findings.filter((f) => f.cueIndex !== 1), ...edited], before);
    expect(cueFindings(after, 0)).toBe(cueFindings(before, 0));
    expect(cueFindings(after, 1)).not.toBe(cueFindings(before, 1));
    expect(cueFindings(after, 1)).toEqual(edited);
  });
});

describe('cueFlag', () => {
  const en = createTranslator('en-US', CATALOGS['en-US']);
  const de = createTranslator('de-DE', CATALOGS['de-DE']);
  const speed = findings.find((f) => f.code === 'reading-speed') as Finding;
  const line = findings.find((f) => f.code === 'line-too-long') as Finding;

  test('reading speed: characters per second to one decimal, with the limit', () => {
    const flag = cueFlag(speed);
    expect(flag.severity).toBe('warning');
    expect(en(flag.label)).toBe(
      `${Math.round((speed.value ?? 0) * 10) / 10} characters/s (max ${speed.limit})`,
    );
  });

  test.each([
    ['fr-FR', '16,1'],
    ['de-DE', '16,1'],
    ['ru-RU', '16,1'],
    ['en-US', '16.1'],
  ] as const)('reading speed in %s writes its decimal as the locale does (%s)', (locale, shown) => {
    const flag = cueFlag({
      code: 'reading-speed',
      severity: 'warning',
      cueIndex: 0,
      message: '',
      value: 16.12,
      limit: 12.5,
    });
    const text = createTranslator(locale, CATALOGS[locale])(flag.label);
    expect(text).toContain(shown);
    expect(text).toContain(locale === 'en-US' ? '12.5' : '12,5');
  });

  test('line length: the line, its length and the limit, in the reader’s locale', () => {
    expect(en(cueFlag(line).label)).toBe(`Line 1: ${line.value} characters (max ${line.limit})`);
    expect(de(cueFlag(line).label)).toContain(`${line.value}`);
    expect(de(cueFlag(line).label)).not.toBe(en(cueFlag(line).label));
  });

  test.each([
    'invalid-time',
    'out-of-order',
    'overlap',
    'non-positive-duration',
    'too-short',
    'too-long',
    'small-gap',
    'line-too-long',
    'too-many-lines',
    'reading-speed',
  ] as const)('%s has a label in every locale', (code) => {
    const flag = cueFlag({
      code,
      severity: 'warning',
      cueIndex: 0,
      message: '',
      value: 3,
      limit: 2,
    });
    for (const catalog of Object.values(CATALOGS)) {
      expect(catalog[flag.label.key]).toBeTruthy();
    }
  });
});
