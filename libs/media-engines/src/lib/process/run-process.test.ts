import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runProcess } from './run-process.js';

const SECOND = 1000;
let controller = new AbortController();

describe('runProcess', () => {
  it('passes each argument as it is: no shell reads $(...), quotes or semicolons', async () => {
    const args = ['$(id)', '\'quoted\' "twice"', '; ls', '`uname`', '*'];
    const { stdout } = await runProcess('printf', ['%s\\n', ...args], { timeoutMs: 10 * SECOND });
    expect(stdout).toBe(args.map((arg) => `${arg}\n`).join(''));
  });

  it('names a missing program', async () => {
    await expect(
      runProcess('captio-no-such-program', [], { timeoutMs: 10 * SECOND }),
    ).rejects.toMatchObject({ code: 'tool-missing' });
  });

  it('explains a failure with what the program wrote to stderr', async () => {
    const failure = runProcess('sh', ['-c', 'echo noise >&2; echo "bad input here" >&2; exit 3'], {
      timeoutMs: 10 * SECOND,
    });
    await expect(failure).rejects.toMatchObject({
      code: 'tool-failed',
      message: 'sh exited with status 3: bad input here',
      stderr: 'noise\nbad input here\n',
    });
  });

  it('keeps only the end of a long stderr', async () => {
    const failure = runProcess(
      'sh',
      ['-c', 'i=0; while [ $i -lt 2000 ]; do echo "line $i" >&2; i=$((i+1)); done; exit 1'],
      { timeoutMs: 10 * SECOND },
    );
    const error: { stderr: string } = await failure.then(
      () => ({ stderr: '' }),
      (reason: { stderr: string }) => reason,
    );
    expect(error.stderr.length).toBeLessThanOrEqual(8 * 1024);
    expect(error.stderr.endsWith('line 1999\n')).toBe(true);
  });

  it('kills a program that runs past its timeout', async () => {
    const started = Date.now();
    await expect(runProcess('sleep', ['30'], { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5 * SECOND);
  });

  it('kills what the program started too, when it runs in its own process group', async () => {
    let output = '';
    const started = Date.now();
    const running = runProcess('sh', ['-c', 'sleep 30 & echo $!; wait'], {
      timeoutMs: 60 * SECOND,
      processGroup: true,
      onStdout: (chunk) => {
        output += chunk.toString();
        if (output.endsWith('\n')) controller.abort();
      },
      signal: (controller = new AbortController()).signal,
    });
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    // Had the sleep lived on, it would have held the output pipe open, and the call with it.
    expect(Date.now() - started).toBeLessThan(10 * SECOND);
    const sleeper = Number(output.trim());
    // Gone, or a zombie (state Z) waiting for whoever adopted it to reap it: no longer running.
    await expect
      .poll(async () => {
        const stat = await readFile(`/proc/${sleeper}/stat`, 'utf8').catch(() => '');
        return stat === '' || /^\d+ \(.*\) Z /.test(stat) ? 'gone' : 'running';
      })
      .toBe('gone');
  });

  it('kills a program when its signal aborts, and never starts one already aborted', async () => {
    const controller = new AbortController();
    const running = runProcess('sleep', ['30'], {
      timeoutMs: 60 * SECOND,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    await expect(
      runProcess('sleep', ['30'], { timeoutMs: 60 * SECOND, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });

  it('streams stdout to a handler and feeds stdin', async () => {
    const chunks: Buffer[] = [];
    const { stdout } = await runProcess('cat', [], {
      timeoutMs: 10 * SECOND,
      onStdout: (chunk) => chunks.push(chunk),
      feedStdin: async (stdin) => {
        stdin.write('one ');
        stdin.write('two');
      },
    });
    expect(stdout).toBe('');
    expect(Buffer.concat(chunks).toString()).toBe('one two');
  });

  it('fails when feeding stdin fails, even though the program exits well', async () => {
    const failure = runProcess('cat', [], {
      timeoutMs: 10 * SECOND,
      feedStdin: () => Promise.reject(new Error('the audio file vanished')),
    });
    await expect(failure).rejects.toMatchObject({
      code: 'tool-failed',
      message: 'cat: the audio file vanished',
    });
  });
});
