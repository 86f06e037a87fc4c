import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SubtitleParseError } from '../core/parse-error.js';
import { parse } from '../core/parse.js';
import type { Cue, ParseError } from '../core/types.js';
import { decodeSubtitleBytes, decodeWindows1252 } from '../text/decode-subtitle-bytes.js';
import { type StreamFormat, createCueStream } from './cue-stream.js';

/** Line breaks of every kind, blanks and arrows, which decide where blocks start and end. */
const BREAKS_AND_ARROWS = ['\n', '\n\n', '\r\n', '\r', ' ', '\t', '-->', ' --> '];

/** Pieces each format is built from, so that generated files reach the parsers' branches. */
const PIECES: Record<'srt' | 'vtt' | 'ass', readonly string[]> = {
  srt: [
    '1\n00:00:01,000 --> 00:00:02,000\n',
    '\n\n2\n',
    '00:00:03,000 --> 00:00:04,000 X1:1\n',
    '00:00:05,000 --> 00:00:01,000\n',
    '00:00:0x,000 --> 00:00:01,000\n',
    '00:00:01,000 -> 00:00:02,000\n',
    '1',
    '2',
    '12 ',
    ...BREAKS_AND_ARROWS,
    '->',
    '00:00:01,000',
    '00:00:02,500',
    '00:01.000',
    '1:02:03.4',
    '99:99:99,999',
    'X1:10',
    'Hello',
    '<i>',
    '</i>',
    '{\\an8}',
    '&amp;',
    '\uFEFF',
    '\0',
    'é',
    '😀',
    '字',
  ],
  vtt: [
    '00:00:01.000 --> 00:00:02.000\n',
    '\n\n00:00:03.000 --> 00:00:04.000 region:r line:10%\n',
    '\n\nREGION\nid:r width:50%\n\n',
    '\n\nSTYLE\n::cue {}\n\n',
    '\n\nNOTE hi\n\n',
    '00:00:09.000 --> 00:00:0\n',
    'WEBVTT',
    'WEBVTT ',
    ...BREAKS_AND_ARROWS,
    '00:00.000',
    '00:01.500',
    '01:02:03.456',
    '00:00',
    'NOTE',
    'NOTE x',
    'STYLE',
    '::cue { color: red }',
    'REGION',
    'id:r',
    'width:40%',
    'lines:2',
    'region:r',
    'line:0',
    'align:start',
    'cue-id',
    '<v Ann>',
    '<c.x>',
    '&lt;',
    '\uFEFF',
    '\0',
    'é',
    '😀',
    '字',
  ],
  ass: [
    '\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n',
    '\nDialogue: 0,0:00:01.00,0:00:02.00,Default,Ann,0,0,0,,Hello\\Nthere\n',
    '\nComment: 0,0:00:03.00,0:00:02.00,Default,,0,0,0,,x\n',
    '\n[Aegisub Project Garbage]\n',
    '\n[Fonts]\nfontname: a.ttf\n',
    '\nFormat: Start, End, Text\n',
    '\nDialogue: 0:00:04.00,0:00:05.00,Short\n',
    '\nDialogue: 0,0:00:0x.00,0:00:02.00,,,0,0,0,,x\n',
    '[Script Info]',
    '[V4+ Styles]',
    '[V4 Styles]',
    '[Events]',
    '[ Events ]',
    '[Fonts]',
    '[Other]',
    'ScriptType: v4.00',
    'Format: Name, Fontname',
    'Style: Default,Arial',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    'Format: Marked, Start, End, Style, Text',
    'Format: Start, Text',
    'Dialogue: ',
    'Comment:',
    'Dialogue:0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi',
    'Marked=0,',
    '0:00:03.50,',
    ',',
    '\\N',
    '{\\i1}',
    '; note',
    'Picture: x',
    '\n',
    '\n\n',
    '\r\n',
    ' ',
    'é',
    '😀',
    '\uFEFF',
  ],
};

const fileOf = (format: 'srt' | 'vtt' | 'ass' | 'ssa'): fc.Arbitrary<string> => {
  // Files start with no byte order mark, one, or one too many (a tool added one to a file that had one).
  const lead =
    format === 'vtt'
      ? fc.constantFrom('WEBVTT\n\n', '\uFEFFWEBVTT\n', '\uFEFF\uFEFFWEBVTT\n', '')
      : fc.constantFrom('', '', '\uFEFF', '\uFEFF\uFEFF');
  return fc
    .tuple(
      lead,
      fc.array(fc.constantFrom(...PIECES[format === 'ssa' ? 'ass' : format]), { maxLength: 80 }),
    )
    .map(([start, pieces]) => start + pieces.join(''));
};

const OTHER_ENCODINGS = ['utf-16le', 'utf-16be', 'windows-1252'] as const;

/**
 * A text as a file in an encoding other than UTF-8, without a byte order mark of its own (one at
 * the start of the text is written as one); in Windows-1252, a character it lacks becomes '?'.
 */
function encoded(text: string, encoding: (typeof OTHER_ENCODINGS)[number]): Uint8Array {
  if (encoding === 'windows-1252') {
    const byteOf = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) byteOf.set(decodeWindows1252(Uint8Array.of(byte)), byte);
    return Uint8Array.from([...text].map((char) => byteOf.get(char) ?? 0x3f));
  }
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const [high, low] = [text.charCodeAt(i) >> 8, text.charCodeAt(i) & 0xff];
    bytes[2 * i] = encoding === 'utf-16le' ? low : high;
    bytes[2 * i + 1] = encoding === 'utf-16le' ? high : low;
  }
  return bytes;
}

/** Cut points into a sequence of the given length, as a sorted list. */
const cutsInto = (length: number): fc.Arbitrary<number[]> =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: length }), { maxLength: Math.min(length + 1, 40) })
    .map((cuts) => cuts.sort((a, b) => a - b));

function pieces<T extends { slice(from: number, to?: number): T; length: number }>(
  whole: T,
  cuts: readonly number[],
): T[] {
  const out: T[] = [];
  let from = 0;
  for (const cut of [...cuts, whole.length]) {
    out.push(whole.slice(from, cut));
    from = cut;
  }
  return out;
}

function streamed(format: StreamFormat, chunks: readonly (string | Uint8Array)[]) {
  const errors: ParseError[] = [];
  const stream = createCueStream(format, { onError: (error) => errors.push(error) });
  const cues: Cue[] = [];
  for (const chunk of chunks) cues.push(...stream.write(chunk));
  cues.push(...stream.end());
  return { cues, errors };
}

/** The first problem strict mode throws, from the stream and from parse(); undefined when none. */
function firstThrown(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return error;
  }
}

function streamedStrict(format: StreamFormat, chunks: readonly string[]): void {
  const stream = createCueStream(format, { strict: true });
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
}

function whole(text: string, format: StreamFormat) {
  const { cues, errors } = parse(text, { format });
  return { cues, errors };
}

describe.each(['srt', 'vtt', 'ass', 'ssa'] as const)('streaming %s', (format) => {
  it('gives the cues and problems of the whole-file parse, however the text is cut', () => {
    fc.assert(
      fc.property(
        fileOf(format).chain((text) => fc.tuple(fc.constant(text), cutsInto(text.length))),
        ([text, cuts]) => {
          expect(streamed(format, pieces(text, cuts))).toEqual(whole(text, format));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('throws the problem parse() throws in strict mode', () => {
    fc.assert(
      fc.property(
        fileOf(format).chain((text) => fc.tuple(fc.constant(text), cutsInto(text.length))),
        ([text, cuts]) => {
          const fromStream = firstThrown(() => streamedStrict(format, pieces(text, cuts)));
          const fromParse = firstThrown(() => parse(text, { format, strict: true }));
          expect(fromStream).toEqual(fromParse);
          if (fromParse !== undefined) expect(fromStream).toBeInstanceOf(SubtitleParseError);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives what parse() gives for decodeSubtitleBytes() of the file, in UTF-16 without a byte order mark or in Windows-1252', () => {
    fc.assert(
      fc.property(
        fileOf(format)
          .chain((text) => fc.tuple(fc.constant(text), fc.constantFrom(...OTHER_ENCODINGS)))
          .map(([text, encoding]) => encoded(text, encoding))
          .filter((file) => file.length <= 8192)
          .chain((file) => fc.tuple(fc.constant(file), cutsInto(file.length))),
        ([file, cuts]) => {
          const { text } = decodeSubtitleBytes(file);
          expect(streamed(format, pieces(file, cuts))).toEqual(whole(text, format));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the same from the UTF-8 bytes, cut inside characters, line breaks and the BOM', () => {
    fc.assert(
      fc.property(
        fileOf(format)
          .map((text) => new TextEncoder().encode(text))
          .chain((bytes) => fc.tuple(fc.constant(bytes), cutsInto(bytes.length))),
        fc.boolean(),
        ([bytes, cuts], withBom) => {
          const file = withBom ? new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]) : bytes;
          const shifted = withBom ? [0, 1, 2, ...cuts.map((cut) => cut + 3)] : cuts;
          // The text as the file holds it, every byte order mark kept: parse() drops one.
          const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file);
          expect(streamed(format, pieces(file, shifted))).toEqual(whole(text, format));
        },
      ),
      { numRuns: 200 },
    );
  });
});
