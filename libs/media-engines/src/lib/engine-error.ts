/**
 * Why an engine call failed. The worker maps each code to a task state and to a message in the
 * user's language, so the codes are the contract; `message` is English, for logs.
 */
export type EngineErrorCode =
  /** The program (ffmpeg, ffprobe, pocketsphinx_continuous) is not installed or not executable. */
  | 'tool-missing'
  /** The program ran and exited with an error; `stderr` holds the end of what it said. */
  | 'tool-failed'
  | 'timeout'
  | 'aborted'
  | 'input-not-found'
  /** Probing found no audio or video stream: a text file, an image, a subtitle file. */
  | 'not-media'
  | 'no-audio-stream'
  | 'no-video-stream'
  /** The audio handed to a speech engine is not 16 kHz mono 16-bit PCM WAV. */
  | 'invalid-audio'
  | 'unsupported-language'
  | 'invalid-argument'
  /** A speech model file (whisper.cpp's ggml file) is not there or cannot be read. */
  | 'model-missing'
  /** The file is not a model the engine can load (wrong format, truncated, corrupt). */
  | 'model-invalid'
  /** An HTTP provider refused the key (401, 403). */
  | 'provider-unauthorized'
  /** An HTTP provider refused the audio as too large (413). */
  | 'input-too-large'
  /** An HTTP provider asked to slow down (429); `retryAfterMs` says when to try again if it said. */
  | 'rate-limited'
  /** An HTTP provider refused the request as made (another 4xx): a wrong model name, say. */
  | 'provider-rejected'
  /** An HTTP provider failed (5xx), could not be reached, or answered something unreadable. */
  | 'provider-failed'
  /**
   * A translation engine gave back a different number of lines than it was given (after its
   * retries): lines would be shifted onto the wrong cues, so nothing is kept.
   */
  | 'translation-mismatch'
  /**
   * A link that is not fetched: not http(s), credentials in it, no host, or a host at an address
   * in a private, loopback, link-local (or other non-public) range, at any redirect or DNS answer.
   */
  | 'link-refused'
  /** Nothing to fetch at the link: no extractor knows the site and it is not media (a plain page). */
  | 'link-unsupported'
  /** The site says the media is private, removed, blocked in the server's country or needs sign-in. */
  | 'link-unavailable'
  /** The media is larger than the caller's limit (known beforehand, or seen while downloading). */
  | 'link-too-large'
  /** The media is longer than the caller's limit (known beforehand, or found by probing it). */
  | 'link-too-long'
  /** The fetch failed otherwise (network, site error); the message says what yt-dlp said. */
  | 'link-failed';

export interface EngineErrorOptions {
  cause?: unknown;
  /** The HTTP status an HTTP provider answered with. */
  httpStatus?: number;
  /** What the provider said, as it said it (its `error.message`), for logs and operators. */
  providerMessage?: string;
  /** From a 429's Retry-After header, when the provider sent one. */
  retryAfterMs?: number;
}

export class EngineError extends Error {
  override readonly name = 'EngineError';
  /** The HTTP status an HTTP provider answered with. */
  readonly httpStatus: number | undefined;
  /** What an HTTP provider said about the failure, as it said it. */
  readonly providerMessage: string | undefined;
  /** How long a provider asked to wait before trying again (429 with Retry-After). */
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly code: EngineErrorCode,
    message: string,
    /** The last lines the program wrote to stderr, when a program failed. */
    readonly stderr?: string,
    options: EngineErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.httpStatus = options.httpStatus;
    this.providerMessage = options.providerMessage;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export function isEngineError(error: unknown, code?: EngineErrorCode): error is EngineError {
  return error instanceof EngineError && (code === undefined || error.code === code);
}
