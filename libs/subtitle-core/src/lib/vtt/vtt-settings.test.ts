import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../core/parse-error.js';
import type { VttCueSettings, VttRegion } from '../core/types.js';
import { defaultVttRegion } from './vtt-region.js';
import { defaultVttSettings, formatVttCueSettings, parseVttCueSettings } from './vtt-settings.js';

const REGIONS: VttRegion[] = [
  { ...defaultVttRegion(), id: 'fred', width: 40 },
  { ...defaultVttRegion(), id: 'bill' },
];

function read(text: string): { settings: VttCueSettings; errors: string[] } {
  const settings = defaultVttSettings();
  const errors = new ErrorCollector(false);
  parseVttCueSettings(text, 0, text.length, settings, REGIONS, errors, 7);
  for (const error of errors.errors) expect(error.line).toBe(7);
  return { settings, errors: errors.errors.map((error) => error.code) };
}

describe('parseVttCueSettings', () => {
  it.each<[string, Partial<VttCueSettings>]>([
    ['vertical:rl', { vertical: 'rl' }],
    ['vertical:lr', { vertical: 'lr' }],
    ['line:0', { line: 0, snapToLines: true }],
    ['line:-1', { line: -1, snapToLines: true }],
    ['line:-0', { line: 0 }],
    ['line:1.5', { line: 1.5 }],
    ['line:102041241024101120', { line: 102041241024101120 }],
    ['line:42%', { line: 42, snapToLines: false }],
    ['line:42.125%', { line: 42.125, snapToLines: false }],
    ['line:42%,end', { line: 42, snapToLines: false, lineAlign: 'end' }],
    ['line:3,center', { line: 3, lineAlign: 'center' }],
    ['position:10%', { position: 10 }],
    ['position:0%,line-left', { position: 0, positionAlign: 'line-left' }],
    ['position:50%,center', { position: 50, positionAlign: 'center' }],
    ['position:100%,line-right', { position: 100, positionAlign: 'line-right' }],
    ['size:35%', { size: 35 }],
    ['size:0%', { size: 0 }],
    ['align:start', { align: 'start' }],
    ['align:center', { align: 'center' }],
    ['align:end', { align: 'end' }],
    ['align:left', { align: 'left' }],
    ['align:right', { align: 'right' }],
    ['region:fred', { region: 'fred' }],
    ['align:left\tsize:50%   position:20%', { align: 'left', size: 50, position: 20 }],
    ['align:start align:end', { align: 'end' }],
  ])('reads %j', (text, changed) => {
    const { settings, errors } = read(text);
    expect(settings).toEqual({ ...defaultVttSettings(), ...changed });
    expect(errors).toEqual([]);
  });

  it.each([
    ['align:middle', 'the 2014 keyword, replaced by center'],
    ['align:START', 'keywords are case-sensitive'],
    ['vertical:RL', 'keywords are case-sensitive'],
    ['vertical:up', 'no such direction'],
    ['line:auto', 'needs a digit'],
    ['line:20-10', 'minus only first'],
    ['line:1.', 'a dot needs digits on both sides'],
    ['line:.5', 'a dot needs digits on both sides'],
    ['line:1..2', 'one dot at most'],
    ['line:101%', 'a percentage is at most 100'],
    ['line:5%2', 'percent sign last'],
    ['line:42%,middle', 'the 2014 keyword, replaced by center'],
    ['line:42%,left', 'not a line alignment'],
    ['position:42', 'needs a percentage'],
    ['position:%', 'needs digits'],
    ['position:-5%', 'no negative percentages'],
    ['position:42%,start', 'the 2014 keyword, replaced by line-left'],
    ['position:42%,middle', 'the 2014 keyword, replaced by center'],
    ['size:101%', 'at most 100'],
    ['size:1.%', 'a dot needs digits after it'],
    ['size:%42', 'percent sign last'],
    ['region:nobody', 'no such region'],
    ['align:', 'no value'],
    [':start', 'no name'],
    ['align', 'no colon'],
    ['colour:red', 'no such setting'],
  ])('ignores and reports %j (%s)', (text) => {
    const { settings, errors } = read(text);
    expect(settings).toEqual(defaultVttSettings());
    expect(errors).toEqual(['bad-cue-settings']);
  });

  it('keeps the valid settings around an invalid one', () => {
    const { settings, errors } = read('size:50% align:middle position:30%,line-right');
    expect(settings).toMatchObject({
      size: 50,
      align: 'center',
      position: 30,
      positionAlign: 'line-right',
    });
    expect(errors).toEqual(['bad-cue-settings']);
  });

  it.each([
    ['region:fred line:3', 'a line'],
    ['region:fred size:50%', 'a size other than 100%'],
    ['region:fred vertical:rl', 'vertical text'],
  ])('drops the region of %j, a cue with %s', (text) => {
    expect(read(text).settings.region).toBe('');
  });

  it.each([
    ['line:3 region:fred', 'a line'],
    ['size:100% region:fred', 'size 100%'],
  ])('keeps the region of %j when it comes after %s', (text) => {
    expect(read(text).settings.region).toBe('fred');
  });

  it('forgets an earlier region when a later one is unknown', () => {
    expect(read('region:fred region:nobody').settings.region).toBe('');
  });
});

describe('formatVttCueSettings', () => {
  const written = new Map([
    ['fred', 'fred'],
    ['two words', 'two_words'],
  ]);

  it.each<[Partial<VttCueSettings>, string]>([
    [{}, ''],
    [{ vertical: 'lr' }, ' vertical:lr'],
    [{ line: -2 }, ' line:-2'],
    [{ line: 42, snapToLines: false }, ' line:42%'],
    [{ line: 42, snapToLines: false, lineAlign: 'end' }, ' line:42%,end'],
    [{ line: 1e21 }, ' line:1000000000000000000000'],
    [{ lineAlign: 'end' }, ''],
    [{ position: 12.5 }, ' position:12.5%'],
    [{ position: 1e-7, positionAlign: 'line-right' }, ' position:0.0000001%,line-right'],
    [{ positionAlign: 'center' }, ''],
    [{ position: 150 }, ' position:100%'],
    [{ size: 40 }, ' size:40%'],
    [{ align: 'right' }, ' align:right'],
    [{ region: 'fred' }, ' region:fred'],
    [{ region: 'two words' }, ' region:two_words'],
    [{ region: 'unknown' }, ''],
    [
      { vertical: 'rl', line: 0, position: 10, size: 80, align: 'start', region: 'fred' },
      ' vertical:rl line:0 position:10% size:80% align:start region:fred',
    ],
  ])('writes %j as %j', (changed, text) => {
    expect(formatVttCueSettings({ ...defaultVttSettings(), ...changed }, written)).toBe(text);
  });

  it('writes settings that read back the same', () => {
    const settings: VttCueSettings = {
      ...defaultVttSettings(),
      line: 33.333333333333336,
      snapToLines: false,
      lineAlign: 'center',
      position: 0.1,
      positionAlign: 'line-left',
      size: 99.5,
      align: 'left',
      region: 'fred',
    };
    const text = formatVttCueSettings(settings, written);
    expect(read(text).settings).toEqual(settings);
  });
});
