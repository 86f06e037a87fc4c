// Each format is written with the tags it has, and no other (README "Formats").
import { describe, expect, it } from 'vitest';
import { FORMATS, format, parse } from '../../src/index.js';
import type { Cue, SubtitleFormat } from '../../src/index.js';

const ASS_HEADER =
  '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';

function assEvent(text: string): string {
  return `${ASS_HEADER}Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,${text}\n`;
}

/** The text of the only cue of a file written as `to`, as the file holds it. */
function writtenText(cues: Cue[], to: SubtitleFormat): string {
  const out = format(cues, to, { timestamps: false });
  if (to === 'ass' || to === 'ssa') return out.slice(out.lastIndexOf(',,') + 2).trim();
  if (to === 'lrc') return out.slice(out.indexOf(']') + 1, out.indexOf('\n'));
  if (to === 'ttml') return /<p [^>]*>(.*)<\/p>/.exec(out)?.[1] ?? '';
  const lines = out.trim().split('\n');
  return lines[lines.length - 1] ?? '';
}

// Tags of each format, by what players read in it.
const KEPT: Record<SubtitleFormat, RegExp> = {
  srt: /^<\/?(?:i|b|u|font(?: [^>]*)?)>$/,
  // And tags it does not know from WebVTT text (<span>): players drop them, as the rules say.
  vtt: /^<\/?(?:[cibuv]|lang|ruby|rt|span)(?:[.\s][^>]*)?>$|^<\d/,
  ass: /^$/,
  ssa: /^$/,
  lrc: /^$/,
  txt: /^$/,
  md: /^$/,
  csv: /^$/,
  // Its styling is a span's tts: attributes; its language a span's xml:lang.
  ttml: /^<\/?span(?: (?:tts:\w+|xml:lang)="[^"]*")*>$|^<br\/>$/,
};

describe('tags each format has', () => {
  const fromAss = parse(assEvent('{\\s1}strike{\\s0} {\\i1}it{\\i0}')).cues;
  const fromVtt: Cue[] = [
    {
      start: 1000,
      end: 2000,
      text: '<c.yellow>c</c> <s>s</s> <b.loud>b</b> <i>i</i> <span>sp</span> <lang en>l</lang>',
    },
  ];

  it.each(FORMATS.map((to) => [to]))('%s: only its own tags, every text kept', (to) => {
    for (const [cues, words] of [
      [fromAss, ['strike', 'it']],
      [fromVtt, ['c', 's', 'b', 'i', 'sp', 'l']],
    ] as const) {
      const text = writtenText(cues, to);
      for (const tag of text.match(/<[^<>]*>/g) ?? []) expect(tag).toMatch(KEPT[to]);
      expect(text.replace(/<[^<>]*>|\{[^{}]*\}|\*/g, '').split(/\s+/)).toEqual(
        to === 'csv' ? [`00:00:01.000,00:00:02.000,,${words[0]}`, ...words.slice(1)] : words,
      );
    }
  });

  it.each([
    ['vtt', 'ASS', fromAss, 'strike <i>it</i>'],
    ['srt', 'ASS', fromAss, 'strike <i>it</i>'],
    ['ass', 'ASS', fromAss, '{\\s1}strike{\\s0} {\\i1}it{\\i0}'],
    [
      'vtt',
      'WebVTT',
      fromVtt,
      '<c.yellow>c</c> s <b.loud>b</b> <i>i</i> <span>sp</span> <lang en>l</lang>',
    ],
    ['srt', 'WebVTT', fromVtt, 'c s <b>b</b> <i>i</i> sp l'],
  ] as const)('%s from %s cue text', (to, _from, cues, written) => {
    expect(writtenText([...cues], to)).toBe(written);
  });
});
