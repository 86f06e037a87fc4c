import { createRequire } from 'node:module';
import { EngineError } from '../../engine-error.js';
import type { WhisperToken } from './tokens-to-words.js';

/**
 * The part of @fugood/whisper.node 1.1.3 the engine uses, typed here: the package's "types"
 * entry names a lib/index.d.ts it does not ship, and its TypeScript sources do not compile
 * under this workspace's settings. The shapes follow its lib/binding.ts and src/*.cpp.
 */
export interface WhisperCallOptions {
  language?: string;
  maxThreads?: number;
  /** 1, with tokenTimestamps: one segment per token, each with its own times. */
  maxLen?: number;
  tokenTimestamps?: boolean;
  temperature?: number;
  temperatureInc?: number;
  prompt?: string;
  /** 0..100, as whisper.cpp reports it (per 30 s window). */
  onProgress?: (percent: number) => void;
  /** Called after each of whisper's own segments (a phrase), before the promise settles. */
  onNewSegments?: (result: { nNew: number; totalNNew: number }) => void;
}

export interface WhisperResult {
  /** The detected (or given) language, as a whisper code. */
  language?: string;
  /** The text of all segments, decoded from their bytes in one piece. */
  result: string;
  /** Times in ms (whisper's 10 ms units times 10). */
  segments: WhisperToken[];
  isAborted: boolean;
}

export interface WhisperContextHandle {
  transcribeData(
    audio: ArrayBuffer,
    options: WhisperCallOptions,
  ): { stop: () => Promise<void>; promise: Promise<WhisperResult> };
  release(): Promise<void>;
}

interface WhisperPackage {
  loadWhisperModule(): Promise<unknown>;
  initWhisper(options: { filePath: string; useGpu?: boolean }): Promise<WhisperContextHandle>;
  toggleNativeLog(enable: boolean): Promise<void>;
  addNativeLogListener(listener: (level: string, text: string) => void): { remove: () => void };
}

const require = createRequire(import.meta.url);
let whisperPackage: WhisperPackage | undefined;

/** The package with its native module loaded; 'tool-missing' when either is not installed. */
export async function loadWhisperPackage(): Promise<WhisperPackage> {
  try {
    whisperPackage ??= require('@fugood/whisper.node') as WhisperPackage;
    await whisperPackage.loadWhisperModule();
    return whisperPackage;
  } catch (error) {
    throw new EngineError(
      'tool-missing',
      '@fugood/whisper.node or its native module for this platform is not installed',
      undefined,
      { cause: error },
    );
  }
}

let listeners = 0;

/**
 * Takes whisper.cpp's log lines while `during` runs, keeping the last warnings and errors for
 * the error a failed call raises. While anyone listens, the lines go to the listeners only
 * (not to stderr, where whisper.cpp writes them otherwise). The native side holds the event
 * loop open while its log forwarding is on, so it is turned off when the last listener leaves.
 */
export async function withNativeLog<T>(
  pkg: WhisperPackage,
  during: (logTail: () => string) => Promise<T>,
): Promise<T> {
  const lines: string[] = [];
  const subscription = pkg.addNativeLogListener((level, text) => {
    if (level !== 'error' && level !== 'warn') return;
    lines.push(text.trimEnd());
    if (lines.length > 20) lines.shift();
  });
  if (listeners++ === 0) await pkg.toggleNativeLog(true);
  try {
    return await during(() => lines.join('\n'));
  } finally {
    subscription.remove();
    if (--listeners === 0) await pkg.toggleNativeLog(false);
  }
}
