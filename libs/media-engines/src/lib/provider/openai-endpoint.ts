import { EngineError } from '../engine-error.js';

/**
 * The URL of one of an OpenAI-compatible server's endpoints ('audio/transcriptions',
 * 'chat/completions'): 'https://api.openai.com', '.../' and '.../v1' all name the same server.
 */
export function openAiEndpoint(baseUrl: string, endpoint: string): URL {
  return providerEndpoint(baseUrl, endpoint, 'v1');
}

/**
 * The URL of a provider's endpoint under the base URL an operator set, which may carry a path
 * ('https://host/libretranslate/'). With a `version` ('v1', 'v2'), a base that already ends in
 * it names the same server.
 */
export function providerEndpoint(baseUrl: string, endpoint: string, version?: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new EngineError('invalid-argument', `'${baseUrl}' is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EngineError('invalid-argument', `'${baseUrl}' is not an http(s) URL`);
  }
  let path = url.pathname.replace(/\/+$/, '');
  if (version) path = `${path.replace(new RegExp(`/${version}$`), '')}/${version}`;
  return new URL(`${path}/${endpoint}`, url.origin);
}
