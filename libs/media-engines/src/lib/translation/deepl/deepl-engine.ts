import { EngineError } from '../../engine-error.js';
import { providerEndpoint } from '../../provider/openai-endpoint.js';
import { getFromProvider } from '../../provider/post-to-provider.js';
import { type HttpProviderOptions, jsonTranslationEngine } from '../http-translation.js';
import { primaryTag } from '../language-pairs.js';
import type { LanguagePair, TranslationEngine } from '../translation-engine.js';

/** `timeoutMs`: one request, default 60 s. */
export interface DeepLEngineOptions extends HttpProviderOptions {
  apiKey: string;
  /** Default: https://api-free.deepl.com for a free key (ending in ':fx'), else https://api.deepl.com. */
  url?: string;
}

const WHAT = 'DeepL';
const DEFAULT_TIMEOUT_MS = 60_000;
/** DeepL takes at most 50 texts per request, and 128 KiB per request in all. */
const LIMITS = { maxLines: 50, maxChars: 30_000 };
/**
 * The target variety used when a tag names none: DeepL refuses a bare 'EN' or 'PT' as target,
 * and a bare 'ZH' is the older name of simplified Chinese.
 */
const DEFAULT_VARIETY: Record<string, string> = { en: 'EN-US', pt: 'PT-PT', zh: 'ZH-HANS' };
/** BCP 47 script and region subtags as DeepL names targets: 'zh-Hant' → 'ZH-HANT'. */
const VARIETY_OF_TAG: Record<string, string> = { 'zh-tw': 'ZH-HANT', 'zh-hk': 'ZH-HANT' };

/**
 * DeepL's API (neural). Its languages come from `GET /v2/languages?type=source` and
 * `?type=target` when the engine is created; every source pairs with every target. A target
 * tag with a variety DeepL has ('pt-BR', 'en-GB', 'zh-Hant') gets it; without one, EN-US,
 * PT-PT, ZH-HANS. Fails to start with 'provider-unauthorized' for a refused key.
 */
export async function createDeepLEngine(options: DeepLEngineOptions): Promise<TranslationEngine> {
  const apiKey = options.apiKey.trim();
  if (apiKey === '') throw new EngineError('invalid-argument', 'DeepL needs an API key');
  const base =
    options.url?.trim() ||
    (apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
  const requestTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const common = {
    apiKey: undefined,
    authorization: `DeepL-Auth-Key ${apiKey}`,
    what: WHAT,
    fetch: options.fetch,
  };
  const list = async (type: 'source' | 'target') => {
    const endpoint = providerEndpoint(base, 'languages', 'v2');
    endpoint.searchParams.set('type', type);
    return languageCodes(
      await getFromProvider({
        ...common,
        endpoint,
        deadline: Date.now() + requestTimeoutMs,
        signal: undefined,
      }),
    );
  };
  const sources = await list('source');
  const targets = await list('target');
  const sourceTags = [...new Set(sources.map(primaryTag))];
  const targetTags = [...new Set(targets.map(primaryTag))];
  const pairs: LanguagePair[] = sourceTags.flatMap((from) =>
    targetTags.filter((to) => to !== from).map((to) => ({ from, to })),
  );
  if (pairs.length === 0)
    throw new EngineError('provider-failed', `${WHAT} lists no language pair`);
  const translateUrl = providerEndpoint(base, 'translate', 'v2');

  /** The DeepL target code for a product tag: its own variety if DeepL has it. */
  const targetCode = (tag: string): string => {
    const lower = tag.trim().toLowerCase().replace(/_/g, '-');
    const primary = primaryTag(lower);
    const wanted = VARIETY_OF_TAG[lower] ?? lower.toUpperCase();
    const exact = targets.find((code) => code.toUpperCase() === wanted);
    if (exact && exact.includes('-')) return exact;
    const preferred = DEFAULT_VARIETY[primary];
    if (preferred && targets.some((code) => code.toUpperCase() === preferred)) return preferred;
    return (
      exact ??
      targets.find((code) => code.toUpperCase() === primary.toUpperCase()) ??
      targets.find((code) => primaryTag(code) === primary) ??
      primary.toUpperCase()
    );
  };

  return jsonTranslationEngine({
    id: 'deepl',
    quality: {
      level: 'neural',
      note: `DeepL at ${translateUrl.host} (neural): fluent and faithful for the languages it lists, among the best machine translation available.`,
    },
    pairs,
    limits: { ...LIMITS, requestTimeoutMs },
    post: common,
    endpoint: translateUrl,
    body: (batch, pair, call) => ({
      text: batch,
      source_lang: pair.from.toUpperCase(),
      target_lang: targetCode(call.to),
    }),
    read: translatedTexts,
  });
}

/** `[{ language: 'EN-US', name }]` as the codes. */
function languageCodes(body: unknown): string[] {
  if (!Array.isArray(body)) {
    throw new EngineError('provider-failed', `${WHAT} answered a language list that is not a list`);
  }
  return body.flatMap((entry: unknown) => {
    const language = (entry as { language?: unknown } | null)?.language;
    return typeof language === 'string' && language.trim() !== '' ? [language.trim()] : [];
  });
}

/** `{ translations: [{ text }] }`, one per text sent. */
function translatedTexts(body: unknown): string[] {
  const translations = (body as { translations?: unknown } | null)?.translations;
  if (!Array.isArray(translations)) {
    throw new EngineError('provider-failed', `${WHAT} answered no translations`);
  }
  return translations.map((entry: unknown) => {
    const text = (entry as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') {
      throw new EngineError('provider-failed', `${WHAT} answered a translation without text`);
    }
    return text.trim();
  });
}
