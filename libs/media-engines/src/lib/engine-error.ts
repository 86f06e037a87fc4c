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
  | 'invalid-argument';

export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly code: EngineErrorCode,
    message: string,
    /** The last lines the program wrote to stderr, when a program failed. */
    readonly stderr?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isEngineError(error: unknown, code?: EngineErrorCode): error is EngineError {
  return error instanceof EngineError && (code === undefined || error.code === code);
}
