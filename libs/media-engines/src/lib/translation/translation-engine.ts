/**
 * One interface for every translation engine: Apertium, the local default (rule-based, a few
 * Romance pairs and English), and HTTP providers in production (LibreTranslate, DeepL, an
 * OpenAI-compatible chat model). Cues are translated as lines: an engine gives back exactly one
 * line per line it was given, in the same order, or fails; a cue never merges with its
 * neighbour and never goes missing.
 */
export type TranslationEngineKind = 'apertium' | 'libretranslate' | 'deepl' | 'openai-chat';

export interface TranslationQuality {
  /** 'rule-based' (Apertium), 'neural' (LibreTranslate, DeepL), 'llm' (a chat model). */
  level: 'rule-based' | 'neural' | 'llm';
  /** One English sentence for operators and logs; the web app shows its own text per level. */
  note: string;
}

export interface LanguagePair {
  /** BCP 47 primary subtags as the product uses them: 'en', 'es', 'pt', 'ca'... */
  from: string;
  to: string;
  /** The hub language when the pair is two translations chained (Apertium: 'es'). */
  via?: string;
}

export interface TranslateOptions {
  /** BCP 47 tags; matched on their primary subtag ('pt-BR' is taken by a 'pt' pair). */
  from: string;
  to: string;
  signal?: AbortSignal;
  /** The longest the whole call may take. */
  timeoutMs?: number;
  /** Growing fractions in 0..1, the last call with 1. */
  onProgress?: (fraction: number) => void;
  /**
   * The lines are cue text with simple markup (<i>, <b>, <u>; '&amp;', '&lt;', '&gt;'
   * escaped), and the outputs are too, their tags balanced. Only for an engine that keepsMarkup.
   */
  markup?: boolean;
}

export interface TranslationEngine {
  readonly id: TranslationEngineKind;
  readonly quality: TranslationQuality;
  /**
   * Whether it translates cue text with its <i>, <b> and <u> kept on the words they hold
   * (TranslateOptions.markup). One that does not is given plain text.
   */
  readonly keepsMarkup: boolean;
  /** What it translates, looked up when it was created. */
  pairs(): readonly LanguagePair[];
  /** Language tags matched on their primary subtag. */
  supports(from: string, to: string): boolean;
  /**
   * One output per input line, same order, same count: a cue never merges with its neighbour.
   * Plain text in and out (cue text with options.markup); empty lines stay empty (and are not
   * sent).
   * Rejects with an EngineError: 'unsupported-language', 'translation-mismatch', 'timeout',
   * 'aborted'; Apertium 'tool-missing', 'tool-failed'; an HTTP provider
   * 'provider-unauthorized', 'rate-limited', 'provider-rejected', 'provider-failed'.
   */
  translate(lines: readonly string[], options: TranslateOptions): Promise<string[]>;
}
