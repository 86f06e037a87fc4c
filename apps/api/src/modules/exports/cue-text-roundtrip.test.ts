import { escapeCueText, parse, stripTags, type Cue } from '@captio/subtitle-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderExport } from './index.js';

// Exports leave out control characters (no player shows them), a lone surrogate becomes U+FFFD.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
const withoutControls = (text: string) => text.replace(CONTROL, '').replace(/\p{Cs}/gu, '\ufffd');

/**
 * The text a viewer reads: a cue's lines without the spaces around them (players centre each
 * line) and without blank lines (a blank line ends a cue in both formats), control characters
 * left out by the export.
 */
const seen = (text: string) =>
  withoutControls(text)
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');

const visibleText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '<i>', '&amp;', ' ', '\n', '-->', ':', '{\\i1}'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }),
  ),
  minLength: 1,
  maxLength: 30,
});

describe.each(['srt', 'vtt'] as const)('any cue text survives %s export and parse', (format) => {
  it.each([true, false])('speakers %s', async (speakers) => {
    await fc.assert(
      fc.asyncProperty(fc.array(visibleText, { minLength: 1, maxLength: 5 }), async (texts) => {
        const cues: Cue[] = texts.map((text, index) => ({
          start: index * 2000,
          end: index * 2000 + 1500,
          text: escapeCueText(text),
          speaker: 'Ana',
        }));
        const { body } = await renderExport(
          { cues, fileName: 'x.mp4', language: 'en' },
          { kind: 'subtitle', format, timestamps: true, speakers },
        );
        const back = parse(body as string, { format });
        // SubRip puts a word joiner after '{' in a text '{\\...' so players do not read an override.
        const received = back.cues.map((cue) =>
          seen(stripTags(cue.text).replaceAll('{\u2060\\', '{\\')),
        );
        // A cue with nothing to show is left out.
        const shown = texts.filter((text) => seen(text) !== '');
        expect(received).toEqual(
          shown.map((text) => seen(speakers && format === 'srt' ? `Ana: ${text}` : text)),
        );
      }),
      { numRuns: 200 },
    );
  });
});
