import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureFiles, readFixture } from '../../../test/support/fixtures.js';
import { detectFormat } from './detect-format.js';
import { format } from './format.js';
import { normalizeInput } from './text-input.js';
import { FORMATS, type Cue, type SubtitleFormat } from './types.js';

function detect(text: string): SubtitleFormat {
  return detectFormat(normalizeInput(text));
}

describe('detectFormat on written samples', () => {
  it.each<[string, string, SubtitleFormat]>([
    ['WebVTT', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n', 'vtt'],
    [
      'WebVTT with header text',
      'WEBVTT - Some title\nKind: captions\n\n1\n00:00:00.000 --> 00:00:01.000\nHi\n',
      'vtt',
    ],
    ['WebVTT with a lower-case signature', 'webvtt\n\n00:00.000 --> 00:01.000\nHi\n', 'vtt'],
    ['WebVTT after blank lines', '\n\n  WEBVTT\n', 'vtt'],
    ['SRT', '1\n00:00:01,000 --> 00:00:02,000\nHi\n', 'srt'],
    ['SRT without index', '00:00:01,000 --> 00:00:02,000\nHi\n', 'srt'],
    ['SRT with dot millis', '1\n00:00:01.000 --> 00:00:02.000\nHi\n', 'srt'],
    ['WebVTT cues without the signature', '00:01.000 --> 00:02.000 line:0\nHi\n', 'srt'],
    ['SRT with negative times', '1\n-0:00:04,567 --> -0:00:03,456\nHi\n', 'srt'],
    ['ASS', '[Script Info]\nScriptType: v4.00+\n\n[V4+ Styles]\n', 'ass'],
    ['SSA', '[Script Info]\nScriptType: v4.00\n\n[V4 Styles]\n', 'ssa'],
    ['SSA declared by its styles section', '[Script Info]\nTitle: x\n\n[V4 Styles]\n', 'ssa'],
    ['ASS by default', '[Script Info]\nTitle: x\n\n[Events]\n', 'ass'],
    ['ASS with "Script Type"', '[Script Info]\nScript Type: V4.00+\n', 'ass'],
    ['ASS events alone', 'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi\n', 'ass'],
    ['LRC tags', '[ar:Singer]\n[ti:Song]\n', 'lrc'],
    ['LRC times', '[00:12.00]Line one\n[00:17.20]Line two\n', 'lrc'],
    ['LRC with several times on a line', '[00:12][00:30]Chorus\n', 'lrc'],
    ['LRC with centiseconds after a colon', '[offset:0]\n[00:12:00]Line\n', 'lrc'],
    ['our Markdown', '**[00:00:01.000 → 00:00:02.000]** Hi\n', 'md'],
    ['Markdown with speakers', '**Ana:** Hi\n\n**Bob:** Hello\n', 'md'],
    ['Markdown with a title', '# Interview\n\nHello.\n', 'md'],
    ['our CSV', 'start,end,speaker,text\n00:00:01.000,00:00:02.000,,Hi\n', 'csv'],
    ['CSV with other names', 'Start Time;End Time;Subtitle\n1;2;Hi\n', 'csv'],
    ['CSV without header', '00:00:01.000,00:00:02.000,Hi\n', 'csv'],
    ["CSV with Excel's sep= line", 'sep=;\nstart;end;text\n', 'csv'],
    ['our plain text', 'Title\n=====\n\n[00:00:01.000 --> 00:00:02.000] Ana: Hi\n', 'txt'],
    ['a transcript with short times', '[00:01] Hello\n[00:05] there\n', 'txt'],
    ['a transcript with speakers', 'Ana: Hi\nBob: Hello\n', 'txt'],
    ['prose', 'Once upon a time, there was a file.\n', 'txt'],
    ['an empty text', '', 'txt'],
    ['blank lines only', '\n \n\t\n', 'txt'],
    ['TTML', '<?xml version="1.0"?>\n<tt xmlns="http://www.w3.org/ns/ttml">\n', 'ttml'],
    [
      'TTML with a prefix, after a comment and a DOCTYPE',
      '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE tt>\n<tt:tt xmlns:tt="http://www.w3.org/ns/ttml">',
      'ttml',
    ],
    ['YouTube srv3', '<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>', 'ttml'],
    ['YouTube srv1', '<transcript><text start="0" dur="1">Hi</text></transcript>', 'ttml'],
    ['another XML document', '<?xml version="1.0"?>\n<html><body>Hi</body></html>\n', 'txt'],
    ['an SRT cue that reads like TTML', '1\n00:00:01,000 --> 00:00:02,000\n<tt>\n', 'srt'],
  ])('tells %s', (_name, text, expected) => {
    expect(detect(text)).toBe(expected);
  });

  it('looks only at the first 4 KB', () => {
    expect(detect('x\n'.repeat(3000) + '1\n00:00:01,000 --> 00:00:02,000\nHi\n')).toBe('txt');
  });

  const cues: Cue[] = [{ start: 1000, end: 2000, text: 'Hello, world', speaker: 'Ana' }];
  it.each(FORMATS)('tells what format() writes as %s', (written) => {
    const text = format(cues, written, { title: 'A title' });
    expect(detect(text)).toBe(written);
  });
});

// What a file starts with decides over lines further down that look like another format's.
describe('detectFormat: the start of a file over markers further down', () => {
  const srtCue = '00:00:01,000 --> 00:00:02,000';
  it.each<[string, string, SubtitleFormat]>([
    ['SRT with a cue reading [Events]', `1\n${srtCue}\n[Events]\n`, 'srt'],
    [
      'SRT with a cue reading Format: ...start...end',
      `1\n${srtCue}\nFormat: start to end\n`,
      'srt',
    ],
    ['SRT with an ASS Format line as text', `1\n${srtCue}\nFormat: Start, End, Text\n`, 'srt'],
    [
      'SRT with a Dialogue line as text',
      `1\n${srtCue}\nDialogue: 0,0:00:01.00,0:00:02.00,,x\n`,
      'srt',
    ],
    ['SRT without index, a cue reading [Script Info]', `${srtCue}\n[Script Info]\n`, 'srt'],
    ['SRT with a cue reading an LRC tag', `1\n${srtCue}\n[ar:Singer]\n`, 'srt'],
    ['SRT after a stray line, with [Events] below', `Title\n\n1\n${srtCue}\n[Events]\n`, 'srt'],
    [
      'ASS with a section whose body holds an SRT timing',
      `[Script Info]\nTitle: x\n\n[Notes]\n${srtCue} seen\n`,
      'ass',
    ],
    [
      'ASS events without section, an SRT timing below',
      `Format: Start, End, Text\n${srtCue}\n`,
      'ass',
    ],
    ['ASS without section or SRT timing', 'Stray\nDialogue: 0,0:00:01.00,0:00:02.00,,x\n', 'ass'],
    ['LRC with a line reading [Events]', '[ar:Singer]\n[00:01.00]la\n[Events]\n', 'lrc'],
    ['LRC with an SRT timing line', `[00:01.00]la\n${srtCue}\n`, 'lrc'],
    ['Markdown quoting an SRT file', `# Notes\n\n1\n${srtCue}\nHi\n`, 'md'],
    ['Markdown with plain [mm:ss.xx] times', '# Talk\n\n[00:12.00] Hello\n', 'md'],
    ['Markdown with speakers and [Events]', '**Ana:** Hi\n\n[Events]\n', 'md'],
    ['CSV with an SRT timing in a cell', `start,end,text\n1,2,"a\n${srtCue}"\n`, 'csv'],
    ['CSV with [Events] in a cell', 'start,end,text\n1,2,"a\n[Events]"\n', 'csv'],
    ['CSV with an LRC tag in a cell', 'start,end,text\n1,2,"a\n[ti:x]"\n', 'csv'],
    ['our plain text with a cue reading [Events]', 'Title\n=====\n\n[Events]\n', 'txt'],
    [
      'our plain text without title, a cue reading Dialogue:',
      '[00:00:01.000 --> 00:00:02.000] Dialogue: 0,0:00:01.00,0:00:02.00,,x\n',
      'txt',
    ],
    ['a transcript saying Format: ...start...end', 'Ana: Hi\nFormat: start to end\n', 'txt'],
  ])('tells %s', (_name, text, expected) => {
    expect(detect(text)).toBe(expected);
  });

  const markerLines = fc.constantFrom(
    '[Events]',
    '[Script Info]',
    'Format: Layer, Start, End, Text',
    'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,x',
    '1',
    '00:00:01,000 --> 00:00:02,000',
    '[ti:x]',
    '[00:12.00] la',
    '**Ana:** x',
    '# x',
    'start,end,text',
    'WEBVTT',
    'plain words',
  );
  it.each(FORMATS)('tells what format() writes as %s, whatever its cues say', (written) => {
    const cue = fc.record({
      start: fc.integer({ min: 0, max: 100_000 }),
      text: fc.array(markerLines, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
    });
    fc.assert(
      fc.property(fc.array(cue, { minLength: 1, maxLength: 4 }), (drafts) => {
        const cues = drafts.map(({ start, text }) => ({ start, end: start + 1000, text }));
        expect(detect(format(cues, written, { title: 'A title' }))).toBe(written);
      }),
    );
  });
});

// Fixtures whose format is not what their folder or extension says.
const EXCEPTIONS: Record<string, SubtitleFormat> = {
  // Empty files: nothing to tell.
  'androidx-media/ssa/empty': 'txt',
  'androidx-media/subrip/empty': 'txt',
  'androidx-media/webvtt/empty': 'txt',
  'mozilla-vtt.js/file-layout/blank-file.vtt': 'txt',
  'mozilla-vtt.js/file-layout/blank-file-with-bom.vtt': 'txt',
  // No WEBVTT signature: prose stays text, bare cue timings read as SubRip.
  'go-astisub/broken-1-in.vtt': 'txt',
  'mozilla-vtt.js/file-layout/garbage-signature.vtt': 'txt',
  'mozilla-vtt.js/file-layout/bom-garbage-data.vtt': 'srt',
  // go-astisub names ASS output .ssa.
  'go-astisub/example-out-v4plus.ssa': 'ass',
};

function expectedFor(path: string): SubtitleFormat | null {
  const exception = EXCEPTIONS[path];
  if (exception) return exception;
  if (path.startsWith('androidx-media/subrip/')) return 'srt';
  if (path.startsWith('androidx-media/webvtt/')) return 'vtt';
  // All declare V4.00+ or [V4+ Styles], or declare nothing (ASS is the default).
  if (path.startsWith('androidx-media/ssa/')) return 'ass';
  if (path.startsWith('androidx-media/ttml/')) return 'ttml';
  const extension = /\.(srt|vtt|ssa|ass|ttml)$/.exec(path)?.[1];
  if (
    extension === 'srt' ||
    extension === 'vtt' ||
    extension === 'ass' ||
    extension === 'ssa' ||
    extension === 'ttml'
  )
    return extension;
  return null;
}

describe('detectFormat on every fixture', () => {
  const cases = ['androidx-media/', 'go-astisub/', 'mozilla-vtt.js/', 'pysubs2/', 'aegisub/']
    .flatMap((folder) => fixtureFiles(folder))
    .map((path): [string, SubtitleFormat | null] => [path, expectedFor(path)])
    .filter((entry): entry is [string, SubtitleFormat] => entry[1] !== null);

  it('covers the corpora', () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it.each(cases)('%s is %s', (path, expected) => {
    expect(detect(readFixture(path))).toBe(expected);
  });
});
