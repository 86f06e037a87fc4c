/**
 * The WebVTT files of androidx/media (ExoPlayer). Their expectations live in WebvttParserTest.java;
 * the facts a viewer sees (cues, times, texts, positions) are checked here. ExoPlayer is more
 * lenient than the spec in two places, where we keep the spec (see the Conformance section of the README):
 * timestamps without three fraction digits, and the 2014 position alignments start/end.
 */
import { describe, expect, it } from 'vitest';
import { removeTags } from '../../src/lib/core/markup.js';
import type { Cue, ParseResult, VttCueSettings } from '../../src/lib/core/types.js';
import { defaultVttSettings } from '../../src/lib/vtt/vtt-settings.js';
import { errorCodes } from '../support/error-codes.js';
import { readFixture } from '../support/fixtures.js';
import { readVtt } from '../support/read-write-vtt.js';

function read(name: string): ParseResult {
  return readVtt(readFixture(`androidx-media/webvtt/${name}`));
}

function timesAndTexts(result: ParseResult): Array<[number, number, string]> {
  return result.cues.map((cue) => [cue.start, cue.end, removeTags(cue.text)]);
}

function settingsOf(cue: Cue | undefined): VttCueSettings {
  if (cue?.settings?.kind !== 'vtt') throw new Error('expected a WebVTT cue');
  return cue.settings;
}

const TYPICAL: Array<[number, number, string]> = [
  [0, 1234, 'This is the first subtitle.'],
  [2345, 3456, 'This is the second subtitle.'],
];

describe('androidx-media WebVTT files', () => {
  it.each(['typical', 'with_bom', 'typical_with_identifiers', 'typical_with_comments'])(
    '%s has the two typical cues',
    (name) => {
      const result = read(name);
      expect(timesAndTexts(result)).toEqual(TYPICAL);
      expect(result.errors).toEqual([]);
    },
  );

  it('typical keeps the comment after WEBVTT as header text', () => {
    expect(read('typical').header?.vttHeader).toBe('# This comment is allowed');
  });

  it('typical_with_identifiers and typical_with_comments keep the cue ids', () => {
    expect(read('typical_with_identifiers').cues.map((cue) => cue.id)).toEqual(['1', '2']);
    expect(read('typical_with_comments').cues.map((cue) => cue.id)).toEqual(['1', '2']);
  });

  it('typical_with_comments keeps its four NOTE blocks', () => {
    expect(read('typical_with_comments').header?.vttNotes).toEqual([
      'This is a comment block\nwith multiple lines',
      'Single line comment with a space',
      'Single line comment with a tab',
      'File ending with a comment',
    ]);
  });

  it('empty is no WebVTT file', () => {
    const result = read('empty');
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toEqual(['bad-signature@1']);
  });

  it('typical_with_bad_timestamps: the spec rejects every cue (ExoPlayer accepts the first two)', () => {
    const result = read('typical_with_bad_timestamps');
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toEqual([
      'bad-timestamp@4',
      'bad-timestamp@7',
      'bad-timestamp@10',
      'bad-timestamp@13',
      'bad-timestamp@16',
      'bad-timestamp@19',
    ]);
  });

  it('with_bad_cue_header skips only the cue with the bad timing', () => {
    const result = read('with_bad_cue_header');
    expect(timesAndTexts(result)).toEqual([
      [0, 1234, 'This is the first subtitle.'],
      [4000, 5000, 'This is the third subtitle.'],
    ]);
    expect(errorCodes(result)).toEqual(['bad-timestamp@6']);
  });

  it('with_consecutive_cues lets a cue start when the previous ends', () => {
    expect(timesAndTexts(read('with_consecutive_cues'))).toEqual([
      [0, 1234, 'This is the first subtitle.'],
      [1234, 3456, 'This is the second subtitle.'],
    ]);
  });

  it('with_overlapping_timestamps keeps overlapping cues in file order', () => {
    expect(read('with_overlapping_timestamps').cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 3000],
      [1000, 2000],
      [4000, 6000],
      [5000, 7000],
    ]);
  });

  it('with_tags keeps the markup in the text and shows the escaped characters', () => {
    const result = read('with_tags');
    expect(result.cues.map((cue) => cue.text)).toEqual([
      'This is the <i>first</i> subtitle.',
      'This is the <b><i>second</b></i> subtitle.',
      'This is the <c.red.caps>third</c> subtitle.',
      'This is the &lt;fourth&gt; &amp;subtitle.',
    ]);
    expect(removeTags(result.cues[3]?.text ?? '')).toBe('This is the <fourth> &subtitle.');
  });

  it('with_positioning reads the settings the current spec defines', () => {
    const result = read('with_positioning');
    expect(result.cues).toHaveLength(8);
    const settings = result.cues.map(settingsOf);
    const defaults = defaultVttSettings();
    expect(settings).toEqual([
      // position:60%,end is the 2014 syntax, skipped whole by the spec (ExoPlayer: 60%, end).
      { ...defaults, align: 'start', size: 35 },
      // position:10 has no '%'.
      { ...defaults, align: 'end' },
      // align:middle is the 2014 keyword, skipped; center is the default anyway.
      { ...defaults, line: 45, snapToLines: false, lineAlign: 'end' },
      { ...defaults, line: -10 },
      { ...defaults, align: 'right' },
      { ...defaults },
      // position:20%,start is the 2014 syntax (ExoPlayer: 20%, start).
      { ...defaults },
      { ...defaults, position: 70, positionAlign: 'line-right' },
    ]);
    expect(errorCodes(result)).toEqual([
      'bad-cue-settings@5',
      'bad-cue-settings@11',
      'bad-cue-settings@16',
      'bad-cue-settings@21',
      'bad-cue-settings@36',
    ]);
    expect(result.cues[7]?.text).toBe('This is the eighth subtitle.');
  });

  it('with_vertical reads the writing directions', () => {
    expect(read('with_vertical').cues.map((cue) => settingsOf(cue).vertical)).toEqual([
      'rl',
      'lr',
      '',
    ]);
  });

  it('with_rubies keeps ruby markup and both style sheets', () => {
    const result = read('with_rubies');
    expect(result.cues).toHaveLength(4);
    expect(result.cues[0]?.text).toBe('Some <ruby.over>text with over-ruby<rt>over</rt></ruby>.');
    expect(result.header?.vttStyles).toHaveLength(2);
    expect(result.header?.vttStyles?.[0]).toContain('ruby-position: under;');
  });

  it('with_wide_unicode_chars_and_cr_endings reads CR line breaks and astral characters', () => {
    const result = read('with_wide_unicode_chars_and_cr_endings');
    expect(timesAndTexts(result)).toEqual([[0, 1234, '\u{1F61B}\n\u{1F61B}']]);
  });

  it('with_x-timestamp-map_header keeps the HLS header line and times over 99 hours', () => {
    const result = read('with_x-timestamp-map_header');
    expect(result.header?.vttHeader).toBe('\nX-TIMESTAMP-MAP=LOCAL:1:11:16.443,MPEGTS:384879885');
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [958_715_679, 958_717_305, '  Cue text one'],
      [958_717_433, 958_718_276, '  Cue text two'],
    ]);
  });

  it('with_css_styles keeps four style sheets and the note between them', () => {
    const result = read('with_css_styles');
    expect(result.header?.vttStyles).toHaveLength(4);
    expect(result.header?.vttStyles?.[1]).toBe(
      '::cue(#id2) {\n  color: peachpuff;\n}\n::cue(v[voice="LaGord"]) { background-color: lime }',
    );
    expect(result.header?.vttNotes).toEqual(['comment blocks can be used between style blocks.']);
    expect(result.cues.map((cue) => cue.id)).toEqual(['id1', 'id2', undefined, undefined]);
    expect(result.cues[3]?.text).toBe(
      "<v  LaGord>You are an idiot</v>\n<v  The Frog>You don't have the guts</v>",
    );
    expect(result.cues[3]?.speaker).toBeUndefined();
  });

  it('with_css_complex_selectors reads six style sheets and ids with any characters', () => {
    const result = read('with_css_complex_selectors');
    expect(result.header?.vttStyles).toHaveLength(6);
    expect(result.cues.map((cue) => cue.id)).toEqual(['id', 'íd', '_id', undefined, 'anId']);
  });

  it('with_css_text_combine_upright keeps a two-line NOTE as one note', () => {
    const result = read('with_css_text_combine_upright');
    expect(result.header?.vttNotes).toEqual([
      'https://developer.mozilla.org/en-US/docs/Web/CSS/text-combine-upright\nNOTE The `digits` values are ignored in CssParser and all assumed to be `all`',
    ]);
    expect(result.cues.map((cue) => settingsOf(cue).vertical)).toEqual(['rl', 'rl']);
  });

  it('with_font_size keeps all six style sheets, even those with bad CSS values', () => {
    const result = read('with_font_size');
    expect(result.header?.vttStyles).toHaveLength(6);
    expect(result.cues[0]?.text).toBe('<c.unit-em>Sentence with font-size set to 4.4em.</c>');
    expect(result.errors).toEqual([]);
  });
});
