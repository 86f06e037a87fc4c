import { EngineError } from '../engine-error.js';

/**
 * The URL of one of an OpenAI-compatible server's endpoints ('audio/transcriptions',
 * 'chat/completions'): 'https://api.openai.com', '.../' and '.../v1' all name the same server.
 */
export function openAiEndpoint(baseUrl: string, endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new EngineError('invalid-argument', `'${baseUrl}' is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EngineError('invalid-argument', `'${baseUrl}' is not an http(s) URL`);
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return new URL(`${path}/v1/${endpoint}`, url.origin);
}
