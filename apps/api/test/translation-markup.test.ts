import { cueTextToVtt, parse, parseCueText, stripTags } from '@captio/subtitle-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from './support/test-app.js';
import {
  createTranscriptionApp,
  payingUser,
  type TranscriptionApp,
} from './support/transcription.js';
import { translateSubtitleText } from './support/translation.js';

/**
 * A subtitle file with italic and bold, as SubRip writes them: a title in italics, a word in
 * bold, a cue of two lines, text that looks like markup, and a cue whose tags Apertium moves past
 * each other ('<p>El</b> coche viejo del <b> <i>amigo</i> bueno.</p>').
 */
const SRT = [
  '1\n00:00:00,000 --> 00:00:01,800\n<i>Good morning</i>, everyone.\n',
  '2\n00:00:01,800 --> 00:00:04,200\nThe house is <b>big</b>.\n',
  '3\n00:00:04,200 --> 00:00:06,000\nHello <i>my good friend</i>,\nhow are you?\n',
  '4\n00:00:06,000 --> 00:00:07,000\nTom & Jerry <3\n',
  "5\n00:00:07,000 --> 00:00:09,000\nThe <i>good</i> friend's <b>old</b> car.\n",
].join('\n');

/** Every tag opened is closed, innermost first: what reading and writing it again leaves as is. */
const wellFormed = (text: string) => cueTextToVtt(parseCueText(text)) === text;

const texts = (body: string, format: 'srt' | 'vtt' | 'ass') =>
  parse(body, { format }).cues.map((cue) => cue.text);

describe('italic, bold and underline through a subtitle file’s translation (Apertium)', () => {
  let t: TranscriptionApp;
  let user: SignedIn;
  let file: Awaited<ReturnType<typeof translateSubtitleText>>;

  beforeAll(async () => {
    t = await createTranscriptionApp();
    user = await payingUser(t, 100);
    file = await translateSubtitleText(t, user, SRT, { from: 'en', to: 'es' });
    expect(file.done.translation.status).toBe('SUCCESS');
  });
  afterAll(async () => {
    await t?.close();
  });

  const SPANISH = [
    '<i>Buenos días</i>, todo el mundo.',
    'La casa es <b>grande</b>.',
    'Hola <i>Mi amigo bueno</i>, cómo eres?',
    'Tom &amp; Jerry &lt;3',
    'El coche viejo del <b><i>amigo</i> bueno.</b>',
  ];

  it('keeps the lines plain, as the editor shows them, on both sides', () => {
    expect(file.done.file_json.map((line) => line.text)).toEqual([
      'Good morning, everyone.',
      'The house is big.',
      'Hello my good friend,\nhow are you?',
      'Tom & Jerry <3',
      "The good friend's old car.",
    ]);
    expect(file.done.translate_file_json?.map((line) => line.text)).toEqual([
      'Buenos días, todo el mundo.',
      'La casa es grande.',
      'Hola Mi amigo bueno, cómo eres?',
      'Tom & Jerry <3',
      'El coche viejo del amigo bueno.',
    ]);
  });

  it('downloads the translation with its markup in SRT and VTT', async () => {
    expect(texts(await file.download('format=srt'), 'srt')).toEqual(SPANISH);
    expect(texts(await file.download('format=vtt'), 'vtt')).toEqual(SPANISH);
  });

  it('writes the markup as ASS overrides', async () => {
    const ass = await file.download('format=ass');
    expect(ass).toContain('{\\i1}Buenos días{\\i0}, todo el mundo.');
    expect(ass).toContain('El coche viejo del {\\b1\\i1}amigo{\\i0} bueno.{\\b0}');
    // ASS overrides are states, not a tree: the last cue reads back nested otherwise, styled alike.
    expect(texts(ass, 'ass').slice(0, 4)).toEqual(SPANISH.slice(0, 4));
  });

  it('gives well-formed markup where Apertium moved a closing tag past its partner', async () => {
    const cues = texts(await file.download('format=srt'), 'srt');
    expect(cues.every(wellFormed)).toBe(true);
    expect(file.row?.translatedMarkup?.every(wellFormed)).toBe(true);
  });

  it('keeps the original’s markup, alone and beside its translation', async () => {
    const original = texts(await file.download('format=srt&content=original'), 'srt');
    expect(original.slice(0, 3)).toEqual([
      '<i>Good morning</i>, everyone.',
      'The house is <b>big</b>.',
      'Hello <i>my good friend</i>,\nhow are you?',
    ]);
    const bilingual = texts(await file.download('format=srt&content=bilingual'), 'srt');
    expect(bilingual[0]).toBe('<i>Good morning</i>, everyone.\n<i>Buenos días</i>, todo el mundo.');
    const tracks = parse(
      await file.download('format=ass&content=bilingual&bilingual_layout=tracks'),
      { format: 'ass' },
    ).cues;
    expect(tracks.filter((cue) => cue.style === 'Translation').map((cue) => cue.text)).toEqual([
      ...SPANISH.slice(0, 4),
      'El coche viejo del <i><b>amigo</b></i><b> bueno.</b>',
    ]);
    expect(tracks.find((cue) => cue.style === 'Original')?.text).toBe(
      '<i>Good morning</i>, everyone.',
    );
  });

  it('writes formats without markup as plain text', async () => {
    const txt = await file.download('format=txt&timestamps=false');
    expect(txt).toContain('Buenos días, todo el mundo.');
    expect(txt).not.toMatch(/<\/?[ib]>/);
  });

  it('keeps markup through both steps of a chained pair (English to Portuguese)', async () => {
    const chained = await translateSubtitleText(t, user, SRT, { from: 'en', to: 'pt' });
    const cues = texts(await chained.download('format=vtt'), 'vtt');
    expect(cues[0]).toBe('<i>Bons dias</i>, todo mundo.');
    expect(cues.every(wellFormed)).toBe(true);
  });

  it('writes a file’s voices where the format holds them, and names no one it did not', async () => {
    const vtt = [
      'WEBVTT\n',
      '00:00:00.000 --> 00:00:01.800\nThe house is big.\n',
      '00:00:01.800 --> 00:00:04.200\n<v Bob>Good morning, everyone.\n',
    ].join('\n');
    const voiced = await translateSubtitleText(t, user, vtt, { from: 'en', to: 'es' });
    const cuesOf = async (query: string, format: 'srt' | 'vtt') =>
      parse(await voiced.download(query), { format }).cues.map(({ text, speaker }) =>
        speaker === undefined ? { text: stripTags(text) } : { text: stripTags(text), speaker },
      );
    // In SubRip a voice would be words on screen: the converter leaves it out, and so does this.
    expect(await cuesOf('format=srt', 'srt')).toEqual([
      { text: 'La casa es grande.' },
      { text: 'Buenos días, todo el mundo.' },
    ]);
    expect(await cuesOf('format=vtt', 'vtt')).toEqual([
      { text: 'La casa es grande.' },
      { text: 'Buenos días, todo el mundo.', speaker: 'Bob' },
    ]);
    const txt = await voiced.download('format=txt&timestamps=false&locale=fr-FR');
    expect(txt).toContain('Bob');
    expect(txt).not.toMatch(/Unknown|inconnu/);
  });

  it('stores no markup for a file without any', async () => {
    const plain = await translateSubtitleText(
      t,
      user,
      '1\n00:00:00,000 --> 00:00:01,800\nThe house is big.\n',
      { from: 'en', to: 'es' },
    );
    expect(plain.row).toMatchObject({ sourceMarkup: null, translatedMarkup: null });
    expect(texts(await plain.download('format=srt&content=bilingual'), 'srt')).toEqual([
      'The house is big.\nLa casa es grande.',
    ]);
  });
});
