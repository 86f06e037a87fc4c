import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { readFixture } from '../../../test/support/fixtures.js';
import { parse } from '../core/parse.js';
import { SubtitleParseError } from '../core/parse-error.js';
import { removeTags as stripTags } from '../core/markup.js';

function ttml(text: string) {
  return parse(text, { format: 'ttml' });
}

const NS =
  'xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:ttm="http://www.w3.org/ns/ttml#metadata"';

/** A TTML document around a body's content. */
function doc(body: string, root = '', head = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<tt ${NS} ${root}><head>${head}</head><body>${body}</body></tt>\n`;
}

describe('TTML parser on the pysubs2 files, against the ASS pysubs2 converts them to', () => {
  it.each(['ttml_example', 'ttml_example2', 'ttml_example_apple'])('%s', (name) => {
    const result = ttml(readFixture(`pysubs2/${name}.ttml`));
    const expected = parse(readFixture(`pysubs2/${name}.ass`)).cues;
    expect(result.errors).toEqual([]);
    // ASS keeps hundredths: each time within 5 ms.
    expect(
      result.cues.map((cue) => [
        Math.round(cue.start / 10),
        Math.round(cue.end / 10),
        stripTags(cue.text),
      ]),
    ).toEqual(expected.map((cue) => [cue.start / 10, cue.end / 10, stripTags(cue.text)]));
  });

  it('keeps the ids, the language and the speaker of Apple lyrics', () => {
    const example = ttml(readFixture('pysubs2/ttml_example.ttml'));
    expect(example.cues[0]?.id).toBe('subtitle1');
    expect(ttml(readFixture('pysubs2/ttml_example2.ttml')).header).toEqual({ language: 'en' });
    expect(ttml(readFixture('pysubs2/ttml_example_apple.ttml')).cues[0]).toEqual({
      start: 19_764,
      end: 21_900,
      text: 'When you were here be fore',
      speaker: 'Radiohead',
    });
  });
});

describe('TTML parser on androidx-media files, with the cues ExoPlayer shows', () => {
  it('times paragraphs from the divs around them', () => {
    const result = ttml(readFixture('androidx-media/ttml/inherit_begin_from_div.xml'));
    expect(result.errors).toEqual([]);
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [69_583, 71_125, 'Lara.'],
      [72_000, 74_500, 'Stil.'],
      [122_000, 125_000, 'offset'],
      [180_000, 184_000, 'dur'],
      [242_000, 245_000, 'nested'],
      [300_000, 302_000, 'bare'],
    ]);
  });

  it('gives a referenced style its italic, bold and underline (TTML 2006 namespaces)', () => {
    expect(ttml(readFixture('androidx-media/ttml/inherit_style.xml')).cues).toEqual([
      { start: 10_000, end: 18_000, text: '<i><b><u>text 1</u></b></i>' },
    ]);
  });

  it('reads ruby as cue text ruby; readings without a base or container are left out', () => {
    const result = ttml(readFixture('androidx-media/ttml/rubies.xml'));
    expect(result.errors).toEqual([]);
    expect(result.cues.map((cue) => cue.text)).toEqual([
      'Cue with <ruby>annotated<rt>1st rubies</rt></ruby> <ruby>text<rt>2nd rubies</rt></ruby>.',
      'Cue with <ruby>annotated<rt>rubies</rt></ruby> text.',
      'Cue with <ruby>annotated<rt>rubies</rt></ruby> text.',
      'Cue with annotated text.',
      'Cue with text.',
      'Cue with annotated text.',
      'Cue with <ruby>annotated<rt>rubies</rt></ruby> text.',
      'Cue with <ruby>annotated<rt>rubies</rt></ruby> text.',
    ]);
  });
});

describe('TTML parser', () => {
  it.each([
    ['lines split by <br/>', '<p begin="1s" end="2s">One<br/>Two</p>', 'One\nTwo'],
    [
      'white space collapsed, none at the ends of lines',
      '<p begin="1s" end="2s">\n   One   two \n <br/>  three\t</p>',
      'One two\nthree',
    ],
    [
      'xml:space="preserve": spaces kept, line feeds as breaks',
      '<p begin="1s" end="2s" xml:space="preserve">  One  two\nthree</p>',
      '  One  two\nthree',
    ],
    [
      'entities, escaped as cue text',
      '<p begin="1s" end="2s">Tom &amp; Jerry &lt;3 &#233;</p>',
      'Tom &amp; Jerry &lt;3 é',
    ],
    [
      'inline italic, bold and underline, nested',
      '<p begin="1s" end="2s">a <span tts:fontStyle="italic">b <span tts:fontWeight="bold">c</span></span> <span tts:textDecoration="underline">d</span></p>',
      'a <i>b <b>c</b></i> <u>d</u>',
    ],
    [
      'a span that turns a style of its paragraph off',
      '<p begin="1s" end="2s" tts:fontStyle="italic">a <span tts:fontStyle="normal">b</span> c</p>',
      '<i>a </i>b<i> c</i>',
    ],
    [
      'markup closed and reopened around a line break',
      '<p begin="1s" end="2s"><span tts:fontStyle="italic">a<br/>b</span></p>',
      '<i>a</i>\n<i>b</i>',
    ],
    [
      'metadata and unknown elements showing nothing',
      '<p begin="1s" end="2s"><metadata><ttm:desc>no</ttm:desc></metadata>yes<set tts:color="red"/></p>',
      'yes',
    ],
    ['CDATA', '<p begin="1s" end="2s"><![CDATA[1 < 2]]></p>', '1 &lt; 2'],
  ])('reads %s', (_name, body, text) => {
    const result = ttml(doc(`<div>${body}</div>`));
    expect(result.errors).toEqual([]);
    expect(result.cues.map((cue) => cue.text)).toEqual([text]);
  });

  it('reads styles by reference, chained, with inline attributes winning', () => {
    const head =
      '<styling><style xml:id="i" tts:fontStyle="italic"/><style xml:id="ib" style="i" tts:fontWeight="bold"/></styling>';
    const body =
      '<div style="ib"><p begin="1s" end="2s">a</p><p begin="2s" end="3s" tts:fontWeight="normal">b</p></div>';
    expect(ttml(doc(body, '', head)).cues.map((cue) => cue.text)).toEqual([
      '<i><b>a</b></i>',
      '<i>b</i>',
    ]);
  });

  it('reads any prefix for the TTML namespace', () => {
    const text =
      '<tt:tt xmlns:tt="http://www.w3.org/ns/ttml" xmlns:s="http://www.w3.org/ns/ttml#styling"><tt:body><tt:div>' +
      '<tt:p begin="00:00:01.000" end="00:00:02.000"><tt:span s:fontStyle="italic">Hi</tt:span><tt:br/>there</tt:p>' +
      '</tt:div></tt:body></tt:tt>';
    const result = parse(text);
    expect(result.format).toBe('ttml');
    expect(result.cues).toEqual([{ start: 1000, end: 2000, text: '<i>Hi</i>\nthere' }]);
  });

  it.each([
    [
      'clock times with frames at ttp:frameRate',
      'ttp:frameRate="25"',
      '00:00:01:05',
      '00:00:02:20',
      [1200, 2800],
    ],
    ['ticks at ttp:tickRate', 'ttp:tickRate="10000000"', '10000000t', '25000000t', [1000, 2500]],
    [
      'ticks at the frame rate when no tick rate is given',
      'ttp:frameRate="25"',
      '25t',
      '50t',
      [1000, 2000],
    ],
    ['offsets in ms, minutes and hours', '', '1500ms', '0.05m', [1500, 3000]],
  ])('reads %s', (_name, root, begin, end, times) => {
    const result = ttml(doc(`<div><p begin="${begin}" end="${end}">x</p></div>`, root));
    expect(result.errors).toEqual([]);
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([times]);
  });

  it('ends a paragraph at the first of its end, its dur and its parent’s end', () => {
    const body =
      '<div begin="10s" end="20s"><p begin="1s" end="5s" dur="2s">a</p><p begin="8s" end="15s">b</p><p begin="2s">c</p></div>';
    expect(ttml(doc(body)).cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [11_000, 13_000, 'a'],
      [12_000, 20_000, 'c'],
      [18_000, 20_000, 'b'],
    ]);
  });

  it('reads a span with an agent of its own as a voice', () => {
    const head =
      '<metadata><ttm:agent xml:id="a1"><ttm:name>Ann</ttm:name></ttm:agent><ttm:agent xml:id="b2"><ttm:name>Bo &amp; Co</ttm:name></ttm:agent></metadata>';
    const body =
      '<div><p begin="1s" end="2s" ttm:agent="a1">Hi <span ttm:agent="a1">there</span><br/><span ttm:agent="b2"> Hello </span></p></div>';
    expect(ttml(doc(body, '', head)).cues).toEqual([
      { start: 1000, end: 2000, text: 'Hi there\n<v Bo &amp; Co>Hello</v>', speaker: 'Ann' },
    ]);
  });

  it('names the speaker from ttm:agent', () => {
    const head =
      '<metadata><ttm:agent xml:id="a1" type="character"><ttm:name type="full">Alice</ttm:name></ttm:agent></metadata>';
    const body =
      '<div ttm:agent="a1"><p begin="1s" end="2s">Hi</p><p begin="2s" end="3s" ttm:agent="bob">Yo</p></div>';
    expect(ttml(doc(body, '', head)).cues.map((cue) => cue.speaker)).toEqual(['Alice', 'bob']);
  });

  it.each([
    [
      'an unreadable time: the paragraph keeps what else times it',
      '<div><p begin="soon" end="2s">a</p><p begin="1s" end="later">b</p></div>',
      ['bad-timestamp@2', 'bad-timestamp@2', 'missing-timestamp@2'],
      [[0, 2000, 'a']],
    ],
    [
      'a paragraph that ends before it starts',
      '<div>\n<p begin="3s" end="2s">a</p>\n<p begin="4s" end="5s">b</p></div>',
      ['end-before-start@3'],
      [[4000, 5000, 'b']],
    ],
    [
      'an element left open',
      '<div><p begin="1s" end="2s">a<span>b</p><p begin="2s" end="3s">c</p></div>',
      ['bad-xml@2'],
      [
        [1000, 2000, 'ab'],
        [2000, 3000, 'c'],
      ],
    ],
    [
      'a bad ttp: parameter',
      '<div><p begin="2f" end="4f">a</p></div>',
      ['bad-header@2'],
      [[67, 133, 'a']],
    ],
  ])('reports %s and reads on', (_name, body, codes, cues) => {
    const root = body.includes('2f') ? 'ttp:frameRate="fast"' : '';
    const result = ttml(doc(body, root));
    expect(errorCodes(result)).toEqual(codes);
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual(cues);
  });

  it.each([
    ['not XML', 'Hello there', 'unknown-format@1'],
    ['another XML document', '<html><body><p>Sign in</p></body></html>', 'unknown-format@1'],
  ])('refuses %s without a cue', (_name, text, code) => {
    const result = ttml(text);
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toContain(code);
  });

  it('reads a head written after the body: its styles and agents still apply, its problems told once', () => {
    const head =
      '<head><styling><style xml:id="it" tts:fontStyle="italic"/></styling>' +
      '<metadata><ttm:agent xml:id="a1"><ttm:name>Ann</ttm:name></ttm:agent></metadata></head>';
    const text = `<tt ${NS}><body><div><p begin="1s" end="2s" style="it" ttm:agent="a1">Hi &bad;</p><p begin="x" end="3s">b</p></div></body>${head}</tt>`;
    const result = ttml(text);
    expect(result.cues.map((cue) => [cue.text, cue.speaker])).toEqual([
      ['b', undefined],
      ['<i>Hi &amp;bad;</i>', 'Ann'],
    ]);
    expect(errorCodes(result)).toEqual(['bad-xml@1', 'bad-timestamp@1']);
  });

  it('reads a paragraph the file never closes', () => {
    const result = ttml(
      `<tt ${NS}><body><div><p begin="1s" end="2s">a</p>\n<p begin="3s" end="4s">b`,
    );
    expect(result.cues.map((cue) => [cue.start, cue.text])).toEqual([
      [1000, 'a'],
      [3000, 'b'],
    ]);
    expect(errorCodes(result)).toEqual(['bad-xml@2', 'bad-xml@2', 'bad-xml@2', 'bad-xml@2']);
  });

  it('reports the XML problems first, as strict mode throws them, then the paragraphs’ own', () => {
    const text = doc('<div><p begin="x" end="2s">a</p>\n<p begin="1s" end="2s">&nope;</p></div>');
    expect(errorCodes(ttml(text))).toEqual(['bad-xml@3', 'bad-timestamp@2']);
    expect(() => parse(text, { format: 'ttml', strict: true })).toThrow(/&nope;/);
  });

  it('throws the first problem in strict mode', () => {
    expect(() =>
      parse(doc('<div><p begin="x" end="2s">a</p></div>'), { format: 'ttml', strict: true }),
    ).toThrow(SubtitleParseError);
  });

  it('reads a paragraph under 100,000 nested divs and spans without running out of stack', () => {
    const text = doc(
      `${'<div>'.repeat(100_000)}<p begin="1s" end="2s">${'<span>'.repeat(100_000)}deep</p>`,
    );
    const result = ttml(text);
    expect(result.cues.map((cue) => cue.text)).toEqual([]);
    expect(errorCodes(result)).toContain('bad-xml@2');
  });

  it('never throws, whatever the text', () => {
    const fragment = fc.constantFrom(
      '<tt xmlns="http://www.w3.org/ns/ttml">',
      '<body>',
      '<div begin="1s">',
      '<p begin="1s" end="2s">',
      '<p dur="2">',
      '<span tts:fontStyle="italic">',
      '<br/>',
      '</span>',
      '</p>',
      '</div>',
      '&amp;',
      '&#x0;',
      '<![CDATA[',
      '<!--',
      'text',
      ' ',
      '\n',
    );
    const xmlish = fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 4 })), { maxLength: 30 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), xmlish), (text) => {
        expect(() => ttml(text)).not.toThrow();
        expect(() => parse(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
