import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeHtmlCharacterReferences } from './html-character-references.js';

const LIBRARY = join(import.meta.dirname, '..', '..', '..');
const ENTITIES = join(LIBRARY, 'test', 'fixtures', 'whatwg-entities', 'entities.json');
const entities: Record<string, { characters: string }> = JSON.parse(readFileSync(ENTITIES, 'utf8'));

describe('the named reference table', () => {
  it('holds the whole of the HTML standard: 2,231 entries, 106 of them legacy names', () => {
    const names = Object.keys(entities);
    expect(names).toHaveLength(2231);
    expect(names.filter((name) => !name.endsWith(';'))).toHaveLength(106);
  });

  it.each(Object.entries(entities))('%s', (name, { characters }) => {
    expect(decodeHtmlCharacterReferences(name)).toBe(characters);
    // Followed by text, a legacy name still ends where the table's name ends.
    expect(decodeHtmlCharacterReferences(`x${name} y`)).toBe(`x${characters} y`);
  });

  it('is what the script generates from the kept entities.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'named-references-'));
    try {
      const output = join(dir, 'named-references.ts');
      execFileSync(process.execPath, [
        join(LIBRARY, 'scripts', 'generate-named-references.mjs'),
        ENTITIES,
        output,
      ]);
      expect(readFileSync(output, 'utf8')).toBe(
        readFileSync(join(import.meta.dirname, 'named-references.ts'), 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// HTML's character reference state, for text (https://html.spec.whatwg.org/#character-reference-state).
const CASES: [string, string, string][] = [
  ['a name and its ;', '&copy;', '\u00A9'],
  ['names are case-sensitive', '&AMP;&Amp;', '&&Amp;'],
  ['a legacy name without ;', '&copy 2024', '\u00A9 2024'],
  ['the longest legacy name the text starts with', '&notit;', '\u00ACit;'],
  ['a longer name with its ;', '&notin;', '\u2209'],
  ['a legacy name before letters', '&ampx;', '&x;'],
  ['a name that needs its ; and has none', '&hellip', '&hellip'],
  ['an unknown name', '&nosuch;', '&nosuch;'],
  ['a name of two code points', '&nsubE;', '\u2AC5\u0338'],
  ['an astral character', '&Afr;', '\u{1D504}'],
  ['the longest name', '&CounterClockwiseContourIntegral;', '\u2233'],
  ['a lone &', 'AT&T & co', 'AT&T & co'],
  ['& then ;', '&;', '&;'],
  ['a run of letters far past any name', `&${'a'.repeat(100)};`, `&${'a'.repeat(100)};`],
  ['decimal', '&#65;', 'A'],
  ['hex', '&#x41;&#X41;', 'AA'],
  ['numeric without ;', '&#65B', 'AB'],
  ['hex without ;', '&#x41g', 'Ag'],
  ['# without digits', '&#;&#x;&#xg', '&#;&#x;&#xg'],
  ['NUL', '&#0;', '\uFFFD'],
  ['a surrogate', '&#xDC00;', '\uFFFD'],
  ['past U+10FFFF', `&#${'9'.repeat(30)};`, '\uFFFD'],
  ['0x80-0x9F as Windows-1252', '&#128;&#x9F;', '\u20AC\u0178'],
  ['a C1 code Windows-1252 leaves undefined', '&#x81;', '\u0081'],
  ['a noncharacter, kept', '&#xFFFE;', '\uFFFE'],
  ['references one after another', '&lt;&gt;&amp;amp;', '<>&amp;'],
];

describe('decodeHtmlCharacterReferences', () => {
  it.each(CASES)('%s: %j', (_rule, input, expected) => {
    expect(decodeHtmlCharacterReferences(input)).toBe(expected);
  });
});
