import { EngineError } from '../engine-error.js';
import { type ProviderPost, postToProvider } from '../provider/post-to-provider.js';
import { findPair, pairFor, translateNonEmpty } from './language-pairs.js';
import type { LanguagePair, TranslateOptions, TranslationEngine } from './translation-engine.js';

/**
 * The lines cut into runs that keep one request reasonable: at most `maxLines` lines and
 * `maxChars` characters (a longer line goes alone), in order.
 */
export function batchesOf(
  lines: readonly string[],
  limits: { maxLines: number; maxChars: number },
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const line of lines) {
    if (
      current.length > 0 &&
      (current.length >= limits.maxLines || chars + line.length > limits.maxChars)
    ) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(line);
    chars += line.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Sends the batches one after the other (a provider's rate limit is per key, not per request),
 * each request (`requestDeadline()` when it starts) bounded by the engine's time for one request
 * and by what is left of the call's; progress is reported by lines done.
 */
async function translateInBatches(
  lines: readonly string[],
  limits: { maxLines: number; maxChars: number; requestTimeoutMs: number },
  call: Pick<TranslateOptions, 'onProgress' | 'timeoutMs'>,
  translateBatch: (batch: string[], requestDeadline: () => number) => Promise<string[]>,
): Promise<string[]> {
  const callEnd = call.timeoutMs === undefined ? Infinity : Date.now() + call.timeoutMs;
  const output: string[] = [];
  for (const batch of batchesOf(lines, limits)) {
    const translated = await translateBatch(batch, () =>
      Math.min(callEnd, Date.now() + limits.requestTimeoutMs),
    );
    // Checked per batch: two batches off by one each would otherwise shift lines unseen.
    if (translated.length !== batch.length) {
      throw new EngineError(
        'translation-mismatch',
        `${batch.length} lines were sent and ${translated.length} came back`,
      );
    }
    output.push(...translated);
    call.onProgress?.(Math.min(1, output.length / lines.length));
  }
  return output;
}

/** What every HTTP translation provider takes besides its address and key. */
export interface HttpProviderOptions {
  /** The longest one request may take. */
  timeoutMs?: number;
  /** Default: the global fetch (a proxy-aware one, say). */
  fetch?: typeof fetch;
}

/**
 * A provider's translate call: the lines with text in batches, each sent by `send` (a request
 * made at once to end by `requestDeadline()`), empty lines kept in place, progress ending at 1.
 */
export async function translateOverHttp(
  lines: readonly string[],
  call: TranslateOptions,
  limits: { maxLines: number; maxChars: number; requestTimeoutMs: number },
  send: (batch: string[], requestDeadline: () => number) => Promise<string[]>,
): Promise<string[]> {
  const output = await translateNonEmpty(lines, (texts) =>
    translateInBatches(texts, limits, call, send),
  );
  call.onProgress?.(1);
  return output;
}

/** A provider that takes a batch of lines in one JSON POST and answers them in order. */
export interface JsonTranslationProvider {
  id: TranslationEngine['id'];
  quality: TranslationEngine['quality'];
  pairs: readonly LanguagePair[];
  limits: { maxLines: number; maxChars: number; requestTimeoutMs: number };
  /** How requests are sent: the key, the name for messages, the fetch. */
  post: Pick<ProviderPost, 'apiKey' | 'authorization' | 'what' | 'fetch'>;
  endpoint: URL;
  /** The JSON body for a batch of the pair asked for (`call.to` keeps its region: 'pt-BR'). */
  body: (batch: string[], pair: LanguagePair, call: TranslateOptions) => unknown;
  /** The translations in the answer, in order; throws 'provider-failed' for another answer. */
  read: (answer: unknown) => string[];
}

/** The engine for a JSON provider: batches, deadlines, empty lines, refusals of other pairs. */
export function jsonTranslationEngine(provider: JsonTranslationProvider): TranslationEngine {
  const { pairs } = provider;
  return {
    id: provider.id,
    quality: provider.quality,
    // Lines go as plain text: the providers' HTML modes are not used (yet), so markup is dropped.
    keepsMarkup: false,
    pairs: () => pairs,
    supports: (from, to) => findPair(pairs, from, to) !== undefined,
    async translate(lines, call) {
      const pair = pairFor(pairs, provider.post.what, call.from, call.to);
      return translateOverHttp(lines, call, provider.limits, async (batch, requestDeadline) =>
        provider.read(
          await postToProvider({
            ...provider.post,
            endpoint: provider.endpoint,
            body: JSON.stringify(provider.body(batch, pair, call)),
            deadline: requestDeadline(),
            signal: call.signal,
          }),
        ),
      );
    },
  };
}
