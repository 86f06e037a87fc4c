import { readFileSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCliSandbox } from '../../test/support/cli-run.js';
import { readOffset } from './commands.js';

const { cli, file, path } = useCliSandbox();

const SRT =
  '1\n00:00:01,000 --> 00:00:02,500\nHello world\n\n2\n00:00:03,000 --> 00:00:04,000\nSecond cue\n\n';

const ASS = [
  '[Script Info]',
  'ScriptType: v4.00+',
  'PlayResX: 1280',
  'PlayResY: 720',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
  'Style: Thought,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,-1,0,0,100,100,0,0,1,2,2,2,10,10,10,1',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: 0,0:00:01.00,0:00:02.00,Thought,,0,0,0,,{\\an8\\pos(640,72)}Sign',
  '',
].join('\n');

describe('captio-subs convert', () => {
  it('writes an ASS script with its styles and frame: italic style as <i>, \\pos as settings', async () => {
    const result = await cli('convert', file('in.ass', ASS), '--to', 'vtt');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 line:10% position:50%,center\n<i>Sign</i>\n',
    );
  });

  it('warns, with the cue, of voices the output cannot name', async () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Ann>Hi</v>\n<v Bob>Yo</v>\n';
    const result = await cli('convert', file('in.vtt', vtt), '--to', 'srt');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('1\n00:00:01,000 --> 00:00:02,000\nHi\nYo\n\n');
    expect(result.stderr).toBe(
      'warning: Cue 1: the voices Ann, Bob are not named in the SRT output, which cannot hold them with these options\n',
    );
    expect((await cli('convert', file('in.vtt', vtt), '--to', 'srt', '--speakers')).stderr).toBe(
      '',
    );
  });

  it('converts by file extension', async () => {
    const out = path('out.vtt');
    const result = await cli('convert', file('in.srt', SRT), out);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(out, 'utf8')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello world\n\n00:00:03.000 --> 00:00:04.000\nSecond cue\n',
    );
  });

  it('writes to standard output with --to', async () => {
    const result = await cli('convert', file('in.srt', SRT), '--to', 'txt', '--no-timestamps');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Hello world');
    expect(result.stdout).not.toContain('00:00:01');
  });

  it('reads UTF-16 files with a byte order mark', async () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(SRT).flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    const result = await cli('convert', file('in.srt', utf16), '--to', 'srt');
    expect(result.stdout).toBe(SRT);
  });

  it.each([
    [['convert'], /usage: captio-subs convert/],
    [['convert', 'missing.srt', 'out.vtt'], /cannot read '.*missing.srt': no such file/],
    [['convert', 'IN', 'out.xyz'], /cannot tell the format of output '.*out.xyz'/],
    [['convert', 'IN', 'out.vtt', '--from', 'docx'], /unknown format 'docx'/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('%j fails with a clear message and exit code 2', async (argv, message) => {
    const input = file('in.srt', SRT);
    const result = await cli(...argv.map((arg) => (arg === 'IN' ? input : arg)));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('refuses a file with no subtitles in it and writes nothing', async () => {
    const result = await cli('convert', file('in.srt', 'just some words\n'), path('out.vtt'));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no subtitles found/);
    expect(readdirSync(dirname(path('in.srt')))).toEqual(['in.srt']);
  });

  it('reports skipped lines with their line numbers and still converts the rest', async () => {
    const input = file(
      'in.srt',
      '1\n00:00:0x,000 --> 00:00:01,000\nbad\n\n' + SRT.replace(/^1/, '2'),
    );
    const result = await cli('convert', input, '--to', 'srt');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/in\.srt:2: .*could not be read/);
    expect(result.stdout).toContain('Hello world');
  });

  it('stops at the first problem with --strict', async () => {
    const input = file('in.srt', '1\n00:00:0x,000 --> 00:00:01,000\nbad\n\n' + SRT);
    const result = await cli('convert', input, '--to', 'vtt', '--strict');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
  });
});

describe('captio-subs shift, scale, check, reflow, merge', () => {
  it('shift moves every cue', async () => {
    const result = await cli('shift', file('in.srt', SRT), '-500ms');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('00:00:00,500 --> 00:00:02,000');
  });

  it.each([
    ['1500', 1500],
    ['-250ms', -250],
    ['2.5s', 2500],
    ['+1.5s', 1500],
    ['-00:00:01.200', -1200],
  ])('reads the offset %s as %d ms', (text, ms) => {
    expect(readOffset(text)).toBe(ms);
  });

  it.each(['abc', '1.5', '1:75', ''])('rejects the offset %j', (text) => {
    expect(() => readOffset(text)).toThrow(/offset/);
  });

  it('scale stretches times by a ratio', async () => {
    const result = await cli('scale', file('in.srt', SRT), '2/1');
    expect(result.stdout).toContain('00:00:02,000 --> 00:00:05,000');
  });

  it('scale refuses a zero factor', async () => {
    const result = await cli('scale', file('in.srt', SRT), '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/factor '0'/);
  });

  it('check exits 1 when it finds errors and lists them by cue', async () => {
    const overlapping =
      '1\n00:00:01,000 --> 00:00:05,000\nA\n\n2\n00:00:03,000 --> 00:00:06,000\nB\n\n';
    const result = await cli('check', file('in.srt', overlapping), '--lang', 'en');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/cue 2: error: /);
  });

  it('check --json prints the findings as JSON', async () => {
    const result = await cli('check', file('in.srt', SRT), '--lang', 'en', '--json');
    expect(Array.isArray(JSON.parse(result.stdout))).toBe(true);
  });

  it('check needs a language', async () => {
    const result = await cli('check', file('in.srt', SRT));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/check needs --lang/);
  });

  it('reflow needs a language', async () => {
    const result = await cli('reflow', file('in.srt', SRT));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--lang/);
  });

  it('reflow splits long lines to the language limit', async () => {
    const long = `1\n00:00:00,000 --> 00:00:10,000\n${'word '.repeat(60).trim()}\n\n`;
    const result = await cli('reflow', file('in.srt', long), '--lang', 'en', '--to', 'srt');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('word'));
    expect(lines.every((line) => line.length <= 60)).toBe(true);
    expect(lines.join(' ').split(' ')).toHaveLength(60);
  });

  it('merge appends the second file after the first', async () => {
    const result = await cli(
      'merge',
      file('a.srt', SRT),
      file('b.srt', SRT),
      '--mode',
      'append',
      '--to',
      'srt',
    );
    expect(result.code).toBe(0);
    expect(result.stdout.match(/-->/g)).toHaveLength(4);
  });

  it('merge rejects an unknown mode', async () => {
    const result = await cli('merge', file('a.srt', SRT), file('b.srt', SRT), '--mode', 'zip');
    expect(result.code).toBe(2);
  });
});

describe('captio-subs help', () => {
  it('prints the commands', async () => {
    const result = await cli('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/captio-subs convert/);
  });

  it('without a command prints help and exits 2', async () => {
    expect((await cli()).code).toBe(2);
  });
});

describe('captio-subs speakers', () => {
  const vttWithSpeaker = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ana>Hello\n';

  it('SRT output leaves speakers out unless --speakers is given', async () => {
    const input = file('in.vtt', vttWithSpeaker);
    expect((await cli('convert', input, '--to', 'srt')).stdout).not.toContain('Ana');
    expect((await cli('convert', input, '--to', 'srt', '--speakers')).stdout).toContain(
      'Ana: Hello',
    );
  });

  it('transcripts keep speakers unless --no-speakers is given', async () => {
    const input = file('in.vtt', vttWithSpeaker);
    expect((await cli('convert', input, '--to', 'txt')).stdout).toContain('Ana: Hello');
    expect((await cli('convert', input, '--to', 'txt', '--no-speakers')).stdout).not.toContain(
      'Ana',
    );
  });
});
