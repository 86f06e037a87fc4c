import { parse, type VttCueSettings } from '@captio/subtitle-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from './support/test-app.js';
import {
  createTranscriptionApp,
  payingUser,
  type TranscriptionApp,
} from './support/transcription.js';
import { translateSubtitleText } from './support/translation.js';

/**
 * A WebVTT file laid out by hand: a title and metadata headers, a STYLE block, a region, a note,
 * a cue with an id at the top left, a voice in the region.
 */
const VTT = `WEBVTT - The film
Kind: captions
Language: en

STYLE
::cue(.yellow) { color: yellow; }

REGION
id:speakers
width:40%
lines:3

NOTE made by hand

intro
00:00:00.000 --> 00:00:01.800 line:0 position:20% align:start
The house is big.

00:00:01.800 --> 00:00:04.200 region:speakers
<v Bob>Good morning, everyone.
`;

/**
 * An ASS script for a 1080p video: a plain style and an italic sign style at the top, a note
 * to the translator as a comment event, a sign placed and faded by override tags.
 */
const ASS = `[Script Info]
Title: Episode 1
ScriptType: v4.00+
PlayResX: 1920
PlayResY: 1080

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,48,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1
Style: Sign,Georgia,40,&H0000FFFF,&H000000FF,&H00000000,&H00000000,0,-1,0,0,100,100,0,0,1,2,2,8,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,keep the sign short
Dialogue: 0,0:00:00.00,0:00:01.80,Default,,0,0,0,,The house is big.
; the sign
Dialogue: 1,0:00:01.80,0:00:04.20,Sign,,0,0,0,,{\\pos(960,100)\\fad(200,200)}Good morning, everyone.
`;

const SPANISH = ['La casa es grande.', 'Buenos días, todo el mundo.'];

type TranslatedFile = Awaited<ReturnType<typeof translateSubtitleText>>;

describe('a subtitle file’s translation keeps the file’s layout', () => {
  let t: TranscriptionApp;
  let user: SignedIn;

  beforeAll(async () => {
    t = await createTranscriptionApp();
    user = await payingUser(t, 100);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The file translated from English into Spanish, to its end. */
  async function intoSpanish(text: string, fileName: string) {
    const file = await translateSubtitleText(t, user, text, { from: 'en', to: 'es', fileName });
    expect(file.done.translation.status).toBe('SUCCESS');
    return file;
  }

  describe('WebVTT', () => {
    let file: TranslatedFile;
    beforeAll(async () => {
      file = await intoSpanish(VTT, 'film.vtt');
    });

    it('writes the translation with the header, style, region, note, ids and settings', async () => {
      const vtt = await file.download('format=vtt');
      const read = parse(vtt, { format: 'vtt' });
      expect(read.errors).toEqual([]);
      expect(vtt.split('\n').slice(0, 3)).toEqual([
        'WEBVTT - The film',
        'Kind: captions',
        'Language: es',
      ]);
      expect(read.header?.vttStyles).toEqual(['::cue(.yellow) { color: yellow; }']);
      expect(read.header?.vttNotes).toEqual(['made by hand']);
      expect(read.regions?.map((region) => [region.id, region.width, region.lines])).toEqual([
        ['speakers', 40, 3],
      ]);
      expect(read.cues.map(({ id, text, speaker }) => ({ id, text, speaker }))).toEqual([
        { id: 'intro', text: SPANISH[0], speaker: undefined },
        { id: undefined, text: `<v Bob>${SPANISH[1]}`, speaker: 'Bob' },
      ]);
      const [first, second] = read.cues.map((cue) => cue.settings as VttCueSettings);
      expect(first).toMatchObject({ line: 0, position: 20, align: 'start' });
      expect(second).toMatchObject({ region: 'speakers' });
    });

    it('names the original’s language in the original’s download', async () => {
      const vtt = await file.download('format=vtt&content=original');
      expect(vtt.split('\n').slice(0, 3)).toEqual([
        'WEBVTT - The film',
        'Kind: captions',
        'Language: en',
      ]);
      expect(parse(vtt, { format: 'vtt' }).cues[0]).toMatchObject({
        id: 'intro',
        text: 'The house is big.',
      });
    });

    it('keeps the cue on the first line at the top in SRT, as {\\an8}', async () => {
      // Where a cue starting at 20% of the width sits depends on the text's direction: centred.
      const srt = await file.download('format=srt');
      expect(srt).toContain(`{\\an8}${SPANISH[0]}\n`);
      expect(srt).not.toContain(`}${SPANISH[1]}`);
    });
  });

  describe('ASS', () => {
    let file: TranslatedFile;
    beforeAll(async () => {
      file = await intoSpanish(ASS, 'ep1.ass');
    });

    it('writes the translation in the script’s resolution, styles and positions', async () => {
      const ass = await file.download('format=ass');
      const read = parse(ass, { format: 'ass' });
      expect(read.errors).toEqual([]);
      expect(read.header?.scriptInfo).toEqual(
        expect.arrayContaining([
          ['Title', 'Episode 1'],
          ['PlayResX', '1920'],
          ['PlayResY', '1080'],
        ]),
      );
      expect(read.styles?.map((style) => [style.name, style.fields['Fontname']])).toEqual([
        ['Default', 'Arial'],
        ['Sign', 'Georgia'],
      ]);
      expect(ass).toContain(
        `Dialogue: 0,0:00:00.00,0:00:01.80,Default,,0,0,0,,${SPANISH[0]}\n; the sign\n`,
      );
      // The style makes the sign italic: no override says so a second time.
      expect(ass).toContain(
        `Dialogue: 1,0:00:01.80,0:00:04.20,Sign,,0,0,0,,{\\pos(960,100)\\fad(200,200)}${SPANISH[1]}\n`,
      );
    });

    it('gives the original back as the file had it, its comment events too', async () => {
      const ass = await file.download('format=ass&content=original');
      expect(ass).toContain(
        'Dialogue: 1,0:00:01.80,0:00:04.20,Sign,,0,0,0,,{\\pos(960,100)\\fad(200,200)}Good morning, everyone.\n',
      );
      expect(ass).toContain(
        'Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,keep the sign short\nDialogue: 0,',
      );
    });

    it('keeps the comment events in the translation, and leaves them out of a bilingual file', async () => {
      const translated = await file.download('format=ass');
      expect(translated).toContain(
        `Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,keep the sign short\nDialogue: 0,0:00:00.00,0:00:01.80,Default,,0,0,0,,${SPANISH[0]}\n; the sign\nDialogue: 1,`,
      );
      const bilingual = await file.download('format=ass&content=bilingual');
      expect(bilingual).not.toContain('keep the sign short');
      expect(bilingual).toContain('; the sign\nDialogue: 1,');
    });

    it('writes the sign italic once, at the top, in WebVTT and SRT', async () => {
      const vtt = parse(await file.download('format=vtt'), { format: 'vtt' }).cues;
      expect(vtt.map((cue) => cue.text)).toEqual([SPANISH[0], `<i>${SPANISH[1]}</i>`]);
      expect((vtt[1]?.settings as VttCueSettings).line).not.toBe('auto');
      const srt = await file.download('format=srt');
      expect(srt).toContain(`<i>${SPANISH[1]}</i>`);
      expect(srt).not.toContain('<i><i>');
    });

    it('places two tracks by their own styles, not both at the sign’s place', async () => {
      const ass = await file.download('format=ass&content=bilingual&bilingual_layout=tracks');
      expect(ass).not.toContain('\\pos(');
      const styles = parse(ass, { format: 'ass' }).cues.map((cue) => cue.style);
      expect(new Set(styles)).toEqual(new Set(['Original', 'Translation']));
    });
  });

  it('translates each voice of a WebVTT cue on its own line, and names it there', async () => {
    const vtt = [
      'WEBVTT\n',
      '00:00:00.000 --> 00:00:02.000\n<v Ana>The house is big.</v>\n<v Bob>Good morning, everyone.</v>\n',
    ].join('\n');
    const file = await intoSpanish(vtt, 'talk.vtt');
    expect(file.done.translate_file_json?.map((line) => line.text)).toEqual([SPANISH.join('\n')]);
    const written = parse(await file.download('format=vtt'), { format: 'vtt' }).cues;
    expect(written.map((cue) => cue.text)).toEqual([
      `<v Ana>${SPANISH[0]}</v>\n<v Bob>${SPANISH[1]}</v>`,
    ]);
    const txt = await file.download('format=txt&timestamps=false');
    expect(txt).toContain(`Ana: ${SPANISH[0]}\nBob: ${SPANISH[1]}`);
    const original = await file.download('format=vtt&content=original');
    expect(original).toContain('<v Ana>The house is big.</v>\n<v Bob>Good morning, everyone.</v>');
  });

  it('keeps a SubRip cue’s {\\an8} in SRT, and puts it at the top in WebVTT', async () => {
    const srt = [
      '1\n00:00:00,000 --> 00:00:01,800\n{\\an8}The house is big.\n',
      '2\n00:00:01,800 --> 00:00:04,200\nGood morning, everyone.\n',
    ].join('\n');
    const file = await translateSubtitleText(t, user, srt, { from: 'en', to: 'es' });
    const written = await file.download('format=srt');
    expect(written).toContain(`{\\an8}${SPANISH[0]}\n`);
    expect(written).not.toContain(`{\\an8}${SPANISH[1]}`);
    const vtt = parse(await file.download('format=vtt'), { format: 'vtt' }).cues;
    expect((vtt[0]?.settings as VttCueSettings).line).toBe(0);
    expect((vtt[1]?.settings as VttCueSettings | undefined)?.line ?? 'auto').toBe('auto');
  });

  it('keeps a colour around a whole cue in the translation, and every tag in the original', async () => {
    const srt = [
      '1\n00:00:00,000 --> 00:00:01,800\n<font color="#ffff00">The house is big.</font>\n',
      '2\n00:00:01,800 --> 00:00:04,200\nGood <font color="red">morning</font>, <u>everyone</u>.\n',
    ].join('\n');
    const file = await intoSpanish(srt, 'colours.srt');
    const translated = parse(await file.download('format=srt'), { format: 'srt' }).cues;
    expect(translated.map((cue) => cue.text)).toEqual([
      `<font color="#ffff00">${SPANISH[0]}</font>`,
      'Buenos días, <u>todo el mundo</u>.',
    ]);
    const original = parse(await file.download('format=srt&content=original'), { format: 'srt' });
    expect(original.cues.map((cue) => cue.text)).toEqual([
      '<font color="#ffff00">The house is big.</font>',
      'Good <font color="red">morning</font>, <u>everyone</u>.',
    ]);
  });

  it('stores no layout for a file that has none', async () => {
    const plain = await translateSubtitleText(
      t,
      user,
      '1\n00:00:00,000 --> 00:00:01,800\nThe house is big.\n',
      { from: 'en', to: 'es' },
    );
    expect(plain.row?.sourceLayout).toBeNull();
  });
});
