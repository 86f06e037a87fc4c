import { EngineError } from '../../engine-error.js';
import { providerEndpoint } from '../../provider/openai-endpoint.js';
import { getFromProvider } from '../../provider/post-to-provider.js';
import { type HttpProviderOptions, jsonTranslationEngine } from '../http-translation.js';
import { primaryTag } from '../language-pairs.js';
import type { LanguagePair, TranslationEngine } from '../translation-engine.js';

/** `timeoutMs`: one request, default 60 s. */
export interface LibreTranslateEngineOptions extends HttpProviderOptions {
  /** The server: 'https://libretranslate.example.org', 'http://127.0.0.1:5000'. */
  url: string;
  /** Sent as `api_key` (a public instance needs one; a private one usually not). */
  apiKey?: string;
}

const WHAT = 'the LibreTranslate server';
const DEFAULT_TIMEOUT_MS = 60_000;
/** LibreTranslate's own defaults cap a request by characters (--char-limit) and lines. */
const LIMITS = { maxLines: 50, maxChars: 5_000 };

/**
 * A LibreTranslate server (Argos Translate models, neural). Its languages come from
 * `GET /languages` when the engine is created, each with the `targets` it translates into
 * (all the others on a server too old to say); lines go as the `q` array of `POST /translate`.
 * Fails to start with 'provider-*' when the list cannot be had.
 */
export async function createLibreTranslateEngine(
  options: LibreTranslateEngineOptions,
): Promise<TranslationEngine> {
  const languagesUrl = providerEndpoint(options.url, 'languages');
  const translateUrl = providerEndpoint(options.url, 'translate');
  const requestTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const common = { apiKey: undefined, what: WHAT, fetch: options.fetch };
  const listed = await getFromProvider({
    ...common,
    signal: undefined,
    endpoint: languagesUrl,
    deadline: Date.now() + requestTimeoutMs,
  });
  const { pairs, codes } = readLanguages(listed);

  return jsonTranslationEngine({
    id: 'libretranslate',
    quality: {
      level: 'neural',
      note: `LibreTranslate at ${translateUrl.host} (neural, Argos Translate models): fluent for the major European languages, weaker for distant pairs, which it may pivot through English.`,
    },
    pairs,
    limits: { ...LIMITS, requestTimeoutMs },
    post: common,
    endpoint: translateUrl,
    body: (batch, pair) => ({
      q: batch,
      source: codes.get(pair.from) ?? pair.from,
      target: codes.get(pair.to) ?? pair.to,
      format: 'text',
      ...(options.apiKey ? { api_key: options.apiKey } : {}),
    }),
    read: translatedTexts,
  });
}

/**
 * `[{ code, name, targets }]` as pairs of primary tags, with the server's code for each
 * ('zh-Hans' serves 'zh'; the plain code wins when a server lists both).
 */
function readLanguages(body: unknown): { pairs: LanguagePair[]; codes: Map<string, string> } {
  if (!Array.isArray(body)) {
    throw new EngineError('provider-failed', `${WHAT} answered a language list that is not a list`);
  }
  const languages = body.flatMap((entry: unknown) => {
    const { code, targets } = (entry ?? {}) as { code?: unknown; targets?: unknown };
    if (typeof code !== 'string' || code.trim() === '') return [];
    const targetCodes = Array.isArray(targets)
      ? targets.filter((target): target is string => typeof target === 'string')
      : undefined;
    return [{ code, targets: targetCodes }];
  });
  const codes = new Map<string, string>();
  for (const { code } of languages) {
    const tag = primaryTag(code);
    if (!codes.has(tag) || code.toLowerCase() === tag) codes.set(tag, code);
  }
  const all = [...codes.keys()];
  const seen = new Set<string>();
  const pairs: LanguagePair[] = [];
  for (const { code, targets } of languages) {
    const from = primaryTag(code);
    for (const to of (targets ?? all).map(primaryTag)) {
      const key = `${from}>${to}`;
      if (from === to || to === '' || seen.has(key)) continue;
      seen.add(key);
      pairs.push({ from, to });
    }
  }
  if (pairs.length === 0) {
    throw new EngineError('provider-failed', `${WHAT} lists no language pair`);
  }
  return { pairs, codes };
}

/** `{ translatedText: [...] }` for a `q` array; anything else is the provider's failure. */
function translatedTexts(body: unknown): string[] {
  const texts = (body as { translatedText?: unknown } | null)?.translatedText;
  if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string')) {
    throw new EngineError('provider-failed', `${WHAT} answered no translated lines`);
  }
  return texts.map((text: string) => text.trim());
}
