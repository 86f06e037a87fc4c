import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SubtitleParseError } from '../core/parse-error.js';
import { parse } from '../core/parse.js';
import { plainTextsOf } from '../core/plain-texts.js';
import { parsedTextsOf } from '../ass/ass-parse-memo.js';
import type { Cue, ParseError } from '../core/types.js';
import { cueTransformStream, readCues } from './cue-stream-adapters.js';
import { createCueStream } from './cue-stream.js';

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:02,000',
  'Hello',
  '',
  '2',
  '00:00:03,000 --> 00:00:04,000',
  '<i>there</i>',
  '',
  '3',
  '00:00:05,000 --> 00:00:06,000',
  'Bye',
  '',
].join('\r\n');

async function collect(cues: AsyncIterable<Cue>): Promise<Cue[]> {
  const out: Cue[] = [];
  for await (const cue of cues) out.push(cue);
  return out;
}

describe('createCueStream', () => {
  it('gives an SRT cue once the next cue starts, and the last one at the end', () => {
    const stream = createCueStream('srt');
    expect(stream.write('1\n00:00:01,000 --> 00:00:02,000\nHello\n\n')).toEqual([]);
    expect(stream.write('2\n00:00:03,000 --> 00:00:04,000\n')).toEqual([
      { start: 1000, end: 2000, text: 'Hello' },
    ]);
    expect(stream.end()).toEqual([{ start: 3000, end: 4000, text: '' }]);
  });

  it('gives a WebVTT cue once the blank line after it arrives', () => {
    const stream = createCueStream('vtt');
    expect(stream.write('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toEqual([]);
    expect(stream.write('\n\n').map((cue) => cue.text)).toEqual(['Hi']);
    expect(stream.write('00:03.000 --> 00:04.000\nThere\n\n').map((cue) => cue.text)).toEqual([
      'There',
    ]);
    expect(stream.end()).toEqual([]);
  });

  it('gives an ASS event once its line is complete', () => {
    const stream = createCueStream('ass');
    const head =
      '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';
    expect(stream.write(head)).toEqual([]);
    expect(stream.write('Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,One\\NTwo')).toEqual([]);
    expect(stream.write('\n').map((cue) => cue.text)).toEqual(['One\nTwo']);
    expect(stream.end()).toEqual([]);
  });

  it('reports problems with the line numbers of the whole file, in later chunks too', () => {
    const text = `${SRT}\r\n4\r\n00:00:07,000 --> 00:00:0x,000\r\nLost\r\n\r\n5\r\n00:00:09,000 --> 00:00:10,000\r\nLast\r\n`;
    const errors: ParseError[] = [];
    const stream = createCueStream('srt', { onError: (error) => errors.push(error) });
    for (let at = 0; at < text.length; at += 7) stream.write(text.slice(at, at + 7));
    stream.end();
    expect(errors).toEqual(parse(text, { format: 'srt' }).errors);
    expect(errors.map((error) => [error.code, error.line])).toEqual([['bad-timestamp', 14]]);
  });

  it('throws the first problem in strict mode, as parse does', () => {
    const stream = createCueStream('vtt', { strict: true });
    stream.write('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n\n');
    expect(() => stream.write('00:03.000 --> 00:0x.000\nBad\n\n')).toThrow(
      'Line 6: The end time "00:0x.000" is not valid',
    );
    expect(() => stream.end()).toThrow(SubtitleParseError);
    expect(() => stream.write('00:05.000 --> 00:06.000\nFine\n\n')).toThrow(/^Line 6:/);
    expect(() => createCueStream('vtt', { strict: true }).end()).toThrow(/Line 1: A WebVTT file/);
  });

  it('reads later runs as what the file declared, not as its event columns say', () => {
    // Found by the property test: "[V4 Styles]" makes the file SSA, whose standard columns a
    // broken second Format line falls back to, though the first Format line lists Layer.
    const text =
      '[V4 Styles]\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n' +
      'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,One\n' +
      'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text[Fonts]\n';
    for (const flavor of ['ass', 'ssa'] as const) {
      const problems: ParseError[] = [];
      const stream = createCueStream(flavor, { onError: (problem) => problems.push(problem) });
      const cues = [...stream.write(text), ...stream.end()];
      const whole = parse(text, { format: flavor });
      expect(cues).toEqual(whole.cues);
      expect(problems).toEqual(whole.errors);
      expect(problems.map((problem) => problem.message).join()).toContain('(Marked, Start');
    }
  });

  it('refuses a format it cannot stream and a chunk after the end', () => {
    expect(() => createCueStream('lrc' as never)).toThrow(
      /Cannot stream the subtitle format 'lrc'/,
    );
    const stream = createCueStream('srt');
    stream.end();
    expect(() => stream.write('1\n')).toThrow(/has ended/);
  });

  it.each([
    ['UTF-16LE without a byte order mark', (code: number) => [code & 0xff, code >> 8]],
    ['UTF-16BE without a byte order mark', (code: number) => [code >> 8, code & 0xff]],
    ['Windows-1252', (code: number) => [code === 0x2019 ? 0x92 : code]],
  ])('reads %s, as decodeSubtitleBytes tells it', (_, bytesOf) => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nÉté, l’été\n';
    const bytes = [...text].flatMap((char) => bytesOf(char.charCodeAt(0)));
    const stream = createCueStream('srt');
    for (const byte of bytes) expect(stream.write(new Uint8Array([byte]))).toEqual([]);
    expect(stream.end()).toEqual([{ start: 1000, end: 2000, text: 'Été, l’été' }]);
  });

  it('reads UTF-16 files that start with their byte order mark', () => {
    const text = '\uFEFF1\n00:00:01,000 --> 00:00:02,000\nÉté 😀\n';
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) bytes[2 * i] = text.charCodeAt(i) >> 8;
    for (let i = 0; i < text.length; i++) bytes[2 * i + 1] = text.charCodeAt(i) & 0xff;
    const stream = createCueStream('srt');
    for (const byte of bytes) stream.write(new Uint8Array([byte]));
    expect(stream.end()).toEqual([{ start: 1000, end: 2000, text: 'Été 😀' }]);
  });
});

/** The blocks of a file of `count` cues in a format, each a chunk to write. */
function blocksOf(format: 'srt' | 'vtt' | 'ass', count: number): string[] {
  const time = (ms: number, comma: boolean): string => {
    const iso = new Date(ms).toISOString().slice(11, 23);
    return comma ? iso.replace('.', ',') : iso;
  };
  const blocks: string[] = [];
  if (format === 'vtt') blocks.push('WEBVTT\n\n');
  if (format === 'ass')
    blocks.push(
      '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n',
    );
  for (let i = 0; i < count; i++) {
    const [start, end] = [i * 2000, i * 2000 + 1500];
    if (format === 'srt')
      blocks.push(`${i + 1}\n${time(start, true)} --> ${time(end, true)}\nCue ${i}\n\n`);
    if (format === 'vtt')
      blocks.push(`${time(start, false)} --> ${time(end, false)}\nCue ${i}\n\n`);
    if (format === 'ass')
      blocks.push(
        `Dialogue: 0,${time(start, false).slice(1, -1)},${time(end, false).slice(1, -1)},Default,,0,0,0,,Cue ${i}\n`,
      );
  }
  return blocks;
}

describe('memory: only the unfinished cue is held', () => {
  it.each(['srt', 'vtt', 'ass'] as const)(
    '%s: a cue comes out once the block after it is written',
    (format) => {
      const blocks = blocksOf(format, 3000);
      const stream = createCueStream(format);
      const out: Cue[] = [];
      blocks.forEach((block, written) => {
        out.push(...stream.write(block));
        // The block at index i finishes cue i - 1 (the next SRT cue's timing line closes it;
        // WebVTT and ASS blocks are whole cues after a header block).
        expect(out.length).toBeGreaterThanOrEqual(written);
      });
      out.push(...stream.end());
      expect(out).toEqual(parse(blocks.join(''), { format }).cues);
      expect(out.map((cue) => cue.text).slice(-1)).toEqual(['Cue 2999']);
    },
  );
});

describe('memory: nothing a run allocates outlives it', () => {
  // The parsers remember, in WeakMaps keyed by a result's cues, what format() can reuse. V8's
  // young-generation collector keeps such values alive until a full collection, so a stream
  // that left them there would keep every run's text (tools/bench/subtitle-core/stream.mjs).
  it.each(['srt', 'vtt', 'ass'] as const)('%s: the cues it gives carry no memo', (format) => {
    const stream = createCueStream(format);
    const runs = blocksOf(format, 4).map((block) => stream.write(block));
    runs.push(stream.end());
    const given = runs.filter((cues) => cues.length > 0);
    expect(given.length).toBeGreaterThan(1);
    for (const cues of given) {
      expect(plainTextsOf(cues)).toBeUndefined();
      expect(parsedTextsOf(cues)).toBeUndefined();
    }
  });

  it('parse() keeps its memo for format()', () => {
    expect(plainTextsOf(parse(SRT, { format: 'srt' }).cues)).toHaveLength(3);
  });
});

describe('adapters', () => {
  const expected = parse(SRT, { format: 'srt' }).cues;

  it('readCues reads a Node Readable of Buffers', async () => {
    const buffer = Buffer.from(SRT, 'utf8');
    const chunks = [buffer.subarray(0, 5), buffer.subarray(5, 61), buffer.subarray(61)];
    expect(await collect(readCues(Readable.from(chunks), 'srt'))).toEqual(expected);
  });

  it('readCues reads a Web ReadableStream, through its reader when it cannot be iterated', async () => {
    const web = new Blob([SRT]).stream();
    expect(await collect(readCues(web, 'srt'))).toEqual(expected);
    const readerOnly = { getReader: () => new Blob([SRT]).stream().getReader() };
    expect(await collect(readCues(readerOnly, 'srt'))).toEqual(expected);
  });

  it('readCues closes the source when the loop leaves early', async () => {
    let closed = false;
    async function* source(): AsyncGenerator<string> {
      try {
        yield SRT;
        yield SRT;
      } finally {
        closed = true;
      }
    }
    for await (const cue of readCues(source(), 'srt')) {
      expect(cue.text).toBe('Hello');
      break;
    }
    expect(closed).toBe(true);
  });

  it('cueTransformStream turns a Web stream of chunks into cues', async () => {
    const cues = new Blob([SRT]).stream().pipeThrough(cueTransformStream('srt'));
    expect(await collect(cues)).toEqual(expected);
  });

  it('cueTransformStream errors the stream with the first problem in strict mode', async () => {
    const cues = new Blob(['nothing here\n'])
      .stream()
      .pipeThrough(cueTransformStream('vtt', { strict: true }));
    await expect(collect(cues)).rejects.toThrow(SubtitleParseError);
  });
});
