import { EngineError } from '../../engine-error.js';
import { chatAnswerText } from '../../provider/chat-answer.js';
import { openAiEndpoint } from '../../provider/openai-endpoint.js';
import { postToProvider } from '../../provider/post-to-provider.js';
import { supportsLanguage } from '../../speech/supports-language.js';
import { whisperLanguages } from '../../speech/whisper-languages.js';
import {
  WRITING_KINDS,
  type WriteOptions,
  type Writing,
  type WritingEngine,
  type WritingKind,
  type WritingSource,
} from '../writing-engine.js';
import { chatMessages } from './prompts.js';

export interface OpenAiWritingOptions {
  /** The server's address: 'https://api.openai.com', 'http://127.0.0.1:8000'. '/v1' is added. */
  baseUrl: string;
  /** Sent as a bearer token; a local server may need none. */
  apiKey?: string;
  /** What the server calls its model: 'gpt-4o-mini'. */
  model: string;
  /** Languages it writes (BCP 47 primary subtags); default whisper's 99. */
  languages?: readonly string[];
  /** The longest one request may take (one kind); default 120 s. */
  requestTimeoutMs?: number;
  /** Transcript characters sent at most; the rest is left out, and the model told so. 100 000. */
  maxInputChars?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_INPUT_CHARS = 100_000;
const WHAT = 'the writing endpoint';

/**
 * Any server speaking OpenAI's `POST /v1/chat/completions` (OpenAI, a local llama.cpp or vLLM
 * server...): one request per kind, each bounded by its own timeout and by the call's. Failures
 * are typed as the transcription endpoint's are: 'provider-unauthorized', 'input-too-large',
 * 'rate-limited', 'provider-rejected', 'provider-failed' (5xx, unreachable, unreadable or empty
 * answer), 'timeout', 'aborted'.
 */
export function createOpenAiWritingEngine(options: OpenAiWritingOptions): WritingEngine {
  const endpoint = openAiEndpoint(options.baseUrl, 'chat/completions');
  const model = options.model.trim();
  if (model === '') throw new EngineError('invalid-argument', 'a model name is needed');
  const languages = [...(options.languages ?? whisperLanguages())]
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '' && code !== 'auto');
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const maxInputChars = options.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS;

  return {
    id: 'openai-compatible',
    quality: {
      level: 'generative',
      note: `OpenAI-compatible chat endpoint ${endpoint.host}, model ${model}: new text written from the transcript.`,
    },
    languages: () => languages,
    kinds: () => WRITING_KINDS,
    async write(source: WritingSource, call: WriteOptions = {}): Promise<Writing> {
      if (!supportsLanguage(languages, source.language)) {
        throw new EngineError(
          'unsupported-language',
          `the writing endpoint is not set up for '${source.language}'`,
        );
      }
      const callDeadline = call.timeoutMs === undefined ? Infinity : Date.now() + call.timeoutMs;
      const texts: Writing['texts'] = {};
      const hasSpeech = source.segments.some((segment) => segment.text.trim() !== '');
      for (const kind of call.kinds ?? WRITING_KINDS) {
        if (!hasSpeech || !(WRITING_KINDS as readonly WritingKind[]).includes(kind)) continue;
        const body = await postToProvider({
          endpoint,
          body: JSON.stringify({
            model,
            messages: chatMessages(kind, source, maxInputChars),
            temperature: 0.3,
          }),
          apiKey: options.apiKey,
          what: WHAT,
          deadline: Math.min(callDeadline, Date.now() + requestTimeoutMs),
          signal: call.signal,
        });
        texts[kind] = chatAnswerText(body, WHAT);
      }
      return {
        engineId: 'openai-compatible',
        level: 'generative',
        language: source.language,
        texts,
      };
    },
  };
}
