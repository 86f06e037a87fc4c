import { describe, expect, it } from 'vitest';
import { cueTextToHtml } from './cue-text-html.js';
import { parseCueText } from './parse-cue-text.js';

const KARAOKE = 'Never <00:00:01.000>drink <00:00:02.000>liquid <00:00:03.000>nitrogen';

/** [the cue text, the playback time in ms, the HTML with its past and future marks]. */
const CASES: [string, number, string][] = [
  [
    KARAOKE,
    500,
    'Never <span data-timestamp="00:00:01.000"></span><span data-future>drink </span><span data-timestamp="00:00:02.000"></span><span data-future>liquid </span><span data-timestamp="00:00:03.000"></span><span data-future>nitrogen</span>',
  ],
  [
    KARAOKE,
    1500,
    '<span data-past>Never </span><span data-timestamp="00:00:01.000"></span>drink <span data-timestamp="00:00:02.000"></span><span data-future>liquid </span><span data-timestamp="00:00:03.000"></span><span data-future>nitrogen</span>',
  ],
  [
    KARAOKE,
    3500,
    '<span data-past>Never </span><span data-timestamp="00:00:01.000"></span><span data-past>drink </span><span data-timestamp="00:00:02.000"></span><span data-past>liquid </span><span data-timestamp="00:00:03.000"></span>nitrogen',
  ],
  // At a timestamp's own time, neither the word before it nor the one after it is marked: the
  // standard compares strictly.
  [
    KARAOKE,
    2000,
    '<span data-past>Never </span><span data-timestamp="00:00:01.000"></span>drink <span data-timestamp="00:00:02.000"></span>liquid <span data-timestamp="00:00:03.000"></span><span data-future>nitrogen</span>',
  ],
  // An element is in the past when a timestamp after it, its own children's included, is earlier.
  [
    '<c.word>one <00:00:01.000>two</c> three',
    1500,
    '<span class="word" data-past><span data-past>one </span><span data-timestamp="00:00:01.000"></span>two</span> three',
  ],
  [
    'one <00:00:01.000><i>two</i>',
    500,
    'one <span data-timestamp="00:00:01.000"></span><i data-future><span data-future>two</span></i>',
  ],
  ['no timestamps', 1000, 'no timestamps'],
];

describe('cueTextToHtml with a playback time', () => {
  it.each(CASES)('marks %j at %d ms', (text, time, html) => {
    expect(cueTextToHtml(parseCueText(text), { time })).toBe(html);
  });

  it('marks nothing without a time, or at a time that is not one (NaN before the media loads)', () => {
    const tree = parseCueText(KARAOKE);
    expect(cueTextToHtml(tree, { time: NaN })).toBe(cueTextToHtml(tree));
    expect(cueTextToHtml(tree)).not.toMatch(/data-(past|future)/);
  });

  it('keeps line breaks as asked inside a marked text', () => {
    const html = cueTextToHtml(parseCueText('a\nb <00:00:01.000>c\nd'), {
      time: 0,
      lineBreaks: 'br',
    });
    expect(html).toBe(
      'a<br>b <span data-timestamp="00:00:01.000"></span><span data-future>c<br>d</span>',
    );
  });
});
