import { lineLengthLimits, textLength } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { brokenLikeSource, tidiedMarkup } from './line-breaks.js';

const LONG_SPANISH =
  'Esta es la segunda línea de un subtítulo bastante largo, que el motor devolvió en una sola línea.';

describe('a translated cue broken into lines as its source was', () => {
  it.each([
    ['a one-line source', 'A short line.', 'Una línea corta.', 'es', 'Una línea corta.'],
    [
      'a two-line source whose translation fits one line',
      'Second line\nwith two lines',
      'Segunda línea con dos líneas',
      'es',
      'Segunda línea con dos líneas',
    ],
    ['a translation the engine broke itself', 'One\ntwo', 'Uno\ndos', 'es', 'Uno\ndos'],
  ])('leaves %s as the engine wrote it', (_name, source, translated, language, expected) => {
    expect(brokenLikeSource(source, translated, language)).toBe(expected);
  });

  it('breaks a long translation of a two-line cue into lines the language allows, in one cue', () => {
    const broken = brokenLikeSource(
      'This is the second line of a\nrather long subtitle.',
      LONG_SPANISH,
      'es',
    );
    const lines = broken.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(LONG_SPANISH);
    const most = lineLengthLimits('es').default;
    for (const line of lines) expect(textLength(line)).toBeLessThanOrEqual(most);
  });

  it('keeps the markup whole across the break', () => {
    const broken = brokenLikeSource('Hello\nthere', `<i>${LONG_SPANISH}</i>`, 'es');
    expect(broken.startsWith('<i>')).toBe(true);
    expect(broken.endsWith('</i>')).toBe(true);
    expect(broken).toContain('\n');
  });
});

describe('a dialogue cue whose translation came back on one line', () => {
  it.each([
    ['plain', '- Wait for me!\n- No.', '- ¡Espérame! - No.', '- ¡Espérame!\n- No.'],
    [
      'each speaker in markup',
      '<i>- Wait for me!</i>\n<b>- No.</b>',
      '<i>- ¡Espérame!</i> <b>- No.</b>',
      '<i>- ¡Espérame!</i>\n<b>- No.</b>',
    ],
    ['en dashes', '– Yes?\n– Yes.', '– ¿Sí? – Sí.', '– ¿Sí?\n– Sí.'],
    [
      'a dash inside a line, not a speaker’s',
      '- It was 1990 - 1995.\n- Sure.',
      '- Fue 1990 - 1995. - Claro.',
      '- Fue 1990 - 1995. - Claro.',
    ],
  ])('%s: one speaker per line', (_name, source, translated, expected) => {
    const broken = (text: string) => brokenLikeSource(source.replace(/<[^>]+>/g, ''), text, 'es');
    expect(broken(translated)).toBe(expected);
  });
});

describe('tidiedMarkup', () => {
  it.each([
    ['soy <b>Alice </b>.', 'soy <b>Alice</b>.'],
    ['<i>Hola </i></b>!', '<i>Hola</i></b>!'],
    ['<i>Hola </i>amigo', '<i>Hola </i>amigo'],
    ['plain , text', 'plain , text'],
  ])('%j -> %j', (text, tidy) => {
    expect(tidiedMarkup(text)).toBe(tidy);
  });
});
