import { EngineError } from '../../engine-error.js';
import { chatAnswerText } from '../../provider/chat-answer.js';
import { openAiEndpoint } from '../../provider/openai-endpoint.js';
import { postToProvider } from '../../provider/post-to-provider.js';
import { whisperLanguages } from '../../speech/whisper-languages.js';
import { type HttpProviderOptions, translateOverHttp } from '../http-translation.js';
import { findPair, pairFor, pairsAmong } from '../language-pairs.js';
import type { TranslationEngine } from '../translation-engine.js';
import { readNumberedLines, translationMessages } from './numbered-lines.js';

/** `timeoutMs`: one request, default 120 s. */
export interface OpenAiTranslationOptions extends HttpProviderOptions {
  /** The server: 'https://api.openai.com', 'http://127.0.0.1:8000'. '/v1' is added. */
  url: string;
  /** Sent as a bearer token; a local server may need none. */
  apiKey?: string;
  /** What the server calls its model: 'gpt-4o-mini'. */
  model: string;
  /** Languages it translates between, every pair among them; default whisper's 99. */
  languages?: readonly string[];
}

const WHAT = 'the translation chat endpoint';
const DEFAULT_TIMEOUT_MS = 120_000;
/** Small enough that a model keeps count and an answer stays well within its output limit. */
const LIMITS = { maxLines: 40, maxChars: 4_000 };

/**
 * Any server speaking OpenAI's `POST /v1/chat/completions`. Lines go as numbered JSON and must
 * come back one per line with the same numbers; a batch that does not is asked again in two
 * halves, down to single lines (a single line twice), and only then 'translation-mismatch'.
 */
export function createOpenAiTranslationEngine(
  options: OpenAiTranslationOptions,
): TranslationEngine {
  const endpoint = openAiEndpoint(options.url, 'chat/completions');
  const model = options.model.trim();
  if (model === '') throw new EngineError('invalid-argument', 'a model name is needed');
  const pairs = pairsAmong(
    (options.languages ?? whisperLanguages()).filter((code) => code.trim() !== 'auto'),
  );
  if (pairs.length === 0) {
    throw new EngineError('invalid-argument', 'the chat endpoint needs two languages or more');
  }
  const requestTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    id: 'openai-chat',
    quality: {
      level: 'llm',
      note: `OpenAI-compatible chat endpoint ${endpoint.host}, model ${model}: natural translations that follow the context, as good as the model is in both languages; each line is checked to come back as one line.`,
    },
    // A model asked to keep tags may drop or invent some: its lines are plain text.
    keepsMarkup: false,
    pairs: () => pairs,
    supports: (from, to) => findPair(pairs, from, to) !== undefined,
    async translate(lines, call) {
      pairFor(pairs, 'the chat endpoint', call.from, call.to);
      const ask = async (
        batch: string[],
        deadline: () => number,
        tries: number,
      ): Promise<string[]> => {
        const body = await postToProvider({
          endpoint,
          body: JSON.stringify({
            model,
            messages: translationMessages(batch, call.from, call.to),
            temperature: 0,
          }),
          apiKey: options.apiKey,
          what: WHAT,
          fetch: options.fetch,
          deadline: deadline(),
          signal: call.signal,
        });
        const translated = readNumberedLines(chatAnswerText(body, WHAT), batch.length);
        if (translated) return translated;
        if (batch.length > 1) {
          const half = Math.ceil(batch.length / 2);
          return [
            ...(await ask(batch.slice(0, half), deadline, 1)),
            ...(await ask(batch.slice(half), deadline, 1)),
          ];
        }
        if (tries < 2) return ask(batch, deadline, tries + 1);
        throw new EngineError(
          'translation-mismatch',
          `${WHAT} did not give back the line it was asked to translate, after retries`,
        );
      };
      return translateOverHttp(lines, call, { ...LIMITS, requestTimeoutMs }, (batch, deadline) =>
        ask(batch, deadline, 1),
      );
    },
  };
}
