import { formatTimestamp, parse, stripTags, type Cue } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { transcripts, type Transcript } from '../../../test/support/transcripts.js';
import { zipEntries } from '../../../test/support/zip-entries.js';
import { exportFormats, renderExport, UNKNOWN_SPEAKER, type ExportFormatEntry } from './index.js';

const languages = Object.keys(transcripts) as Array<keyof typeof transcripts>;
const switches = [
  { timestamps: true, speakers: true },
  { timestamps: true, speakers: false },
  { timestamps: false, speakers: true },
  { timestamps: false, speakers: false },
];
const cases = exportFormats.flatMap((entry) =>
  languages.flatMap((language) =>
    switches.map((on) => ({
      label: `${entry.kind} ${entry.type}, ${language}, timestamps ${on.timestamps}, speakers ${on.speakers}`,
      entry,
      transcript: transcripts[language],
      ...on,
    })),
  ),
);
type Case = (typeof cases)[number];

/** The name a cue is shown with: its own, else the unknown-speaker label (the transcripts have speakers). */
const speakerOf = (cue: Cue) => cue.speaker ?? UNKNOWN_SPEAKER;
const visible = (cue: Cue) => stripTags(cue.text);
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Speaker turns as a reader sees them: consecutive cues of one speaker. */
function turns(cues: readonly Cue[]): Cue[][] {
  const out: Cue[][] = [];
  for (const cue of cues) {
    const last = out[out.length - 1];
    if (last && speakerOf(last[0] as Cue) === speakerOf(cue)) last.push(cue);
    else out.push([cue]);
  }
  return out;
}

/** Everything a reading document says, in order (spacing aside). */
function documentReading(test: Case): string {
  let out = test.transcript.fileName;
  for (const turn of turns(test.transcript.cues)) {
    if (test.timestamps) out += formatTimestamp((turn[0] as Cue).start, 'clock');
    if (test.speakers) out += speakerOf(turn[0] as Cue);
    out += turn.map(visible).join('');
  }
  return squeeze(out);
}

/** Everything a subtitle listing (PDF) says, in order (spacing aside). */
function listingReading(test: Case): string {
  let out = test.transcript.fileName;
  for (const cue of test.transcript.cues) {
    if (test.timestamps)
      out += `${formatTimestamp(cue.start, 'srt')}-->${formatTimestamp(cue.end, 'srt')}`;
    if (test.speakers) out += speakerOf(cue);
    out += visible(cue);
  }
  return squeeze(out);
}

/** What parsing the subtitle file back must give for each cue. */
function checkSubtitleFile(body: string, test: Case): void {
  const to = test.entry.type as 'srt' | 'ass' | 'vtt' | 'txt' | 'md' | 'lrc' | 'csv';
  const back = parse(body, { format: to });
  expect(back.errors).toEqual([]);
  const original = test.transcript.cues;
  expect(back.cues).toHaveLength(original.length);
  // ASS and LRC times are in hundredths; TXT and Markdown have times only when asked.
  const precision = to === 'ass' || to === 'lrc' ? 10 : 0;
  const timed = !((to === 'txt' || to === 'md') && !test.timestamps);
  back.cues.forEach((cue, index) => {
    const source = original[index] as Cue;
    if (timed) {
      expect(Math.abs(cue.start - source.start)).toBeLessThanOrEqual(precision);
      expect(Math.abs(cue.end - source.end)).toBeLessThanOrEqual(precision);
    }
    let text = visible(source);
    if (to === 'lrc') text = text.replace(/\n/g, ' ');
    // SubRip and LRC have no speaker field: the name goes in front of the text.
    if ((to === 'srt' || to === 'lrc') && test.speakers) text = `${speakerOf(source)}: ${text}`;
    expect(stripTags(cue.text)).toBe(text);
    if (to === 'srt' || to === 'lrc') expect(cue.speaker).toBeUndefined();
    else expect(cue.speaker).toBe(test.speakers ? speakerOf(source) : undefined);
  });
}

function checkPdf(body: Buffer, expected: string, transcript: Transcript): void {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = extractPdfText(body);
  expect(squeeze(pdf.text)).toBe(expected);
  expect(pdf.notdefCount).toBe(0);
  expect(pdf.fonts.length).toBeGreaterThan(0);
  for (const font of pdf.fonts) expect(font, font.name).toMatchObject({ embedded: true });
  expect(pdf.fonts.map((font) => font.name).join()).toContain(transcript.pdfFace);
  // Subsets, not whole fonts: Noto Sans CJK Regular alone is 19 MB.
  expect(body.length).toBeLessThan(400_000);
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');

function checkDocx(body: Buffer, test: Case): void {
  const xml = zipEntries(body).get('word/document.xml')?.toString('utf8') ?? '';
  const paragraphs = [...xml.matchAll(/<w:p>[\s\S]*?<\/w:p>/g)].map((match) =>
    [...match[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((text) => unescapeXml(text[1] ?? ''))
      .join(''),
  );
  expect(squeeze(paragraphs.join(''))).toBe(documentReading(test));
  // The title, then each turn: a heading paragraph (when there is a time or a name) and its text.
  const headed = test.timestamps || test.speakers;
  expect(paragraphs).toHaveLength(1 + turns(test.transcript.cues).length * (headed ? 2 : 1));
  const fonts = [...xml.matchAll(/<w:rFonts [^>]*\/>/g)].map((match) => match[0]);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toContain(`w:eastAsia="${test.transcript.wordFont}"`);
  expect(xml).toContain(`w:eastAsia="${test.transcript.wordLanguage}"`);
}

function checkTextDocument(body: string, test: Case): void {
  expect(squeeze(body)).toBe(documentReading(test));
  expect(body.split(/\n\n/)).toHaveLength(1 + turns(test.transcript.cues).length);
}

describe('renderExport: every format, with and without timestamps and speakers', () => {
  it.each(cases)('$label', async (test) => {
    const { entry, transcript } = test;
    const result = await renderExport(
      { cues: transcript.cues, fileName: transcript.fileName, language: transcript.language },
      {
        kind: entry.kind,
        format: entry.type,
        timestamps: test.timestamps,
        speakers: test.speakers,
      },
    );
    expect(result.contentType).toBe(entry.contentType);
    // The timed listing in pdf or txt is named apart from the reading document of that format.
    const tag =
      entry.kind === 'subtitle' && ['pdf', 'txt'].includes(entry.type) ? '.subtitles' : '';
    expect(result.fileName).toBe(
      transcript.fileName.replace(/\.[^.]+$/, `${tag}.${(entry as ExportFormatEntry).extension}`),
    );
    if (entry.type === 'pdf') {
      expect(result.body).toBeInstanceOf(Buffer);
      const expected = entry.kind === 'subtitle' ? listingReading(test) : documentReading(test);
      checkPdf(result.body as Buffer, expected, transcript);
    } else if (entry.type === 'docx') {
      expect(result.body).toBeInstanceOf(Buffer);
      checkDocx(result.body as Buffer, test);
    } else if (entry.kind === 'document') {
      checkTextDocument(result.body as string, test);
    } else {
      checkSubtitleFile(result.body as string, test);
    }
  });
});

describe('renderExport: cues saved out of order', () => {
  it.each(['srt', 'vtt', 'ass'] as const)('are written by their starts in %s', async (type) => {
    const cues = [
      { start: 5000, end: 6000, text: 'third' },
      { start: 1000, end: 2000, text: 'first' },
      { start: 3000, end: 4000, text: 'second' },
    ];
    const result = await renderExport(
      { cues, fileName: 'talk.mp4', language: 'en' },
      { kind: 'subtitle', format: type, timestamps: true, speakers: false },
    );
    const body = result.body as string;
    const at = (word: string) => body.indexOf(word);
    expect(at('first')).toBeLessThan(at('second'));
    expect(at('second')).toBeLessThan(at('third'));
  });
});

describe('renderExport: cues left empty', () => {
  it.each(['srt', 'vtt', 'ass', 'lrc', 'csv'] as const)('are not written in %s', async (type) => {
    const cues = [
      { start: 1000, end: 2000, text: 'first' },
      { start: 2000, end: 3000, text: '' },
      { start: 3000, end: 4000, text: ' \n ' },
      { start: 4000, end: 5000, text: 'second' },
    ];
    const result = await renderExport(
      { cues, fileName: 'talk.mp4', language: 'en' },
      { kind: 'subtitle', format: type, timestamps: true, speakers: false },
    );
    const read = parse(result.body as string, { format: type });
    expect(read.cues.map((cue) => cue.text)).toEqual(['first', 'second']);
  });
});

describe('renderExport: the ASS file’s Title', () => {
  const { cues, fileName, language } = transcripts.en;
  it.each([
    ['the file name', undefined, fileName],
    ['the title given', 'Lecture 3: waves', 'Lecture 3: waves'],
    ['the title given, on one line', '  Lecture 3\n  waves ', 'Lecture 3 waves'],
    ['the file name, when the title is blank', '   ', fileName],
  ])('is %s', async (_, title, expected) => {
    const result = await renderExport(
      { cues, fileName, language, ...(title === undefined ? {} : { title }) },
      { kind: 'subtitle', format: 'ass', timestamps: true, speakers: true },
    );
    const info = parse(result.body as string, { format: 'ass' }).header?.scriptInfo ?? [];
    expect(info.filter(([key]) => key === 'Title')).toEqual([['Title', expected]]);
  });
});
