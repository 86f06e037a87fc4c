import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueArbitrary } from '../../../test/support/cue-arbitrary.js';
import { readFixture } from '../../../test/support/fixtures.js';
import { format } from '../core/format.js';
import { escapeCueText } from '../core/markup.js';
import { parse } from '../core/parse.js';
import type { Cue } from '../core/types.js';
import { readXml } from '../xml/xml-tree.js';

/** Characters an XML 1.0 document cannot hold, which our reader does not check. */
const NOT_XML_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  if (NOT_XML_CHARACTER.test(text)) problems.push('a character XML cannot hold');
  readXml(text, (line, message) => problems.push(`${line}: ${message}`));
  return problems;
}

describe('TTML writer', () => {
  it('writes an IMSC1 text document', () => {
    const cues: Cue[] = [
      {
        id: 'c1',
        start: 1000,
        end: 2500,
        text: 'Hello <i>there</i>\n<b>Tom</b> &amp; <u>Jerry</u>',
        speaker: 'Ana',
      },
      { start: 3_723_004, end: 3_724_000, text: '<ruby>漢<rt>kan</rt></ruby> &lt;3' },
    ];
    expect(format(cues, 'ttml', { header: { language: 'en' } })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" ttp:profile="http://www.w3.org/ns/ttml/profile/imsc1/text" ttp:timeBase="media" xml:lang="en">',
        '  <head>',
        '    <metadata>',
        '      <ttm:agent xml:id="speaker1" type="character"><ttm:name type="full">Ana</ttm:name></ttm:agent>',
        '    </metadata>',
        '    <layout>',
        '      <region xml:id="bottom" tts:origin="10% 10%" tts:extent="80% 80%" tts:displayAlign="after" tts:textAlign="center"/>',
        '    </layout>',
        '  </head>',
        '  <body region="bottom">',
        '    <div>',
        '      <p xml:id="c1" begin="00:00:01.000" end="00:00:02.500" ttm:agent="speaker1">Hello <span tts:fontStyle="italic">there</span><br/><span tts:fontWeight="bold">Tom</span> &amp; <span tts:textDecoration="underline">Jerry</span></p>',
        '      <p begin="01:02:03.004" end="01:02:04.000"><span tts:ruby="container"><span tts:ruby="base">漢</span><span tts:ruby="text">kan</span></span> &lt;3</p>',
        '    </div>',
        '  </body>',
        '</tt>',
        '',
      ].join('\n'),
    );
  });

  it('names each voice of a cue with several, and leaves names out with speakers: false', () => {
    const cues: Cue[] = [
      { start: 0, end: 1000, text: '<v Bob>First</v>\n<v.loud Carol>Second</v>' },
    ];
    const written = format(cues, 'ttml');
    expect(written).toContain(
      '<p begin="00:00:00.000" end="00:00:01.000"><span ttm:agent="speaker1">First</span><br/><span ttm:agent="speaker2">Second</span></p>',
    );
    expect(written).toContain('<ttm:name type="full">Carol</ttm:name>');
    // Read back as voices; WebVTT's voice classes have no place in TTML.
    expect(parse(written).cues).toEqual([
      { start: 0, end: 1000, text: '<v Bob>First</v>\n<v Carol>Second</v>' },
    ]);
    expect(format(cues, 'ttml', { speakers: false })).toContain(
      'end="00:00:01.000">First<br/>Second</p>',
    );
  });

  it('writes plain text with plainText, and keeps spaces a reader would collapse', () => {
    const cues: Cue[] = [{ start: 0, end: 1000, text: '  <i>two  spaces</i>' }];
    expect(format(cues, 'ttml', { plainText: true })).toContain(
      'xml:space="preserve">  two  spaces</p>',
    );
    expect(parse(format(cues, 'ttml')).cues[0]?.text).toBe('  <i>two  spaces</i>');
  });

  it('keeps an id only when it is an XML name and the first of its value', () => {
    const cues: Cue[] = [
      { id: '1', start: 0, end: 1, text: 'a' },
      { id: 'x', start: 1, end: 2, text: 'b' },
      { id: 'x', start: 2, end: 3, text: 'c' },
    ];
    expect(parse(format(cues, 'ttml')).cues.map((cue) => cue.id)).toEqual([
      undefined,
      'x',
      undefined,
    ]);
  });

  it('reads its own TTML back from a real file', () => {
    const original = parse(readFixture('pysubs2/ttml_example_apple.ttml'));
    const again = parse(format(original, 'ttml'));
    expect(again.errors).toEqual([]);
    expect(again.header).toEqual({ language: 'en' });
    expect(again.cues).toEqual(original.cues);
  });

  // Visible text with the characters XML and cue text reserve, markup on whole words.
  const word = fc.oneof(
    fc.stringMatching(/^[A-Za-zÀ-ÿ0-9'"?!.,<>&;{}\\:]{1,10}$/).map(escapeCueText),
    fc.constantFrom('漢字', '😀', '\t'),
  );
  const styled = fc
    .tuple(word, fc.constantFrom('', 'i', 'b', 'u'))
    .map(([text, tag]) => (tag === '' ? text : `<${tag}>${text}</${tag}>`));
  const line = fc.array(styled, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
  const text = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
  const speaker = fc.option(
    fc.stringMatching(/^[A-Za-z&<"' ]{1,10}$/).filter((s) => s.trim() === s && s !== ''),
    {
      nil: undefined,
    },
  );

  it('round-trips times, text with its markup, and speakers', () => {
    fc.assert(
      fc.property(fc.array(cueArbitrary(text, speaker), { maxLength: 8 }), (cues) => {
        const written = format(cues, 'ttml');
        expect(xmlProblems(written)).toEqual([]);
        const back = parse(written);
        expect(back.format).toBe('ttml');
        expect(back.errors).toEqual([]);
        const sorted = [...cues].sort((a, b) => a.start - b.start);
        expect(
          back.cues.map(({ start, end, speaker: name }) => ({ start, end, speaker: name })),
        ).toEqual(sorted.map(({ start, end, speaker: name }) => ({ start, end, speaker: name })));
        // The markup too; '>' needs no escape in cue text, and the reader writes none.
        expect(back.cues.map((cue) => cue.text)).toEqual(
          sorted.map((cue) => cue.text.replaceAll('&gt;', '>')),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('writes well-formed XML whatever the cue text', () => {
    fc.assert(
      fc.property(
        fc.array(
          cueArbitrary(fc.string({ unit: 'binary' }), fc.option(fc.string(), { nil: undefined })),
        ),
        (cues) => {
          const written = format(cues, 'ttml');
          expect(xmlProblems(written)).toEqual([]);
          expect(parse(written).cues.length).toBeLessThanOrEqual(cues.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
