import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { EngineError, isEngineError } from '../engine-error.js';
import { probeMedia } from '../media/probe-media.js';
import { isExecutable } from '../process/is-executable.js';
import { isPublicAddress, type AddressPolicy } from './address-policy.js';
import { ProgressReader } from './download-progress.js';
import { expectedBytes, linkInfoFrom, type InfoDict, type LinkInfo } from './link-info.js';
import { parseLink } from './link-site.js';
import { runYtDlp, type YtDlpRun } from './run-yt-dlp.js';
import { SUBTITLE_FORMAT_PREFERENCE, subtitleAsVtt } from './subtitle-file.js';

export interface LinkFetcherOptions {
  /** yt-dlp to run; default 'yt-dlp' on PATH (the operator may name a newer build). */
  ytDlpPath?: string;
  /** Let links reach private, loopback and link-local addresses (tests against 127.0.0.1 only). */
  allowPrivateAddresses?: boolean;
  /**
   * For tests only: which addresses the guard lets through instead of the default
   * (`isPublicAddress`), so that a test server on 127.0.0.1 can redirect to 127.0.0.2 and see it
   * refused. Ignored when `allowPrivateAddresses` is set. Never set in production.
   */
  addressPolicy?: AddressPolicy;
}

export interface LinkCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface LinkLimits extends LinkCallOptions {
  /** Refused with 'link-too-large' before or while downloading. */
  maxBytes?: number;
  /** Refused with 'link-too-long' when known beforehand, or after probing. */
  maxDurationSeconds?: number;
}

export interface DownloadOptions extends LinkLimits {
  /** The best audio alone (falling back to the best file with sound), for transcription. */
  audioOnly?: boolean;
  /** Growing fractions 0..1 of the download, the last call with 1. */
  onProgress?: (fraction: number) => void;
}

export interface FetchedMedia {
  /** The complete file, in the directory given. */
  path: string;
  bytes: number;
  info: LinkInfo;
}

export interface LinkFetcher {
  inspect(url: string, options?: LinkCallOptions): Promise<LinkInfo>;
  /**
   * Downloads the media (best audio+video, or best audio when audioOnly) into `directory`; the
   * file appears there only when complete (nothing half-written on any failure).
   */
  download(url: string, directory: string, options?: DownloadOptions): Promise<FetchedMedia>;
  /** One subtitle track as a WebVTT text (converted from the site's format where needed). */
  subtitle(
    url: string,
    track: { language: string; automatic: boolean },
    options?: LinkCallOptions,
  ): Promise<string>;
}

/** Defaults per kind of call: a page is read in seconds; a download of an hour-long video is not. */
export const LINK_TIMEOUTS_MS = {
  inspect: 60_000,
  subtitle: 60_000,
  download: 30 * 60_000,
} as const;

/**
 * Protocols whose downloader would fetch by itself, past the guard (rtmpdump, ffmpeg for rtsp and
 * mms, websockets): formats using them are never chosen.
 */
const GUARDED_PROTOCOLS =
  '[protocol!*=rtmp][protocol!*=rtsp][protocol!*=mms][protocol!*=websocket]';
const VIDEO_FORMAT = `bv*${GUARDED_PROTOCOLS}+ba${GUARDED_PROTOCOLS}/b${GUARDED_PROTOCOLS}`;
const AUDIO_FORMAT = `ba${GUARDED_PROTOCOLS}/b${GUARDED_PROTOCOLS}`;

/** What the download's file is called inside the call's folder, whatever the site names it. */
const MEDIA_STEM = 'media';

/** Rejects with EngineError('tool-missing') when yt-dlp is not there. */
export async function createLinkFetcher(options: LinkFetcherOptions = {}): Promise<LinkFetcher> {
  const ytDlpPath = options.ytDlpPath ?? 'yt-dlp';
  if (!(await isExecutable(ytDlpPath))) {
    throw new EngineError('tool-missing', `${ytDlpPath} is not installed or not executable`);
  }
  const policy = options.allowPrivateAddresses
    ? undefined
    : (options.addressPolicy ?? isPublicAddress);

  const runIn = (workDir: string, call: LinkCallOptions, fallbackMs: number): YtDlpRun => ({
    ytDlpPath,
    policy,
    workDir,
    timeoutMs: call.timeoutMs ?? fallbackMs,
    signal: call.signal,
  });

  async function readInfo(url: string, run: YtDlpRun, format: string): Promise<InfoDict> {
    // A playlist (a channel's page) is refused, so its entries are not read one by one first.
    const { stdout } = await runYtDlp(run, ['-J', '--flat-playlist', '-f', format, '--', url]);
    try {
      return JSON.parse(stdout) as InfoDict;
    } catch (error) {
      throw new EngineError('link-failed', 'yt-dlp answered something unreadable', undefined, {
        cause: error,
      });
    }
  }

  return {
    async inspect(url, call = {}) {
      const link = parseLink(url).href;
      return inPrivateFolder(tmpdir(), async (workDir) =>
        linkInfoFrom(
          url,
          await readInfo(link, runIn(workDir, call, LINK_TIMEOUTS_MS.inspect), VIDEO_FORMAT),
        ),
      );
    },

    async download(url, directory, call = {}) {
      const link = parseLink(url).href;
      const started = Date.now();
      const timeoutMs = call.timeoutMs ?? LINK_TIMEOUTS_MS.download;
      const format = call.audioOnly ? AUDIO_FORMAT : VIDEO_FORMAT;
      // The folder is inside `directory`, so that the finished file is renamed, not copied.
      return inPrivateFolder(resolve(directory), async (workDir) => {
        const infoDict = await readInfo(link, runIn(workDir, call, timeoutMs), format);
        const info = linkInfoFrom(url, infoDict);
        checkBeforeDownload(info, infoDict, call);

        // The download reuses what was just read instead of reading the page a second time.
        const infoPath = join(workDir, 'info.json');
        await writeFile(infoPath, JSON.stringify(infoDict));
        const progress = new ProgressReader(infoDict, call.maxBytes, call.onProgress);
        const tooLarge = new AbortController();
        progress.onTooLarge = () => tooLarge.abort();
        const signals = [tooLarge.signal, ...(call.signal ? [call.signal] : [])];
        const run = {
          ...runIn(workDir, call, timeoutMs),
          timeoutMs: Math.max(1, timeoutMs - (Date.now() - started)),
          signal: AbortSignal.any(signals),
          onStdout: (chunk: Buffer) => progress.read(chunk),
        };
        try {
          await runYtDlp(run, [
            '--load-info-json',
            infoPath,
            '-f',
            format,
            '-o',
            `${MEDIA_STEM}.%(ext)s`,
            '--newline',
            '--progress-template',
            ProgressReader.TEMPLATE,
            ...(call.maxBytes === undefined ? [] : ['--max-filesize', String(call.maxBytes)]),
          ]);
        } catch (error) {
          if (tooLarge.signal.aborted && isEngineError(error, 'aborted')) throw tooLargeError(call);
          throw error;
        }
        if (progress.sawMaxFilesize) throw tooLargeError(call);

        const file = await finishedFile(workDir);
        const bytes = (await stat(file)).size;
        if (call.maxBytes !== undefined && bytes > call.maxBytes) throw tooLargeError(call);
        await checkMedia(file, info, call);
        const target = join(resolve(directory), `${MEDIA_STEM}-${randomUUID()}${extname(file)}`);
        await rename(file, target);
        call.onProgress?.(1);
        return { path: target, bytes, info };
      });
    },

    async subtitle(url, track, call = {}) {
      const link = parseLink(url).href;
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(track.language)) {
        throw new EngineError('invalid-argument', `Not a subtitle language: ${track.language}`);
      }
      return inPrivateFolder(tmpdir(), async (workDir) => {
        await runYtDlp(runIn(workDir, call, LINK_TIMEOUTS_MS.subtitle), [
          '--skip-download',
          track.automatic ? '--write-auto-subs' : '--write-subs',
          // A regular expression to yt-dlp: the name is checked above to hold no special character.
          '--sub-langs',
          track.language,
          '--sub-format',
          SUBTITLE_FORMAT_PREFERENCE,
          '-o',
          'subtitle.%(ext)s',
          '--',
          link,
        ]);
        const names = (await readdir(workDir)).filter((name) => name.startsWith('subtitle.'));
        const name = names[0];
        if (name === undefined) {
          const kind = track.automatic ? 'automatic' : 'written';
          throw new EngineError(
            'link-unavailable',
            `${url} has no ${kind} subtitle track in ${track.language}`,
          );
        }
        return subtitleAsVtt(await readFile(join(workDir, name)), extname(name).slice(1));
      });
    },
  };
}

function tooLargeError(limits: LinkLimits): EngineError {
  return new EngineError('link-too-large', `The media is larger than ${limits.maxBytes} bytes`);
}

function tooLongError(seconds: number, limits: LinkLimits): EngineError {
  return new EngineError(
    'link-too-long',
    `The media lasts ${Math.round(seconds)} s, longer than ${limits.maxDurationSeconds} s`,
  );
}

/** What the site said is enough to refuse before a byte of media is fetched. */
function checkBeforeDownload(info: LinkInfo, infoDict: InfoDict, limits: LinkLimits): void {
  if (info.isLive) {
    // A live stream has no end to wait for, and only ffmpeg records one, past the guard.
    throw new EngineError('link-unsupported', `${info.url} is a live stream`);
  }
  const { maxDurationSeconds, maxBytes } = limits;
  if (
    maxDurationSeconds !== undefined &&
    info.durationSeconds !== null &&
    info.durationSeconds > maxDurationSeconds
  ) {
    throw tooLongError(info.durationSeconds, limits);
  }
  const expected = expectedBytes(infoDict);
  if (maxBytes !== undefined && expected !== null && expected > maxBytes) {
    throw tooLargeError(limits);
  }
}

/**
 * The downloaded file is media, and no longer than allowed: sites may state no duration (a
 * direct link) or a wrong one, so the file itself is measured.
 */
async function checkMedia(file: string, info: LinkInfo, limits: LinkCallOptions & LinkLimits) {
  let probed;
  try {
    probed = await probeMedia(file, { signal: limits.signal });
  } catch (error) {
    if (isEngineError(error, 'not-media')) {
      throw new EngineError('link-unsupported', `${info.url} led to a file that is not media`);
    }
    throw error;
  }
  const seconds = probed.durationSeconds;
  if (limits.maxDurationSeconds !== undefined && seconds !== null) {
    if (seconds > limits.maxDurationSeconds) throw tooLongError(seconds, limits);
  }
}

/** The one finished media file yt-dlp left in the call's folder. */
async function finishedFile(workDir: string): Promise<string> {
  const names = (await readdir(workDir)).filter(
    (name) => name.startsWith(`${MEDIA_STEM}.`) && !/\.(part|ytdl|temp)$/.test(name),
  );
  // Merged formats leave only the merged file; two names would mean a merge that did not happen.
  if (names.length !== 1 || names[0] === undefined) {
    throw new EngineError('link-failed', 'yt-dlp finished without leaving one media file');
  }
  return join(workDir, names[0]);
}

/**
 * Runs `work` with a new folder of its own under `parent`, removed afterwards whatever happened:
 * nothing yt-dlp wrote (fragments, parts, a finished file not yet moved) is left behind.
 */
async function inPrivateFolder<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(parent, '.captio-link-')).catch((error: unknown) => {
    throw new EngineError('invalid-argument', `Cannot write in ${parent}`, undefined, {
      cause: error,
    });
  });
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
