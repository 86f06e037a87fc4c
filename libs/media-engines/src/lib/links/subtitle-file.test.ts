import { readFile } from 'node:fs/promises';
import { parse, stripTags } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { SUBTITLE_FORMAT_PREFERENCE, subtitleAsVtt } from './subtitle-file.js';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
/** A file as a site serves it: its bytes, UTF-8 unless told. */
const bytes = (text: string) => Buffer.from(text, 'utf8');

/** What a viewer of the WebVTT sees: each cue's times and text without markup. */
function seen(vtt: string): Array<[number, number, string]> {
  const result = parse(vtt, { format: 'vtt' });
  expect(result.errors).toEqual([]);
  return result.cues.map((cue) => [cue.start, cue.end, stripTags(cue.text)]);
}

describe('subtitleAsVtt', () => {
  it('keeps a WebVTT file as the site wrote it', () => {
    const vtt = 'WEBVTT\nKind: captions\nLanguage: en\n\n00:00:00.500 --> 00:00:01.500\nHello\n';
    expect(subtitleAsVtt(bytes(`\uFEFF${vtt}`), 'vtt')).toBe(vtt);
  });

  it.each([
    ['srt', '1\n00:00:00,500 --> 00:00:01,500\nHello\n'],
    [
      'ass',
      '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:00.50,0:00:01.50,Default,,0,0,0,,Hello\n',
    ],
    ['lrc', '[00:00.50]Hello\n[00:01.50]\n'],
  ])('converts %s to WebVTT', (ext, text) => {
    const vtt = subtitleAsVtt(bytes(text), ext);
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('00:00:00.500 --> 00:00:01.500\nHello');
  });

  it.each<[string, string, Array<[number, number, string]>]>([
    [
      'TTML (IMSC1, ticks and frames, a style, a line break)',
      'track.ttml',
      [
        [500, 1500, 'Bonjour à tous\u00a0!'],
        [2000, 4480, 'Voici la suite,\nsur deux lignes.'],
      ],
    ],
    [
      "YouTube's automatic srv3 (word segments, an append of a line feed)",
      'track.srv3',
      [
        [500, 2000, 'Hello from the track'],
        [2000, 3800, "it's automatic"],
      ],
    ],
    [
      "YouTube's srv1 (seconds, HTML text)",
      'track.srv1',
      [
        [500, 2000, 'Hello from the track'],
        [2000, 3800, "it's written"],
      ],
    ],
  ])('converts %s to WebVTT', async (_name, file, cues) => {
    const ext = file.slice(file.lastIndexOf('.') + 1);
    expect(seen(subtitleAsVtt(await fixture(file), ext))).toEqual(cues);
  });

  it.each([
    [
      'Windows-1252',
      Buffer.from(
        '1\r\n00:00:01,000 --> 00:00:03,000\r\nCaf\xe9 \x93cr\xe8me\x94 \x80100\r\n',
        'latin1',
      ),
    ],
    [
      'UTF-16 LE with its BOM',
      Buffer.from('\uFEFF1\n00:00:01,000 --> 00:00:03,000\nCafé “crème” €100\n', 'utf16le'),
    ],
    [
      'UTF-16 LE without a BOM',
      Buffer.from('1\n00:00:01,000 --> 00:00:03,000\nCafé “crème” €100\n', 'utf16le'),
    ],
  ])('reads an SRT track written in %s', (_, file) => {
    expect(seen(subtitleAsVtt(file, 'srt'))).toEqual([[1000, 3000, 'Café “crème” €100']]);
  });

  it('keeps the italics of a TTML track', async () => {
    expect(subtitleAsVtt(await fixture('track.ttml'), 'ttml')).toContain('Voici <i>la suite</i>,');
  });

  it('reads DFXP, TTML by its old name', async () => {
    expect(seen(subtitleAsVtt(await fixture('track.ttml'), 'dfxp'))).toHaveLength(2);
  });

  it('asks yt-dlp for WebVTT first, then every format read here, XML ones included', () => {
    expect(SUBTITLE_FORMAT_PREFERENCE).toBe('vtt/srt/ass/ssa/lrc/ttml/dfxp/srv3/srv2/srv1/best');
  });

  it.each(['json3', 'sbv'])('refuses %s, which nothing here reads', (ext) => {
    expect(() => subtitleAsVtt(bytes('{"events":[]}'), ext)).toThrow(
      expect.objectContaining({ code: 'link-unsupported' }),
    );
  });

  it.each([
    ['a vtt that is not WebVTT', 'vtt', '<html>Sign in</html>'],
    ['an srt without a cue', 'srt', 'nothing here'],
    ['a ttml that is a sign-in page', 'ttml', '<html><body>Sign in</body></html>'],
    ['an srv3 without a cue', 'srv3', '<timedtext format="3"><body/></timedtext>'],
  ])('refuses %s', (_, ext, text) => {
    expect(() => subtitleAsVtt(bytes(text), ext)).toThrow(
      expect.objectContaining({ code: 'link-failed' }),
    );
  });
});
