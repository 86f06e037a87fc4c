import { countsByCharacter } from '@captio/subtitle-core';
import { EngineError } from '../../engine-error.js';
import { openAiEndpoint } from '../../provider/openai-endpoint.js';
import { postToProvider } from '../../provider/post-to-provider.js';
import { planPieces } from '../plan-pieces.js';
import { readPieceSamples } from '../read-samples.js';
import type {
  SpeechEngine,
  SpeechQuality,
  Transcript,
  TranscriptSegment,
  TranscribeOptions,
} from '../speech-engine.js';
import { supportsLanguage } from '../supports-language.js';
import { readSpeechWav } from '../wav-file.js';
import { languageFromProvider, toWhisperCode, whisperLanguages } from '../whisper-languages.js';
import { readVerboseJson } from './verbose-json.js';

export interface OpenAiSpeechOptions {
  /** The server's address: 'https://api.openai.com', 'http://127.0.0.1:8000'. '/v1' is added. */
  baseUrl: string;
  /** Sent as a bearer token; a local server may need none. */
  apiKey?: string;
  /** 'whisper-1', or what the server calls its model. */
  model: string;
  /** What the model transcribes (BCP 47 primary subtags, 'auto' if it detects); default whisper's 99 and 'auto'. */
  languages?: readonly string[];
  /** Default time for a whole transcription, all pieces (a call's own timeoutMs wins); 30 min. */
  timeoutMs?: number;
  /**
   * The longest stretch of audio sent in one request, in seconds (default 600: 19 MB of
   * 16 kHz WAV, under OpenAI's 25 MB limit). Longer audio is cut at pauses.
   */
  maxPieceSeconds?: number;
  /** What to expect of the model behind the endpoint; default 'high' (OpenAI's whisper-1). */
  quality?: SpeechQuality['level'];
}

const DEFAULT_TIMEOUT_MS = 30 * 60_000;
const DEFAULT_MAX_PIECE_SECONDS = 600;
const SAMPLES_PER_MS = 16;
const PROMPT_CHARS = 200;
const WHAT = 'the transcription endpoint';

/**
 * Any server speaking OpenAI's `POST /v1/audio/transcriptions` (OpenAI, Groq, a local
 * faster-whisper or whisper.cpp server...). Each piece of audio goes as multipart form data
 * with response_format=verbose_json and word and segment timestamps; the language is sent
 * unless it is 'auto'. Failures carry the provider's own message: 'provider-unauthorized'
 * (401, 403), 'input-too-large' (413), 'rate-limited' (429, with retryAfterMs), 'provider-
 * rejected' (other 4xx), 'provider-failed' (5xx, unreachable, unreadable answer), and
 * 'timeout' / 'aborted', which stop the request at once.
 */
export function createOpenAiSpeechEngine(options: OpenAiSpeechOptions): SpeechEngine {
  const endpoint = openAiEndpoint(options.baseUrl, 'audio/transcriptions');
  const model = options.model.trim();
  if (model === '') throw new EngineError('invalid-argument', 'a model name is needed');
  const languages = [...(options.languages ?? whisperLanguages())].map((code) =>
    code.trim().toLowerCase(),
  );
  const maxPieceSeconds = options.maxPieceSeconds ?? DEFAULT_MAX_PIECE_SECONDS;
  if (!(Number.isFinite(maxPieceSeconds) && maxPieceSeconds >= 1)) {
    throw new EngineError('invalid-argument', 'maxPieceSeconds must be at least 1');
  }
  const maxPieceSamples = Math.round(maxPieceSeconds * 1000 * SAMPLES_PER_MS);
  const level = options.quality ?? 'high';

  return {
    id: 'openai-compatible',
    quality: {
      level,
      note: `OpenAI-compatible endpoint ${endpoint.host}, model ${model}: ${
        level === 'high'
          ? 'close to human transcription on clear speech'
          : 'as good as the model behind it'
      }.`,
    },
    languages: () => languages,
    async transcribe(wavPath: string, call: TranscribeOptions): Promise<Transcript> {
      if (!supportsLanguage(languages, call.language)) {
        throw new EngineError(
          'unsupported-language',
          `the endpoint's model is not set up for '${call.language}'`,
        );
      }
      const deadline = Date.now() + (call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const wav = await readSpeechWav(wavPath);
      const pieces = await planPieces(wavPath, wav, maxPieceSamples);
      const asked = toWhisperCode(call.language);
      let language = asked;
      let prompt = '';
      const segments: TranscriptSegment[] = [];
      let samplesDone = 0;
      for (const piece of pieces) {
        const samples = await readPieceSamples(wavPath, wav, piece);
        const form = new FormData();
        form.set('model', model);
        form.set(
          'file',
          new Blob([wavHeader(samples.byteLength), samples], { type: 'audio/wav' }),
          'audio.wav',
        );
        if (language !== 'auto') form.set('language', language);
        if (prompt) form.set('prompt', prompt);
        form.set('response_format', 'verbose_json');
        form.append('timestamp_granularities[]', 'word');
        form.append('timestamp_granularities[]', 'segment');
        const body = await postToProvider({
          endpoint,
          body: form,
          apiKey: options.apiKey,
          what: WHAT,
          deadline,
          signal: call.signal,
        });
        const unspaced = language !== 'auto' && countsByCharacter(language);
        const read = readVerboseJson(body, {
          offsetMs: Math.round(piece.start / SAMPLES_PER_MS),
          endMs: Math.round((piece.start + piece.length) / SAMPLES_PER_MS),
          notBeforeMs: segments.at(-1)?.end ?? 0,
          unspaced,
        });
        if (language === 'auto' && read.language) {
          language = languageFromProvider(read.language) ?? language;
        }
        segments.push(...read.segments);
        prompt = read.text.slice(-PROMPT_CHARS);
        samplesDone += piece.length;
        if (samplesDone * 2 < wav.dataBytes) call.onProgress?.(samplesDone / (wav.dataBytes / 2));
      }
      call.onProgress?.(1);
      return {
        engineId: 'openai-compatible',
        language: language === 'auto' ? asked : language === 'jw' ? 'jv' : language,
        durationMs: wav.durationMs,
        segments,
      };
    },
  };
}

/** The 44-byte header of a 16 kHz mono 16-bit PCM WAV file holding `dataBytes` of samples. */
function wavHeader(dataBytes: number): ArrayBuffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header.buffer.slice(header.byteOffset, header.byteOffset + 44);
}
