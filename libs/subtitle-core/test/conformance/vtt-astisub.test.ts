/**
 * The WebVTT files of asticode/go-astisub: *-in.vtt inputs and the *-out.vtt files astisub writes
 * for them. astisub reads timestamps the spec rejects ("00:01:39", "00:02:04.08"); we keep the spec
 * (see the Conformance section of the README), so the round trip is checked after writing those times out in full.
 */
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../src/lib/core/types.js';
import { defaultVttSettings } from '../../src/lib/vtt/vtt-settings.js';
import { errorCodes } from '../support/error-codes.js';
import { readFixture } from '../support/fixtures.js';
import { readVtt } from '../support/read-write-vtt.js';

function read(name: string): ParseResult {
  return readVtt(readFixture(`go-astisub/${name}`));
}

/** Writes the timestamps astisub accepts in the spec's notation: '00:01:39' and '00:02:04.08'. */
function completeTimestamps(text: string): string {
  return text.replace(
    /\b(\d{2}:\d{2}:\d{2})(?:\.(\d{1,2}))?(?=\s)/g,
    (_whole, clock: string, fraction?: string) => `${clock}.${(fraction ?? '').padEnd(3, '0')}`,
  );
}

/** What a viewer gets from a cue: times, text and placement (ids are renumbered by astisub). */
function meaning(result: ParseResult): unknown[] {
  return result.cues.map(({ start, end, text, settings }) => ({ start, end, text, settings }));
}

describe('go-astisub WebVTT files', () => {
  it('broken-1-in.vtt is no WebVTT file', () => {
    const result = read('broken-1-in.vtt');
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toEqual(['bad-signature@1']);
  });

  it('example-in.vtt: the spec rejects every cue, all timestamps lacking fraction digits', () => {
    const result = read('example-in.vtt');
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toEqual([
      // A blank line inside the second STYLE block ends it; the rest is stray text.
      'skipped-line@21',
      // "Region:" lines are the 2014 header syntax, here not even in the header.
      'skipped-line@25',
      'bad-timestamp@29',
      'bad-timestamp@36',
      'bad-timestamp@40',
      'bad-timestamp@45',
      'bad-timestamp@49',
      'bad-timestamp@54',
    ]);
    expect(result.header?.vttStyles).toHaveLength(2);
    expect(result.header?.vttNotes).toEqual([
      'this a nice example\nNOTE of a VTT',
      'This a comment inside the VTT\nand this is the second line',
    ]);
  });

  it('example-in-non-utf8.vtt (UTF-16) reads like example-in.vtt once decoded', () => {
    // readFixture decodes it by its UTF-16 LE byte order mark.
    const decoded = read('example-in-non-utf8.vtt');
    const utf8 = read('example-in.vtt');
    expect(decoded.header).toEqual(utf8.header);
    expect(errorCodes(decoded)).toEqual(errorCodes(utf8));
  });

  it('example-out.vtt is what astisub writes: six cues', () => {
    const result = read('example-out.vtt');
    expect(result.cues.map((cue) => [cue.id, cue.start, cue.end, cue.text])).toEqual([
      ['1', 99_000, 101_040, '(deep rumbling)'],
      ['2', 124_080, 127_120, 'MAN:\nHow did we end up here?'],
      ['3', 132_160, 135_200, 'This place is horrible.'],
      ['4', 140_240, 142_280, 'Smells like balls.'],
      ['5', 148_320, 151_360, "We don't belong\nin this shithole."],
      ['6', 151_400, 153_440, '(computer playing\nelectronic melody)'],
    ]);
    expect(result.cues[1]?.settings).toEqual({
      ...defaultVttSettings(),
      align: 'left',
      position: 10,
      positionAlign: 'line-left',
      size: 35,
    });
    // The regions are written in the 2014 "Region:" syntax, so cues cannot use them.
    expect(result.regions).toBeUndefined();
    expect(errorCodes(result)).toEqual([
      'skipped-line@18',
      'bad-cue-settings@25',
      'bad-cue-settings@32',
    ]);
  });

  it('example-in.vtt and example-out.vtt mean the same cues once the times are written in full', () => {
    const input = readVtt(completeTimestamps(readFixture('go-astisub/example-in.vtt')));
    const output = read('example-out.vtt');
    expect(input.cues).toHaveLength(6);
    expect(meaning(input)).toEqual(meaning(output));
  });

  it('example-in-carriage-return.vtt reads CR line breaks', () => {
    const result = read('example-in-carriage-return.vtt');
    expect(result.cues.map((cue) => [cue.id, cue.start, cue.end])).toEqual([
      ['1', 0, 3766],
      ['2', 3767, 10_732],
      ['3', 10_733, 14_066],
    ]);
    expect(result.cues[0]?.text).toBe(
      'Did one of the last stories strike you as\nmore interesting than the other?',
    );
  });

  it('example-in-html-entities.vtt keeps character references as written, like its output', () => {
    const input = read('example-in-html-entities.vtt');
    expect(input.cues.map((cue) => cue.text)).toEqual([
      'The man in black fled across the desert, &nbsp;\n&amp; the gunslinger followed.',
      'Go,&nbsp;then,',
      'there are other &lt; worlds than these.',
    ]);
    expect(read('example-out-html-entities.vtt').cues).toEqual(input.cues);
  });

  it('example-out-styled.vtt keeps the markup of its ten cues', () => {
    const result = read('example-out-styled.vtt');
    expect(result.cues).toHaveLength(10);
    expect(result.cues[0]?.text).toBe('<c.lime><b>[instrumental music]</b></c>');
    expect(result.cues[9]?.text).toBe('<i>x</i>^3 * <i>x</i> = 100');
    expect(result.errors).toEqual([]);
  });
});
