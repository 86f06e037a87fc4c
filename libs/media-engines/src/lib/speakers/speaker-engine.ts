import type { SpeechQuality } from '../speech/speech-engine.js';

/**
 * One interface for every way of telling who speaks when: the local MFCC/BIC engine, and
 * engines configured in production (a diarization service, an OpenAI-compatible endpoint that
 * returns diarized segments). The transcript's segments are given, and each gets a speaker, so
 * any speech engine's output can be labelled by any speaker engine.
 */
export interface SpeakerEngine {
  /** Stable name stored with each transcript, e.g. 'local-mfcc-bic'. */
  readonly id: string;
  readonly quality: SpeakerQuality;
  /**
   * Labels each segment of a 16 kHz mono 16-bit PCM WAV file (what extractSpeechAudio writes)
   * with a speaker. Rejects with an EngineError: 'invalid-audio', 'input-not-found',
   * 'invalid-argument', 'timeout' or 'aborted'.
   */
  label(
    wavPath: string,
    segments: readonly SpeakerSegment[],
    options?: LabelSpeakersOptions,
  ): Promise<SpeakerLabels>;
}

/** Same shape as a speech engine's quality: a level and an English note for operators. */
export type SpeakerQuality = SpeechQuality;

/** A stretch of the audio, in integer milliseconds, as a transcript's segments give it. */
export interface SpeakerSegment {
  start: number;
  end: number;
}

export interface LabelSpeakersOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** At most this many speakers are told apart (an integer, at least 1); the count is found. */
  maxSpeakers?: number;
  /** Called with the fraction done, 0..1, growing; last with 1 when the labels are ready. */
  onProgress?: (fraction: number) => void;
}

export interface SpeakerLabels {
  /**
   * One speaker per segment, in the order given: 0-based, numbered in order of first
   * appearance (the first segment's speaker is 0, the next new one 1, ...).
   */
  speakers: number[];
  /** How many speakers were told apart: 1 + the largest label, 0 for no segments. */
  count: number;
}
