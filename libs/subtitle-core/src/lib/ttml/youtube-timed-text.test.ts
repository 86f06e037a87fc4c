import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { parse } from '../core/parse.js';

// The shapes YouTube's timedtext endpoint serves (fmt=srv3, srv2, srv1) and yt-dlp saves as
// .srv3, .srv2 and .srv1 files; detected without being told.

const SRV3_AUTOMATIC =
  '<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n' +
  '<head>\n<ws id="0"/>\n<ws id="1" mh="2" ju="0" sd="3"/>\n<wp id="0"/>\n<wp id="1" ap="6" ah="20" av="100" rc="2" cc="40"/>\n</head>\n' +
  '<body>\n<w t="0" id="1" wp="1" ws="1"/>\n' +
  '<p t="15519" d="4241" w="1"><s ac="0">for</s><s t="281" ac="0"> years</s><s t="1281" ac="0"> it&#39;s</s></p>\n' +
  '<p t="17750" d="2010" w="1" a="1">\n</p>\n' +
  '<p t="17760" d="5119" w="1"><s ac="0">one</s><s t="160" ac="0"> that</s></p>\n' +
  '</body>\n</timedtext>\n';

const SRV3_WRITTEN =
  '<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n' +
  '<head><pen id="1" i="1"/><pen id="2" b="1" u="1"/></head>\n' +
  '<body>\n' +
  '<p t="320" d="1700">[Herb, Software Engineer]\n本影片包含隱藏式字幕。</p>\n' +
  '<p t="2100" d="900" p="1">Tom &amp; Jerry &lt;3</p>\n' +
  '<p t="3000" d="1000">plain <s p="2">loud</s></p>\n' +
  '</body>\n</timedtext>\n';

const SRV2 =
  '<?xml version="1.0" encoding="utf-8" ?><timedtext>\n<window id="1" t="0" op="define" rc="15" cc="32"/>\n' +
  '<text t="1360" d="1680" w="1">[&#9834;&#9834;&#9834;]</text>\n<text t="18640" d="3240" w="1">We are no strangers</text>\n</timedtext>\n';

// youtube-transcript-api's test asset (MIT): srv1's text is HTML once the XML is read.
const SRV1 =
  '<?xml version="1.0" encoding="utf-8" ?>\n<transcript>\n' +
  '    <text start="0" dur="1.54">Hey, this is just a test</text>\n' +
  '    <text start="1.54" dur="4.16">this is &lt;i>not&lt;/i> the original transcript</text>\n' +
  '    <text start="5" dur="0.5"></text>\n' +
  '    <text start="5.7" dur="3.239">I&amp;#39;m just something shorter,\nI made up for testing</text>\n' +
  '</transcript>';

describe('YouTube timed text', () => {
  it('reads automatic srv3: words from the segments, the appends of a line feed left out', () => {
    const result = parse(SRV3_AUTOMATIC);
    expect(result.format).toBe('ttml');
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      {
        start: 15_519,
        end: 19_760,
        text: "for years it's",
        words: [
          { text: 'for', start: 15_519, end: 15_800 },
          { text: 'years', start: 15_800, end: 16_800 },
          { text: "it's", start: 16_800, end: 19_760 },
        ],
      },
      {
        start: 17_760,
        end: 22_879,
        text: 'one that',
        words: [
          { text: 'one', start: 17_760, end: 17_920 },
          { text: 'that', start: 17_920, end: 22_879 },
        ],
      },
    ]);
  });

  it('reads written srv3: line feeds as breaks, pens as italic, bold and underline', () => {
    const result = parse(SRV3_WRITTEN);
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: 320, end: 2020, text: '[Herb, Software Engineer]\n本影片包含隱藏式字幕。' },
      { start: 2100, end: 3000, text: '<i>Tom &amp; Jerry &lt;3</i>' },
      { start: 3000, end: 4000, text: 'plain <b><u>loud</u></b>' },
    ]);
  });

  it('reads srv2', () => {
    const result = parse(SRV2);
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: 1360, end: 3040, text: '[♪♪♪]' },
      { start: 18_640, end: 21_880, text: 'We are no strangers' },
    ]);
  });

  it('reads srv1, whose text is HTML, in seconds', () => {
    const result = parse(SRV1);
    expect(result.format).toBe('ttml');
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: 0, end: 1540, text: 'Hey, this is just a test' },
      { start: 1540, end: 5700, text: 'this is <i>not</i> the original transcript' },
      { start: 5700, end: 8939, text: 'I&#39;m just something shorter,\nI made up for testing' },
    ]);
  });

  it.each([
    [
      'a paragraph without t',
      '<timedtext format="3"><body><p d="10">a</p></body></timedtext>',
      ['missing-timestamp@1'],
    ],
    [
      'a paragraph without d',
      '<timedtext format="3"><body><p t="10">a</p></body></timedtext>',
      ['missing-timestamp@1'],
    ],
    [
      'a time in seconds where ms are due',
      '<timedtext format="3"><body><p t="1.5" d="10">a</p></body></timedtext>',
      ['bad-timestamp@1'],
    ],
    [
      'an srv1 time that is not a number',
      '<transcript><text start="x" dur="1">a</text></transcript>',
      ['bad-timestamp@1'],
    ],
  ])('reports %s and skips it', (_name, text, codes) => {
    const result = parse(text);
    expect(errorCodes(result)).toEqual(codes);
    expect(result.cues).toEqual([]);
  });
});
