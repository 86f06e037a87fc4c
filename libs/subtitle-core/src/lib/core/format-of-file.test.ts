import { describe, expect, it } from 'vitest';
import { formatOfFile } from './format-of-file.js';
import type { SubtitleFormat } from './types.js';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHi\n';
const VTT = 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n';
const PROSE = 'Hello and welcome.\nA transcript, without times.\n';
const ASS = '[Script Info]\nScriptType: v4.00+\n\n[Events]\n';
const TTML =
  '<?xml version="1.0"?>\n<tt xmlns="http://www.w3.org/ns/ttml"><body><p begin="1s" end="2s">Hello</p></body></tt>\n';

describe('formatOfFile', () => {
  it.each<[string, string, string, SubtitleFormat | undefined]>([
    ['WebVTT under an .srt name: the text decides', 'talk.srt', VTT, 'vtt'],
    ['SubRip under a .txt name', 'talk.txt', SRT, 'srt'],
    ['SubRip under no extension', 'talk', SRT, 'srt'],
    ['ASS under no extension', 'track', ASS, 'ass'],
    ['WebVTT under a .json name', 'notes.json', VTT, 'vtt'],
    ['TTML under its own extension', 'movie.ttml', TTML, 'ttml'],
    ['TTML under its old name, DFXP', 'movie.dfxp', TTML, 'ttml'],
    ['TTML as plain XML', 'movie.en.xml', TTML, 'ttml'],
    [
      'XML that is no TTML',
      'feed.xml',
      '<?xml version="1.0"?>\n<rss><channel/></rss>\n',
      undefined,
    ],
    ['a broken .vtt: read as WebVTT, for its problems', 'talk.vtt', 'WEBVT\n00:01 -> x\n', 'vtt'],
    ['a broken .srt', 'talk.SRT', '1\n00:00:01 -> 00:00:02\nHi\n', 'srt'],
    ['plain text as .txt', 'notes.txt', PROSE, 'txt'],
    ['plain text as .md', 'notes.md', PROSE, 'md'],
    ['plain text as .markdown', 'notes.Markdown', PROSE, 'md'],
    ['plain text as .webvtt', 'talk.webvtt', PROSE, 'vtt'],
    ['plain text as .dfxp', 'talk.dfxp', PROSE, 'ttml'],
    ['plain text as .ass', 'talk.ass', PROSE, 'ass'],
    ['plain text as .ssa', 'talk.ssa', PROSE, 'ssa'],
    ['plain text as .lrc', 'song.lrc', PROSE, 'lrc'],
    ['plain text as .csv', 'cues.csv', PROSE, 'csv'],
    ['plain text as .json: no subtitle file', 'data.json', PROSE, undefined],
    ['plain text without an extension', 'README', PROSE, undefined],
    ['a dot in a folder name is no extension', 'v1.2/notes', PROSE, undefined],
    ['an empty text as .srt', 'empty.srt', '', 'srt'],
    ['an empty text as .html', 'page.html', '', undefined],
    ['a name like a property of every object', 'x.constructor', PROSE, undefined],
  ])('%s', (_, name, text, expected) => {
    expect(formatOfFile(name, text)).toBe(expected);
  });
});
