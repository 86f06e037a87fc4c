// One adapter per library: how to load it, parse a file, count its cues, and format its own
// parsed representation back to text. Each adapter is loaded only inside a measuring child,
// so a library's module graph never weighs on another's memory figure.

/** @typedef {'srt' | 'vtt' | 'ttml'} TextFormat */
/**
 * @typedef {object} Implementation
 * @property {(text: string, format: TextFormat) => unknown} parse  may return a promise
 * @property {(parsed: any) => number} countCues
 * @property {((parsed: any, format: TextFormat) => string) | undefined} format
 * @property {string} [note]  said in the table's note column (e.g. how it was loaded)
 */

export const LIBRARIES = [
  {
    id: 'captio',
    label: '@captio/subtitle-core',
    ours: true,
    // TTML is read by none of the peers: it is measured against our own SRT reading of the same cues.
    supports: { srt: ['parse', 'format'], vtt: ['parse', 'format'], ttml: ['parse', 'format'] },
    load: loadCaptio,
  },
  {
    id: 'subtitle',
    label: 'subtitle',
    supports: { srt: ['parse', 'format'], vtt: ['parse', 'format'] },
    async load() {
      const module = await import('subtitle');
      const lib = module.default ?? module;
      return {
        note: 'parseSync/stringifySync',
        parse: (text) => lib.parseSync(text),
        countCues: (nodes) => nodes.reduce((n, node) => (node.type === 'cue' ? n + 1 : n), 0),
        format: (nodes, format) =>
          lib.stringifySync(nodes, { format: format === 'srt' ? 'SRT' : 'WebVTT' }),
      };
    },
  },
  {
    id: 'srt-parser-2',
    label: 'srt-parser-2',
    supports: { srt: ['parse', 'format'] },
    async load() {
      const { default: Parser } = await import('srt-parser-2');
      const parser = new Parser();
      return {
        note: 'fromSrt/toSrt; writes CRLF',
        parse: (text) => parser.fromSrt(text),
        countCues: (lines) => lines.length,
        format: (lines) => parser.toSrt(lines),
      };
    },
  },
  {
    id: 'subsrt-ts',
    label: 'subsrt-ts',
    supports: { srt: ['parse', 'format'], vtt: ['parse', 'format'] },
    async load() {
      const { default: subsrt } = await import('subsrt-ts');
      return {
        note: 'parse/build; writes CRLF',
        parse: (text, format) => subsrt.parse(text, { format }),
        countCues: (captions) => captions.reduce((n, c) => (c.type === 'caption' ? n + 1 : n), 0),
        format: (captions, format) => subsrt.build(captions, { format }),
      };
    },
  },
  {
    id: 'media-captions',
    label: 'media-captions',
    supports: { srt: ['parse'], vtt: ['parse'] },
    // Its parser queues every line in a WHATWG ReadableStream; on some Node versions that is
    // quadratic (about 70 s for 100,000 cues on Node 20), so it is probed on a small file first.
    probeFirst: true,
    async load() {
      const { parseText } = await import('media-captions');
      return {
        note: 'parseText (async); no formatter',
        parse: (text, format) => parseText(text, { type: format }),
        countCues: (result) => result.cues.length,
        format: undefined,
      };
    },
  },
  {
    // Not a library: a yardstick for formatters. The cue texts (our parser's strings) and every
    // timing line are made before the clock starts, so what is timed is only joining them into the
    // output string with `+=`, which is what a formatter that keeps timestamp text does at best.
    id: 'join',
    label: 'join (reference)',
    reference: true,
    supports: { srt: ['format'], vtt: ['format'] },
    async load() {
      const lib = await import('@captio/subtitle-core');
      return {
        note: 'reference: += of texts and timing lines made untimed',
        parse(text, format) {
          const { cues } = lib.parse(text, { format });
          const times = (cue) =>
            `${lib.formatTimestamp(cue.start, format)} --> ${lib.formatTimestamp(cue.end, format)}\n`;
          const heads =
            format === 'srt'
              ? cues.map((cue, i) => `${i + 1}\n${times(cue)}`)
              : cues.map((cue) => `\n\n${times(cue)}`);
          return { heads, texts: cues.map((cue) => cue.text) };
        },
        countCues: (parsed) => parsed.texts.length,
        format({ heads, texts }, format) {
          let out = format === 'srt' ? '' : 'WEBVTT';
          const after = format === 'srt' ? '\n\n' : '';
          for (let i = 0; i < texts.length; i++) out += heads[i] + texts[i] + after;
          return out;
        },
      };
    },
  },
  {
    // Not a library: the floor under every formatter. Our formatter's finished output is made
    // before the clock starts; what is timed is copying it once into a new string, which the
    // result of any formatter costs at least, however it was built: the memory it fills is new.
    id: 'copy',
    label: 'copy (reference)',
    reference: true,
    supports: { srt: ['format'], vtt: ['format'] },
    async load() {
      const lib = await import('@captio/subtitle-core');
      return {
        note: 'reference: one copy of the finished output into a new string',
        parse(text, format) {
          const parsed = lib.parse(text, { format });
          return { output: lib.format(parsed, format), cues: parsed.cues.length };
        },
        countCues: (prepared) => prepared.cues,
        // Two pieces of one string: flattening them copies every character into a new string.
        format: ({ output }) => output.slice(0, 1) + output.slice(1),
      };
    },
  },
  {
    id: 'plussub',
    label: '@plussub/srt-vtt-parser',
    supports: { srt: ['parse'], vtt: ['parse'] },
    async load() {
      const { parse } = await import('@plussub/srt-vtt-parser');
      return {
        note: 'parse; no formatter',
        parse: (text) => parse(text),
        countCues: (result) => result.entries.length,
        format: undefined,
      };
    },
  },
];

/**
 * Our library, from its built output (dist). While src/index.ts is not written yet, falls back to
 * the built SRT/VTT modules themselves, called the way core/parse.ts and core/format.ts call them,
 * and says so in the note column.
 */
async function loadCaptio() {
  try {
    const lib = await import('@captio/subtitle-core');
    if (typeof lib.parse === 'function' && typeof lib.format === 'function') {
      return {
        parse: (text, format) => lib.parse(text, { format }),
        countCues: (result) => result.cues.length,
        format: (result, format) => lib.format(result, format),
      };
    }
  } catch (error) {
    if (process.env.BENCH_DEBUG) console.error(error);
  }
  const dist = new URL('../../../libs/subtitle-core/dist/lib/', import.meta.url);
  const load = (path) => import(new URL(path, dist).href);
  const [
    { ErrorCollector },
    { normalizeInput },
    srtParser,
    srtFormatter,
    vttParser,
    vttFormatter,
    ttmlParser,
    ttmlFormatter,
  ] = await Promise.all([
    load('core/parse-error.js'),
    load('core/text-input.js'),
    load('srt/srt-parser.js'),
    load('srt/srt-formatter.js'),
    load('vtt/vtt-parser.js'),
    load('vtt/vtt-formatter.js'),
    load('ttml/ttml-parser.js'),
    load('ttml/ttml-formatter.js'),
  ]);
  const parsers = { srt: srtParser.parseSrt, vtt: vttParser.parseVtt, ttml: ttmlParser.parseTtml };
  const formatters = {
    srt: srtFormatter.formatSrt,
    vtt: vttFormatter.formatVtt,
    ttml: ttmlFormatter.formatTtml,
  };
  return {
    note: 'built srt/vtt/ttml modules: dist/index.js does not load yet',
    parse(text, format) {
      const errors = new ErrorCollector(false);
      const result = parsers[format](normalizeInput(text), errors);
      result.errors = errors.errors;
      return result;
    },
    countCues: (result) => result.cues.length,
    format: (result, format) =>
      formatters[format](result.cues, {
        header: result.header,
        styles: result.styles,
        regions: result.regions,
      }),
  };
}
