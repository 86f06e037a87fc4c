import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useCliSandbox } from '../../test/support/cli-run.js';

const { cli, file, path } = useCliSandbox();

const ASS = `[Script Info]
ScriptType: v4.00+
PlayResX: 1920
PlayResY: 1080

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, Bold, Alignment
Style: Default,Arial,60,&H00FFFFFF,0,2
Style: Sign,Georgia,40,&H0000FFFF,-1,8

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Sign,,0,0,0,,{\\pos(960,100)}A sign
`;

const SECOND_ASS = `[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, Bold, Alignment
Style: Default,Verdana,20,&H00FFFFFF,0,2
Style: Song,Comic Sans MS,30,&H00FF00FF,0,8

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Song,,0,0,0,,La la la
`;

const VTT = `WEBVTT

REGION
id:top
width:40%
regionanchor:0%,0%
viewportanchor:10%,10%

STYLE
::cue { color: yellow }

00:00:01.000 --> 00:00:02.000 region:top
Up there
`;

const SRT = '1\n00:00:05,000 --> 00:00:06,000\nLater\n\n';

describe('captio-subs merge', () => {
  it('keeps the first file’s script info and styles', async () => {
    const out = path('merged.ass');
    const result = await cli(
      'merge',
      file('a.ass', ASS),
      file('b.srt', SRT),
      out,
      '--mode',
      'append',
    );
    expect(result.code).toBe(0);
    const merged = readFileSync(out, 'utf8');
    expect(merged).toContain('PlayResX: 1920');
    expect(merged).toContain('Style: Default,Arial,60,');
    expect(merged).toContain('Style: Sign,Georgia,40,');
    expect(merged).toContain('Sign,,0,0,0,,{\\pos(960,100)}A sign');
  });

  it('adds the second file’s styles, renamed on a clash and scaled into the first’s frame', async () => {
    const result = await cli('merge', file('a.ass', ASS), file('b.ass', SECOND_ASS), '--to', 'ass');
    expect(result.code).toBe(0);
    // The second script names no PlayRes: libass's 384x288, so its sizes grow 1080/288 times.
    expect(result.stdout).toContain('Style: Song,Comic Sans MS,112.5,');
    expect(result.stdout).toContain('Style: Default,Arial,60,');
    expect(result.stdout).toContain('Style: Default 2,Verdana,75,');
  });

  it('keeps WebVTT regions and style sheets, and the cue’s region', async () => {
    const result = await cli('merge', file('a.vtt', VTT), file('b.srt', SRT), '--mode', 'append');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('REGION\nid:top');
    expect(result.stdout).toContain('::cue { color: yellow }');
    expect(result.stdout).toMatch(/00:00:01\.000 --> 00:00:02\.000 region:top\nUp there/);
  });
});

describe('WebVTT notes between cues', () => {
  const NOTED = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\nNOTE about two\n\n00:00:03.000 --> 00:00:04.000\nTwo\n`;

  it('stay in place when a file is converted', async () => {
    const result = await cli('convert', file('in.vtt', NOTED), '--to', 'vtt');
    expect(result.stdout).toBe(NOTED);
  });

  it.each([
    ['merge', ['merge', 'a.vtt', 'b.srt', '--mode', 'append']],
    ['reflow', ['reflow', 'a.vtt', '--lang', 'en']],
  ])(
    'go before the first cue after %s, which changes the cues they were between',
    async (_, args) => {
      file('a.vtt', NOTED);
      file('b.srt', SRT);
      const result = await cli(...args.map((arg) => (arg.includes('.') ? path(arg) : arg)));
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^WEBVTT\n\nNOTE about two\n\n00:00:01\.000/);
    },
  );
});

describe('captio-subs check', () => {
  it('fails a file that lost a cue on the way in', async () => {
    const broken =
      '1\n00:00:01,000 --> 00:00:0x,000\nLost\n\n2\n00:00:03,000 --> 00:00:04,500\nKept\n\n';
    const result = await cli('check', file('in.srt', broken), '--lang', 'en');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/in\.srt:2: /);
    expect(result.stdout).toMatch(/1 cues, 0 errors, 0 warnings, 1 problems reading the file/);
  });

  it('passes a clean file', async () => {
    const clean = '1\n00:00:01,000 --> 00:00:03,000\nFine\n\n';
    const result = await cli('check', file('in.srt', clean), '--lang', 'en');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('1 cues, 0 errors, 0 warnings\n');
  });
});
