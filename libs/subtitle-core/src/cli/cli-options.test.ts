import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useCliSandbox } from '../../test/support/cli-run.js';
import { readFactor } from './commands.js';

const { cli, file, path } = useCliSandbox();

const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHello world\n\n';

describe('captio-subs options', () => {
  it.each([
    [['convert', 'IN', 'OUT.vtt', '--bogus-flag'], /unknown option --bogus-flag for convert/],
    [['convert', 'IN', '--no-timestamp', 'OUT.txt'], /unknown option --no-timestamp for convert/],
    [['reflow', 'IN', '--lang', 'en', '--max-char', '5'], /unknown option --max-char for reflow/],
    [['check', 'IN', '--lang', 'en', '--to', 'vtt'], /unknown option --to for check/],
    [['convert', 'IN', 'OUT.vtt', '--plain=yes'], /--plain takes no value/],
    [['convert', 'IN', '--to'], /--to needs a value/],
    [['merge', 'IN', 'IN', 'OUT.srt', '--offset', '5000'], /add --mode append/],
    [['reflow', 'IN', '--lang', 'en', '--max-chars', '2.5'], /--max-chars needs a whole number/],
    [['check', 'IN', '--lang', 'en', '--max-lines', '0'], /--max-lines needs a whole number/],
    [['check', 'IN', '--lang', 'en', '--fps', '0x19'], /--fps needs a number above 0/],
    [['scale', 'IN', '1/2/3'], /the factor '1\/2\/3'/],
    [['scale', 'IN', '0x10'], /the factor '0x10'/],
    [['scale', 'IN', '1e1'], /the factor '1e1'/],
  ])('%j is refused with exit 2, writing nothing', async (argv, message) => {
    const input = file('in.srt', SRT);
    const args = argv.map((arg) =>
      arg === 'IN' ? input : arg.startsWith('OUT') ? path(arg.slice(3)) : arg,
    );
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/unexpected failure/);
    expect(result.stdout).toBe('');
    for (const name of ['.vtt', '.txt', '.srt']) expect(existsSync(path(name))).toBe(false);
  });

  it('reports what the library cannot do with the input as such, not as a failure', async () => {
    const short = file('short.srt', '1\n00:00:01,000 --> 00:00:01,001\nA\n\n');
    const result = await cli('scale', short, '0.0001', path('out.srt'));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'captio-subs: Cannot scale subtitle times by 0.0001: cue 1, 1 ms long, would last 0 ms\n',
    );
    expect(existsSync(path('out.srt'))).toBe(false);
  });

  it.each([
    ['merge', ['IN', 'IN2', 'KEPT', 'OUT.srt', '--mode', 'append']],
    ['convert', ['IN', 'OUT.vtt', 'KEPT']],
    ['shift', ['IN', '1s', 'OUT.srt', 'KEPT']],
    ['check', ['IN', 'KEPT', '--lang', 'en']],
  ])('%s refuses an argument too many, and overwrites nothing', async (command, argv) => {
    const files = {
      IN: file('in.srt', SRT),
      IN2: file('in2.srt', SRT),
      KEPT: file('kept.srt', 'not to be overwritten'),
    };
    const args = argv.map((arg) =>
      arg in files
        ? files[arg as keyof typeof files]
        : arg.startsWith('OUT')
          ? path(arg.slice(3))
          : arg,
    );
    const result = await cli(command, ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^captio-subs: too many arguments \('.+'\); usage: /);
    expect(readFileSync(files.KEPT, 'utf8')).toBe('not to be overwritten');
    for (const name of ['.vtt', '.srt']) expect(existsSync(path(name))).toBe(false);
  });

  it('takes --flag=value as well as --flag value', async () => {
    const result = await cli('convert', file('in.srt', SRT), '--to=vtt');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^WEBVTT/);
  });
});

describe('readFactor', () => {
  it.each([
    ['2', 2],
    ['1.001', 1.001],
    ['.5', 0.5],
    ['25/23.976', 25 / 23.976],
    ['2/1', 2],
  ])('reads %s', (text, factor) => {
    expect(readFactor(text)).toBe(factor);
  });

  it.each(['', '0', '1/0', '0/5', '-1', '1/2/3', '0x10', '1e1', 'Infinity', '1/', ' 2', 'two'])(
    'refuses %j',
    (text) => {
      expect(readFactor(text)).toBeUndefined();
    },
  );
});
