/**
 * One interface for every speech-to-text engine: the local pocketsphinx default, and engines
 * configured in production (whisper.cpp with an operator's model, an OpenAI-compatible
 * transcription endpoint). Times are integer milliseconds, as subtitle-core's cues and words
 * count them, so a transcript turns into cues without conversion.
 */
export interface SpeechEngine {
  /** Stable name stored with each transcript, e.g. 'pocketsphinx'. */
  readonly id: string;
  readonly quality: SpeechQuality;
  /**
   * Language codes this engine transcribes: BCP 47 primary subtags ('en', 'fr'), and 'auto'
   * when it detects the language itself. An engine that must look this up (a model file, a
   * provider's list) does so when it is created, so the answer is always at hand.
   */
  languages(): readonly string[];
  /**
   * Transcribes a 16 kHz mono 16-bit PCM WAV file (what extractSpeechAudio writes). Rejects with
   * an EngineError: 'unsupported-language', 'invalid-audio', 'input-not-found', 'timeout',
   * 'aborted', 'tool-missing' or 'tool-failed'; whisper.cpp also 'model-invalid', an HTTP
   * provider 'provider-unauthorized', 'input-too-large', 'rate-limited', 'provider-rejected'
   * or 'provider-failed'.
   */
  transcribe(wavPath: string, options: TranscribeOptions): Promise<Transcript>;
}

export interface SpeechQuality {
  /** 'low': a draft to correct by hand; 'high': close to human transcription on clear speech. */
  level: 'low' | 'medium' | 'high';
  /** One English sentence for operators and logs; the web app shows its own text per level. */
  note: string;
}

export interface TranscribeOptions {
  /** A BCP 47 tag ('en', 'en-US') whose primary subtag the engine lists, or 'auto' if listed. */
  language: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Where the engine makes its own temporary files (the caller's work folder, which the caller
   * removes, even after a crash); the system's temp folder when absent.
   */
  workDir?: string;
  /** Called with the fraction done, 0..1, growing; last with 1 when the transcript is ready. */
  onProgress?: (fraction: number) => void;
}

export interface TranscriptWord {
  text: string;
  /** Milliseconds from the start of the audio, integer. */
  start: number;
  /** Milliseconds, integer, at least start. */
  end: number;
  /** The engine's own confidence, 0..1, when it gives one. */
  confidence?: number;
}

export interface TranscriptSegment {
  start: number;
  end: number;
  /** The words joined as the engine wrote them (no punctuation when the engine gives none). */
  text: string;
  words: TranscriptWord[];
}

export interface Transcript {
  engineId: string;
  /** The language transcribed: the one asked for, or the one detected for 'auto'. */
  language: string;
  /** Length of the audio, milliseconds. */
  durationMs: number;
  segments: TranscriptSegment[];
}
