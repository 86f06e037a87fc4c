import { describe, expect, it } from 'vitest';
import {
  convertFontTags,
  readSingleVoice,
  sanitizeBlockText,
  sanitizeCueText,
  voiceTag,
} from './vtt-cue-text.js';

describe('readSingleVoice', () => {
  it.each([
    ['<v Roger>text', 'Roger'],
    ['<v.loud Roger>text', 'Roger'],
    ['<v.a.b   Mary   Jane >text</v>', 'Mary Jane'],
    ['<v\tTab>text', 'Tab'],
    ['<v Tom &amp; Jerry>text', 'Tom & Jerry'],
    ['<v Bob>', 'Bob'],
  ])('reads %j as spoken by %j', (text, speaker) => {
    expect(readSingleVoice(text)).toBe(speaker);
  });

  it.each([
    ['<v>text', 'no name'],
    ['<v.loud>text', 'a class but no name'],
    ['<vx Bob>text', 'another tag'],
    ['<v Bob', 'an unclosed tag'],
    ['<v A>a</v> <v B>b', 'two voices'],
    ['<v A>a</v> and more', 'text after the voice'],
    [' <v A>a', 'text before the voice'],
  ])('finds no single speaker in %j (%s)', (text) => {
    expect(readSingleVoice(text)).toBeUndefined();
  });
});

describe('voiceTag', () => {
  it.each([
    ['Bob', '<v Bob>'],
    ['  Mary\n Jane ', '<v Mary Jane>'],
    ['A<B>&C', '<v A&lt;B&gt;&amp;C>'],
    ['   ', ''],
  ])('writes %j as %j', (speaker, tag) => {
    expect(voiceTag(speaker)).toBe(tag);
  });

  it('reads back the speaker it writes', () => {
    for (const speaker of ['Bob', 'A<B>&C', 'Dr. Who']) {
      expect(readSingleVoice(`${voiceTag(speaker)}hi`)).toBe(speaker);
    }
  });
});

describe('sanitizeCueText', () => {
  it.each([
    ['plain', 'plain'],
    ['two\nlines', 'two\nlines'],
    ['gap\n\nbetween', 'gap\nbetween'],
    ['\nleading\n', 'leading'],
    ['a --> b', 'a --&gt; b'],
    ['windows\r\nbreaks\r\rand old mac', 'windows\nbreaks\nand old mac'],
    ['   ', '   '],
    ['', ''],
  ])('makes %j safe as %j', (text, safe) => {
    expect(sanitizeCueText(text)).toBe(safe);
  });
});

describe('sanitizeBlockText', () => {
  it('drops blank lines and replaces arrows', () => {
    expect(sanitizeBlockText('a\n\nb --> c\r\n', '-- >')).toBe('a\nb -- > c');
  });
});

describe('convertFontTags', () => {
  it.each([
    ['<font color="red">x</font>', '<c.red>x</c>'],
    ['<font color="#FFFF00">x</font> y', '<c.yellow>x</c> y'],
    ["<font color='lime'><b>x</b></font>", '<c.lime><b>x</b></c>'],
    ['<font color="#123456">x</font>', 'x'],
    ['<font face="Arial" size="20">x</font>', 'x'],
    ['<font color="red">a <font face="x">b</font> c</font>', '<c.red>a b c</c>'],
    ['no tags', 'no tags'],
    ['<i>kept</i>', '<i>kept</i>'],
  ])('writes %j as %j', (text, converted) => {
    expect(convertFontTags(text)).toBe(converted);
  });
});
