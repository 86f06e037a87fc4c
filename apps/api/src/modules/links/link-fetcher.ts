import {
  createLinkFetcher,
  isEngineError,
  type LinkFetcher,
  type LinkInfo,
  parseLink,
} from '@captio/media-engines';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { LocalizedText } from '../../i18n/locale.js';
import { hoursMinutesSeconds } from '../files/duration-text.js';
import { fileMessages } from '../files/messages.js';
import type { UploadLimits } from '../plans/levels.js';
import { linkMessages } from './messages.js';

/**
 * The links engine as the settings configure it; undefined when yt-dlp is not there, so the
 * server still starts and answers link calls with 503 (uploads keep working).
 */
export async function configuredLinkFetcher(
  config: Pick<Config, 'links'>,
  log?: { warn(details: object, message: string): void },
): Promise<LinkFetcher | undefined> {
  try {
    return await createLinkFetcher({
      ytDlpPath: config.links.ytDlpBinary,
      allowPrivateAddresses: config.links.allowPrivateAddresses,
    });
  } catch (error) {
    if (!isEngineError(error, 'tool-missing')) throw error;
    log?.warn({ err: error.message }, 'yt-dlp unavailable: links cannot be fetched');
    return undefined;
  }
}

/** The failure_code of a task or download whose link could not be fetched. */
export type LinkFailureCode =
  | 'link_refused'
  | 'link_unsupported'
  | 'link_unavailable'
  | 'link_too_large'
  | 'link_too_long'
  | 'link_failed'
  | 'link_timeout';

/** Each code's text, for the failure of a task or download (FAILURE_TEXTS takes them in). */
export const LINK_FAILURE_TEXTS = {
  link_refused: linkMessages.refused,
  link_unsupported: linkMessages.unsupported,
  link_unavailable: linkMessages.unavailable,
  link_too_large: linkMessages.tooLarge,
  link_too_long: linkMessages.tooLong,
  link_failed: linkMessages.failed,
  link_timeout: linkMessages.timeout,
} as const satisfies Record<LinkFailureCode, LocalizedText>;

/** The failure code of a links engine error; undefined for an error that is not one of its. */
export function linkFailureCode(error: unknown): LinkFailureCode | undefined {
  if (!isEngineError(error)) return undefined;
  switch (error.code) {
    case 'link-refused':
      return 'link_refused';
    case 'link-unsupported':
      return 'link_unsupported';
    case 'link-unavailable':
      return 'link_unavailable';
    case 'link-too-large':
      return 'link_too_large';
    case 'link-too-long':
      return 'link_too_long';
    case 'link-failed':
      return 'link_failed';
    case 'timeout':
      return 'link_timeout';
    default:
      return undefined;
  }
}

/**
 * The answer to a request whose link failed: 422 for a link that cannot be used, 413 when it is
 * over the level's limits (as an upload would be), 504 when the site took too long. Anything
 * else is rethrown as it is.
 */
export function linkRequestError(error: unknown): unknown {
  const code = linkFailureCode(error);
  if (code === undefined) return error;
  const status =
    code === 'link_timeout'
      ? 504
      : code === 'link_too_large' || code === 'link_too_long'
        ? 413
        : 422;
  return new AppError(status, code, LINK_FAILURE_TEXTS[code]);
}

/** Whether the link offers this subtitle track (as inspect lists them). */
export function offersTrack(
  info: LinkInfo,
  track: { language: string; automatic: boolean },
): boolean {
  return info.subtitles.some(
    (offered) => offered.language === track.language && offered.automatic === track.automatic,
  );
}

/** The 413 of a link the site says is longer than the level allows, as an upload's. */
export function refuseTooLong(info: LinkInfo, limits: UploadLimits): void {
  const seconds = info.durationSeconds;
  if (seconds === null || seconds <= limits.maxDurationSeconds) return;
  throw new AppError(413, 'too_long', fileMessages.tooLong, {
    values: {
      duration: hoursMinutesSeconds(seconds),
      limit: hoursMinutesSeconds(limits.maxDurationSeconds),
    },
  });
}

/** The fetcher, or the 503 a server without yt-dlp answers. */
export function requireFetcher(fetcher: LinkFetcher | undefined): LinkFetcher {
  if (!fetcher) throw new AppError(503, 'links_unavailable', linkMessages.noFetcher);
  return fetcher;
}

/**
 * Checks and looks up a link within the inspect timeout, as a request does before anything is
 * stored: a refused or failing link answers its localized 4xx.
 */
export async function inspectForRequest(
  fetcher: LinkFetcher | undefined,
  text: string,
  config: Pick<Config, 'links'>,
): Promise<LinkInfo> {
  try {
    const url = parseLink(text);
    return await requireFetcher(fetcher).inspect(url.href, {
      timeoutMs: config.links.inspectTimeoutMs,
    });
  } catch (error) {
    throw linkRequestError(error);
  }
}
