import { readdir } from 'node:fs/promises';
import { EngineError } from '../../engine-error.js';
import { isExecutable } from '../../process/is-executable.js';
import { runProcess } from '../../process/run-process.js';
import { supportsLanguage } from '../../speech/supports-language.js';
import { clockTime, endsSentence, timedSentences, type TimedSentence } from '../sentences.js';
import type {
  WriteOptions,
  Writing,
  WritingEngine,
  WritingKind,
  WritingSource,
} from '../writing-engine.js';
import { pickedSentences } from './picked-sentences.js';

export interface OtsEngineOptions {
  /** Default: ots on PATH. */
  binaryPath?: string;
  /** Where ots reads its dictionaries (fixed when ots was built: Debian's is /usr/share/ots). */
  dictionaryDir?: string;
  /** Share of the transcript kept in the summary, in percent (1..100); default 20. */
  summaryRatio?: number;
  /** Share kept as show notes' key moments, in percent; default 40. */
  showNotesRatio?: number;
  /** Default time for one write call, every kind together; 60 s. */
  timeoutMs?: number;
}

/**
 * Summaries by sentence extraction only: no sentence is rewritten, so meeting minutes (which
 * need decisions and action items told apart), blog posts and social posts are not offered.
 * Show notes are the key sentences, each at the moment it is said.
 */
const OTS_KINDS: readonly WritingKind[] = ['summary', 'show-notes'];
const DEFAULT_DICTIONARY_DIR = '/usr/share/ots';
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The Open Text Summarizer (Debian's `ots`), which scores sentences by the words they share with
 * the whole text, using a dictionary per language for stems and words to ignore. Rejects with
 * 'tool-missing' when the program is absent; lists the languages it has dictionaries for.
 */
export async function createOtsEngine(options: OtsEngineOptions = {}): Promise<WritingEngine> {
  const binary = options.binaryPath?.trim() || 'ots';
  if (!(await isExecutable(binary))) {
    throw new EngineError('tool-missing', `${binary} is not an executable program`);
  }
  const dictionaryDir = options.dictionaryDir ?? DEFAULT_DICTIONARY_DIR;
  const languages = await dictionaryLanguages(dictionaryDir);
  const summaryRatio = ratioOf(options.summaryRatio ?? 20, 'summaryRatio');
  const showNotesRatio = ratioOf(options.showNotesRatio ?? 40, 'showNotesRatio');

  return {
    id: 'ots',
    quality: {
      level: 'extractive',
      note: 'Open Text Summarizer: key sentences of the transcript, kept as they were said.',
    },
    languages: () => languages,
    kinds: () => OTS_KINDS,
    async write(source: WritingSource, call: WriteOptions = {}): Promise<Writing> {
      if (!supportsLanguage(languages, source.language)) {
        throw new EngineError(
          'unsupported-language',
          `ots has no dictionary for '${source.language}'`,
        );
      }
      const deadline = Date.now() + (call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const dictionary = (source.language.split('-')[0] ?? '').toLowerCase();
      const sentences = timedSentences(source.segments);
      const wanted = (call.kinds ?? OTS_KINDS).filter((kind) => OTS_KINDS.includes(kind));
      const texts: Writing['texts'] = {};
      const pick = async (ratio: number) => {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new EngineError('timeout', 'ots did not finish within its time');
        return pickWithOts(binary, dictionary, sentences, ratio, {
          timeoutMs: remaining,
          ...(call.signal ? { signal: call.signal } : {}),
        });
      };
      if (sentences.length > 0 && wanted.includes('summary')) {
        const picked = await pick(summaryRatio);
        if (picked.length > 0) texts.summary = picked.map((sentence) => sentence.text).join(' ');
      }
      if (sentences.length > 0 && wanted.includes('show-notes')) {
        const picked = await pick(showNotesRatio);
        if (picked.length > 0) {
          texts['show-notes'] = picked
            .map((sentence) => `${clockTime(sentence.start)} ${sentence.text}`)
            .join('\n');
        }
      }
      return { engineId: 'ots', level: 'extractive', language: source.language, texts };
    },
  };
}

/** Runs ots on the sentences, one a line, and returns those it kept, in transcript order. */
async function pickWithOts(
  binary: string,
  dictionary: string,
  sentences: readonly TimedSentence[],
  ratio: number,
  limits: { timeoutMs: number; signal?: AbortSignal },
): Promise<TimedSentence[]> {
  // ots finds sentences by their punctuation alone: a sentence a speech engine left without
  // any gets a full stop here, so that it is scored on its own, not merged with the next.
  const lines = sentences.map((sentence) =>
    endsSentence(sentence.text) ? sentence.text : `${sentence.text}.`,
  );
  // The input is named '-' (standard input) on purpose: without a file name, Debian's ots 0.5
  // crashes (SIGSEGV) when its standard input is a pipe rather than a file.
  const { stdout } = await runProcess(binary, ['-d', dictionary, '-r', String(ratio), '-'], {
    ...limits,
    feedStdin: async (stdin) => {
      stdin.write(`${lines.join('\n')}\n`);
    },
  });
  return pickedSentences(lines, stdout).flatMap((index) => sentences[index] ?? []);
}

async function dictionaryLanguages(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new EngineError('tool-missing', `ots has no dictionaries in ${dir}`, undefined, {
      cause: error,
    });
  }
  const languages = names
    .map((name) => /^([a-z]{2,3})\.xml$/.exec(name)?.[1])
    .filter((code): code is string => code !== undefined)
    .sort();
  if (languages.length === 0) {
    throw new EngineError('tool-missing', `ots has no dictionaries in ${dir}`);
  }
  return languages;
}

function ratioOf(value: number, name: string): number {
  if (!(Number.isInteger(value) && value >= 1 && value <= 100)) {
    throw new EngineError('invalid-argument', `${name} must be a whole percent, 1 to 100`);
  }
  return value;
}
