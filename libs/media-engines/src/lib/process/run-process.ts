import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { EngineError } from '../engine-error.js';

export interface RunProcessOptions {
  /** The process is killed and the call rejects with code 'timeout' after this long. */
  timeoutMs: number;
  /** Aborting kills the process and rejects with code 'aborted'. */
  signal?: AbortSignal;
  /** Streams stdout to this handler instead of collecting it (for output too large to hold). */
  onStdout?: (chunk: Buffer) => void;
  /** Feeds the process's stdin; without it stdin is closed at once (the program reads no input). */
  feedStdin?: (stdin: Writable) => Promise<void>;
  /** The program's whole environment (default: this process's); nothing else is inherited. */
  env?: NodeJS.ProcessEnv;
  /** The folder the program runs in (default: this process's). */
  cwd?: string;
  /**
   * Runs the program in a process group of its own, and a stop (timeout, abort) kills the whole
   * group: for programs that start others (yt-dlp runs ffmpeg to merge), which would otherwise
   * outlive it and keep writing.
   */
  processGroup?: boolean;
}

export interface ProcessOutput {
  /** Empty when onStdout took the output. */
  stdout: string;
  stderr: string;
}

/** Enough for the error ffmpeg prints last, not enough for a long log to fill memory. */
const STDERR_TAIL_BYTES = 8 * 1024;
/** Collected stdout (ffprobe's JSON, filter metadata) stays small; more means something is wrong. */
const STDOUT_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Runs a program with an argument array and no shell, so that no file name can be read as a
 * command. Resolves once the process has exited with status 0. Every failure is an EngineError,
 * raised only after the process is gone, so that a caller may delete its output files safely.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessOutput> {
  const { signal, timeoutMs, onStdout, feedStdin, env, cwd, processGroup = false } = options;
  if (signal?.aborted) {
    return Promise.reject(new EngineError('aborted', `${command} was not started: aborted`));
  }
  return new Promise<ProcessOutput>((resolve, reject) => {
    const child = spawn(command, args, {
      shell: false,
      stdio: 'pipe',
      env,
      cwd,
      detached: processGroup,
    });
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrTail = Buffer.alloc(0);
    // The first reason to stop wins; the promise settles when the process has closed.
    let stopReason: EngineError | undefined;
    let feedError: EngineError | undefined;

    const stop = (reason: EngineError) => {
      stopReason ??= reason;
      if (processGroup && child.pid !== undefined) {
        try {
          // The negative id names the group: the program and everything it started.
          process.kill(-child.pid, 'SIGKILL');
          return;
        } catch {
          // The group is gone already; the program itself is killed below if it is not.
        }
      }
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(new EngineError('aborted', `${command} aborted`));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => stop(new EngineError('timeout', `${command} took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      if (onStdout) {
        try {
          onStdout(chunk);
        } catch (error) {
          stop(toEngineError(error, command));
        }
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > STDOUT_LIMIT_BYTES) {
        stop(new EngineError('tool-failed', `${command} wrote more output than expected`));
        return;
      }
      stdoutChunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = Buffer.concat([stderrTail, chunk]);
      if (stderrTail.length > STDERR_TAIL_BYTES) {
        stderrTail = stderrTail.subarray(stderrTail.length - STDERR_TAIL_BYTES);
      }
    });

    const stdin = child.stdin;
    // A process that exits early closes its end of the pipe: the exit status tells what
    // happened, so a write error (EPIPE) here adds nothing.
    stdin.on('error', () => undefined);
    if (feedStdin) {
      feedStdin(stdin).then(
        () => stdin.end(),
        (error: unknown) => {
          // Judged at exit: a program that failed first explains itself better than the broken
          // pipe it left; one still running sees the end of its input and finishes.
          feedError = toEngineError(error, command);
          stdin.destroy();
        },
      );
    } else {
      stdin.end();
    }

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EACCES') {
        stopReason ??= new EngineError(
          'tool-missing',
          `${command} is not installed or not executable (${error.code})`,
          undefined,
          { cause: error },
        );
      }
    });
    child.on('close', (status, killedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const stderr = stderrTail.toString('utf8');
      if (stopReason) {
        reject(stopReason);
      } else if (status !== 0) {
        const lastLine = stderr.trim().split('\n').at(-1) ?? '';
        const how = killedBy ? `was killed by ${killedBy}` : `exited with status ${status}`;
        reject(new EngineError('tool-failed', `${command} ${how}: ${lastLine}`, stderr));
      } else if (feedError) {
        reject(feedError);
      } else {
        resolve({ stdout: Buffer.concat(stdoutChunks).toString('utf8'), stderr });
      }
    });
  });
}

function toEngineError(error: unknown, command: string): EngineError {
  if (error instanceof EngineError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new EngineError('tool-failed', `${command}: ${reason}`, undefined, { cause: error });
}
