import { describe, expect, it } from 'vitest';
import { inputFormatFor, looksBinary } from './input-format.js';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';
const ASS = '[Script Info]\nScriptType: v4.00+\n\n[Events]\n';
const PROSE = 'Just some words\non two lines\n';
const TTML =
  '<?xml version="1.0"?>\n<tt xmlns="http://www.w3.org/ns/ttml"><body><p begin="1s" end="2s">Hello</p></body></tt>\n';

describe('what a file is read as', () => {
  it.each([
    // The content first: a known shape wins over the name.
    ['movie.srt', SRT, 'srt'],
    ['movie.srt', VTT, 'vtt'],
    ['movie.txt', SRT, 'srt'],
    ['track', ASS, 'ass'],
    ['notes.json', VTT, 'vtt'],
    // TTML under its own extension, its old name (DFXP) or as plain XML.
    ['movie.ttml', TTML, 'ttml'],
    ['movie.dfxp', TTML, 'ttml'],
    ['movie.en.xml', TTML, 'ttml'],
    // Text of no known shape: read by a subtitle extension, so its reader says what is wrong.
    ['broken.vtt', 'BROKENVTT\n', 'vtt'],
    ['broken.srt', PROSE, 'srt'],
    ['talk.txt', PROSE, 'txt'],
    ['talk.md', PROSE, 'md'],
    // ...and is no subtitle file under any other name.
    ['data.json', PROSE, undefined],
    ['feed.xml', '<?xml version="1.0"?>\n<rss><channel/></rss>\n', undefined],
    ['README', PROSE, undefined],
  ] as const)('%s holding %j is read as %s', (name, text, format) => {
    expect(inputFormatFor(name, text)).toBe(format);
  });
});

describe('binary data told from text', () => {
  it.each([
    ['a NUL byte', 'PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', true],
    ['many control characters', 'ab\u0001\u0002cd\u0003\u0004', true],
    ['text with tabs, form feeds and CRLF', 'a\tb\fc\r\nd\n', false],
    ['an ESC in a long text', `${'x'.repeat(500)}\u001b`, false],
    ['CJK and emoji', '你好 👋\n', false],
  ])('%s: %s', (_, text, binary) => {
    expect(looksBinary(text)).toBe(binary);
  });
});
