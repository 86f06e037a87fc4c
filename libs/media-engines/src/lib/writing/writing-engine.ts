/**
 * One interface for every writing engine: the extractive local default (ots), and a language
 * model behind an OpenAI-compatible chat endpoint in production. An engine writes, from a
 * transcript, the texts an article task asks for; a kind it cannot honestly produce is left
 * out of its `kinds()` and never written.
 */
export interface WritingEngine {
  /** Stable name stored with the texts it wrote, e.g. 'ots'. */
  readonly id: string;
  readonly quality: WritingQuality;
  /** BCP 47 primary subtags ('en', 'fr') it writes in; looked up when it is created. */
  languages(): readonly string[];
  /** What it can write. */
  kinds(): readonly WritingKind[];
  /**
   * Writes each asked kind it has (all of them by default) in the transcript's language.
   * Rejects with an EngineError: 'unsupported-language', 'timeout', 'aborted', 'tool-missing',
   * 'tool-failed'; an HTTP provider 'provider-unauthorized', 'rate-limited',
   * 'provider-rejected', 'input-too-large' or 'provider-failed'.
   */
  write(source: WritingSource, options?: WriteOptions): Promise<Writing>;
}

/** The texts an article has: a summary, a blog post, show notes, a social post, minutes. */
export const WRITING_KINDS = [
  'summary',
  'blog-post',
  'show-notes',
  'social-media',
  'meeting-minutes',
] as const;
export type WritingKind = (typeof WRITING_KINDS)[number];

export interface WritingQuality {
  /**
   * 'extractive': sentences of the transcript picked and kept as they were said, nothing
   * rewritten; 'generative': a language model wrote new text from the transcript.
   */
  level: 'extractive' | 'generative';
  /** One English sentence for operators and logs; the web app shows its own text per level. */
  note: string;
}

/** A transcript's timed text: a speech engine's Transcript fits as it is. */
export interface WritingSource {
  /** BCP 47 tag of the language the transcript is in. */
  language: string;
  segments: readonly { start: number; end: number; text: string }[];
}

export interface WriteOptions {
  /** Default: every kind the engine has. */
  kinds?: readonly WritingKind[];
  signal?: AbortSignal;
  /** The longest the whole call may take, every kind together. */
  timeoutMs?: number;
}

export interface Writing {
  engineId: string;
  level: WritingQuality['level'];
  language: string;
  /** One text per kind written; a kind not written (not asked, not offered) is absent. */
  texts: Partial<Record<WritingKind, string>>;
}
