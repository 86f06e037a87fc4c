// \N, \n and \h as libass reads them (ass_render.c: \n breaks the line only with WrapStyle 2,
// else it is a space; \h is a no-break space), read and written.
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import { createCueStream } from '../stream/cue-stream.js';

const EVENTS =
  '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';

function script(wrapStyle: string | undefined, text: string): string {
  const info = wrapStyle === undefined ? '' : `WrapStyle: ${wrapStyle}\n`;
  const event = `Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,${text}\n`;
  return `[Script Info]\nScriptType: v4.00+\n${info}\n${EVENTS}${event}${event}`;
}

describe('ASS line breaks and hard spaces', () => {
  it.each([
    [undefined, 'one\\ntwo', 'one two'],
    ['0', 'one\\ntwo', 'one two'],
    ['1', 'one\\ntwo', 'one two'],
    ['3', 'one\\ntwo', 'one two'],
    ['2', 'one\\ntwo', 'one\ntwo'],
    [' 2 ', 'one\\ntwo', 'one\ntwo'],
    ['0', 'one\\Ntwo', 'one\ntwo'],
    ['2', 'one\\Ntwo', 'one\ntwo'],
    ['0', 'a\\hb', 'a\u00A0b'],
  ])('WrapStyle %s: %s reads %j', (wrapStyle, text, read) => {
    const file = script(wrapStyle, text);
    const result = parse(file);
    expect(result.cues.map((cue) => cue.text)).toEqual([read, read]);
    // The stream reads the second event in a run of its own: the WrapStyle must reach it.
    const stream = createCueStream('ass');
    const half = file.lastIndexOf('Dialogue');
    const cues = [...stream.write(file.slice(0, half)), ...stream.write(file.slice(half))];
    expect([...cues, ...stream.end()].map((cue) => cue.text)).toEqual([read, read]);
    // Written back unchanged, and as the line break or space to other formats.
    expect(format(result, 'ass')).toContain(`,,${text}\n`);
    expect(format(result, 'srt')).toContain(`\n${read}\n`);
  });

  it.each([
    ['one\ntwo', 'one\\Ntwo'],
    ['a\u00A0b', 'a\\hb'],
    ['C:\\new', 'C:\\\u2060new'],
  ])('cue text %j is written %s', (text, written) => {
    expect(format([{ start: 0, end: 1000, text }], 'ass')).toContain(`,,${written}\n`);
  });
});
