import { describe, expect, it } from 'vitest';
import { format, isCommentCue, mergeFiles, parse } from '../../index.js';

const ASS = `[Script Info]
ScriptType: v4.00+
PlayResX: 1920

[V4+ Styles]
Format: Name, Fontname, Fontsize, Alignment
Style: Default,Arial,60,2
Style: Sign,Georgia,40,8

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Sign,,0,0,0,,A sign
`;

const SECOND_ASS = `[Script Info]
ScriptType: v4.00+
PlayResX: 640

[V4+ Styles]
Format: Name, Fontname, Fontsize, Alignment
Style: Default,Verdana,20,2
Style: Song,Comic Sans MS,30,8

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Song,,0,0,0,,La la la
`;

const vtt = (region: string, width: string) => `WEBVTT

REGION
id:${region}
width:${width}

NOTE before the cue

00:00:01.000 --> 00:00:02.000 region:${region}
Up there
`;

const SRT = '1\n00:00:05,000 --> 00:00:06,000\nLater\n\n';

describe('mergeFiles', () => {
  it('keeps the first file’s header and both files’ styles, renaming the second’s that differ', () => {
    const merged = mergeFiles(parse(ASS), parse(SECOND_ASS), { mode: 'bilingual' });
    expect(merged.header?.scriptInfo).toContainEqual(['PlayResX', '1920']);
    // The second script is 640 wide (480 high), the first 1920 (1440): its sizes are tripled.
    expect(
      merged.styles?.map((style) => [
        style.name,
        style.fields['Fontname'],
        style.fields['Fontsize'],
      ]),
    ).toEqual([
      ['Default', 'Arial', '60'],
      ['Sign', 'Georgia', '40'],
      ['Default 2', 'Verdana', '60'],
      ['Song', 'Comic Sans MS', '90'],
    ]);
    expect(merged.cues.map((cue) => [cue.style, cue.text])).toEqual([['Sign', 'A sign\nLa la la']]);
  });

  it('keeps each file’s lines where they were on screen, and their own look, in ASS', () => {
    const second = SECOND_ASS.replace(
      'Dialogue: 0,0:00:01.00,0:00:02.00,Song,,0,0,0,,La la la',
      'Dialogue: 0,0:00:05.00,0:00:06.00,Default,,10,0,0,,{\\pos(320,240)\\fs20}Centre\n' +
        'Dialogue: 0,0:00:07.00,0:00:08.00,Song,,0,0,0,,{\\rDefault}Back',
    );
    const merged = mergeFiles(parse(ASS), parse(second), { mode: 'append', offset: 0 });
    const events = format(merged, 'ass')
      .split('\n')
      .filter((line) => line.startsWith('Dialogue:'));
    expect(events).toEqual([
      'Dialogue: 0,0:00:01.00,0:00:02.00,Sign,,0,0,0,,A sign',
      'Dialogue: 0,0:00:05.00,0:00:06.00,Default 2,,30,0,0,,{\\pos(960,720)\\fs60}Centre',
      'Dialogue: 0,0:00:07.00,0:00:08.00,Song,,0,0,0,,{\\rDefault 2}Back',
    ]);
    // Read back, the centred line is still in the middle of the frame.
    expect(parse(format(merged, 'vtt')).cues[1]?.settings).toMatchObject({ position: 50 });
  });

  it('shares a style both files define alike, and scales nothing between frames alike', () => {
    const merged = mergeFiles(parse(ASS), parse(ASS), { mode: 'append' });
    expect(merged.styles?.map((style) => style.name)).toEqual(['Default', 'Sign']);
    expect(merged.cues.map((cue) => cue.style)).toEqual(['Sign', 'Sign']);
  });

  it.each([
    [
      'WebVTT and WebVTT',
      'WEBVTT\n\nSTYLE\n::cue(.a) { color: red }\n\n00:00:01.000 --> 00:00:02.000\n<c.a>One</c>\n',
    ],
    ['SubRip and WebVTT', SRT],
  ])('keeps the second file’s WebVTT style sheets after the first’s (%s)', (_name, first) => {
    const second =
      'WEBVTT\n\nSTYLE\n::cue(.b) { color: blue }\n\nSTYLE\n::cue(.a) { color: red }\n\n00:00:03.000 --> 00:00:04.000\n<c.b>Two</c>\n';
    const merged = mergeFiles(parse(first), parse(second), { mode: 'append', offset: 0 });
    const sheets = parse(first).header?.vttStyles ?? [];
    expect(merged.header?.vttStyles).toEqual([
      ...sheets,
      '::cue(.b) { color: blue }',
      ...(sheets.length === 0 ? ['::cue(.a) { color: red }'] : []),
    ]);
    expect(format(merged, 'vtt')).toContain('STYLE\n::cue(.b) { color: blue }\n');
  });

  it('gives a WebVTT region of the second file named as a different one of the first its own id', () => {
    const merged = mergeFiles(parse(vtt('top', '40%')), parse(vtt('top', '80%')), {
      mode: 'append',
    });
    expect(merged.regions?.map((region) => [region.id, region.width])).toEqual([
      ['top', 40],
      ['top_2', 80],
    ]);
    expect(merged.cues.map((cue) => cue.settings?.kind === 'vtt' && cue.settings.region)).toEqual([
      'top',
      'top_2',
    ]);
  });

  it.each([
    ['bilingual', { mode: 'bilingual' } as const, [[1000, 'Up there\nUp there']]],
    [
      'append',
      { mode: 'append', offset: 10_000 } as const,
      [
        [1000, 'Up there'],
        [11_000, 'Up there'],
      ],
    ],
  ])('%s: keeps both files’ regions and the notes, before the first cue', (_, options, cues) => {
    const merged = mergeFiles(parse(vtt('top', '40%')), parse(vtt('low', '20%')), options);
    expect(merged.regions?.map((region) => region.id)).toEqual(['top', 'low']);
    expect(merged.cues.map((cue) => [cue.start, cue.text])).toEqual(cues);
    const written = format(merged, 'vtt');
    expect(written.indexOf('NOTE before the cue')).toBeLessThan(written.indexOf('-->'));
  });

  it('gives a file of the first one’s format, with no styles or regions when neither has any', () => {
    const merged = mergeFiles(parse(SRT), parse(SRT), { mode: 'append', gap: 1000 });
    expect(merged).toEqual({
      format: 'srt',
      errors: [],
      cues: [
        { start: 5000, end: 6000, text: 'Later' },
        { start: 12_000, end: 13_000, text: 'Later' },
      ],
    });
  });

  describe('with an ASS comment over an SRT cue (bilingual)', () => {
    const withNote = ASS.replace(
      'Dialogue: 0,0:00:01.00',
      'Comment: 0,0:00:10.00,0:00:12.00,Default,,0,0,0,,Translator note: keep hidden\nDialogue: 0,0:00:01.00',
    );
    const french = '1\n00:00:10,000 --> 00:00:11,000\nHors de tout\n\n';

    it.each([
      ['the ASS file leads, written as ASS', withNote, french, 'ass'],
      ['the ASS file leads, written as SRT', withNote, french, 'srt'],
      ['the SRT file leads, written as ASS', french, withNote, 'ass'],
      ['the SRT file leads, written as SRT', french, withNote, 'srt'],
    ] as const)('%s: the SRT line shows, the note stays hidden', (_, a, b, to) => {
      const written = format(mergeFiles(parse(a), parse(b), { mode: 'bilingual' }), to);
      const shown = parse(written).cues.filter((cue) => !isCommentCue(cue));
      expect(shown.map((cue) => [cue.start, cue.text])).toContainEqual([10_000, 'Hors de tout']);
      expect(shown.some((cue) => cue.text.includes('Translator note'))).toBe(false);
      // Comments stay comments where the format has them, as converting the file keeps them.
      expect(written.includes('Comment: 0,0:00:10.00')).toBe(to === 'ass');
    });
  });

  it('changes neither input and leaves their reading problems with them', () => {
    const a = parse('1\n00:00:01,000 -> 00:00:02,000\nBroken\n\n' + SRT);
    const b = parse(SRT);
    const before = JSON.stringify([a, b]);
    const merged = mergeFiles(a, b, { mode: 'bilingual' });
    expect(JSON.stringify([a, b])).toBe(before);
    expect(a.errors).toHaveLength(1);
    expect(merged.errors).toEqual([]);
  });
});
