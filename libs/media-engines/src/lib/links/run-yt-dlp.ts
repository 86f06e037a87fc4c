import { EngineError, isEngineError } from '../engine-error.js';
import { runProcess, type ProcessOutput } from '../process/run-process.js';
import type { AddressPolicy } from './address-policy.js';
import { describeRefusal, startGuardProxy } from './guard-proxy.js';
import { classifyYtDlpFailure } from './yt-dlp-errors.js';

export interface YtDlpRun {
  ytDlpPath: string;
  /** undefined: every address is let through (private addresses allowed). */
  policy: AddressPolicy | undefined;
  /** A private folder of this call: yt-dlp runs and writes only there. */
  workDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
  onStdout?: (chunk: Buffer) => void;
}

/**
 * Options every run starts with. No configuration file of the machine or the user is read, no
 * cache or cookie is kept, nothing is asked on a terminal, and every download goes through
 * yt-dlp's own downloaders (which use the guard proxy), never ffmpeg or rtmpdump fetching by
 * themselves; ffmpeg only merges files already downloaded.
 */
const BASE_OPTIONS = [
  '--ignore-config',
  '--no-cache-dir',
  '--no-playlist',
  '--no-mtime',
  '--no-color',
  '--no-write-comments',
  '--no-write-info-json',
  '--no-write-playlist-metafiles',
  '--no-exec',
  '--downloader',
  'native',
  '--hls-prefer-native',
  '--socket-timeout',
  '30',
  '--retries',
  '2',
  '--fragment-retries',
  '2',
] as const;

/**
 * Runs yt-dlp with `args` through a guard proxy of its own, and turns a failure into the
 * link's EngineError: 'link-refused' when the guard refused a host during the run (naming it),
 * else what yt-dlp's words mean (see yt-dlp-errors.ts).
 */
export async function runYtDlp(run: YtDlpRun, args: readonly string[]): Promise<ProcessOutput> {
  const proxy = await startGuardProxy(run.policy);
  try {
    // The guard is named in the environment (see ytDlpEnvironment), not with --proxy.
    return await runProcess(run.ytDlpPath, [...BASE_OPTIONS, ...args], {
      timeoutMs: run.timeoutMs,
      signal: run.signal,
      onStdout: run.onStdout,
      cwd: run.workDir,
      env: ytDlpEnvironment(run.workDir, proxy.url),
    });
  } catch (error) {
    // A timeout or an abort is the caller's; only yt-dlp's own failure is explained further.
    if (!isEngineError(error, 'tool-failed')) throw error;
    const refusal = proxy.refusals.find((r) => r.reason !== 'not-found') ?? proxy.refusals[0];
    if (refusal?.reason === 'not-found') {
      throw new EngineError('link-failed', describeRefusal(refusal), error.stderr, {
        cause: error,
      });
    }
    if (refusal) {
      throw new EngineError('link-refused', `Refused: ${describeRefusal(refusal)}`, error.stderr, {
        cause: error,
      });
    }
    const { code, reason } = classifyYtDlpFailure(error.stderr ?? '');
    throw new EngineError(code, `yt-dlp: ${reason}`, error.stderr, { cause: error });
  } finally {
    await proxy.close();
  }
}

/**
 * The whole environment yt-dlp gets: nothing of the server's. HOME and the XDG folders point into
 * the call's folder, so nothing is read from or written to the server's own.
 *
 * The guard is named by the proxy variables, not by --proxy: with --proxy, yt-dlp 2023.03.04
 * proxies http and https only, and follows a redirect to ftp:// (Python's urllib does) straight
 * to the host; from the environment it proxies every scheme (ftp too, which the guard refuses),
 * and so does the ffmpeg it may start. NO_PROXY is left out: Python and ffmpeg skip the proxy
 * for the hosts it names.
 */
function ytDlpEnvironment(workDir: string, proxyUrl: string): NodeJS.ProcessEnv {
  const proxies: NodeJS.ProcessEnv = {};
  for (const scheme of ['http', 'https', 'ftp', 'all']) {
    proxies[`${scheme}_proxy`] = proxyUrl;
    proxies[`${scheme.toUpperCase()}_PROXY`] = proxyUrl;
  }
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: workDir,
    XDG_CONFIG_HOME: workDir,
    XDG_CACHE_HOME: workDir,
    TMPDIR: workDir,
    LANG: 'C.UTF-8',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONIOENCODING: 'utf-8',
    ...proxies,
  };
}
