import { EngineError } from '../engine-error.js';
import { httpFailure } from '../speech/openai/http-failure.js';
import { settleWithin } from '../speech/settle-within.js';

export interface ProviderPost {
  endpoint: URL;
  /** Multipart form data, or a JSON text (sent as application/json). */
  body: FormData | string;
  /** Sent as a bearer token unless `authorization` says how. */
  apiKey: string | undefined;
  /** The whole Authorization header, for a provider with its own scheme (DeepL-Auth-Key). */
  authorization?: string | undefined;
  /** Default: the global fetch. */
  fetch?: typeof fetch | undefined;
  /** Names the provider in error messages: 'the transcription endpoint'. */
  what: string;
  /** Date.now() value after which the request is given up with 'timeout'. */
  deadline: number;
  signal: AbortSignal | undefined;
}

/** A GET of a provider's JSON (a language list), bounded as a POST is. */
export type ProviderGet = Omit<ProviderPost, 'body'>;

/** One POST, bounded by the deadline and the signal; resolves with the parsed JSON body. */
export function postToProvider(post: ProviderPost): Promise<unknown> {
  return requestProvider(post);
}

export function getFromProvider(get: ProviderGet): Promise<unknown> {
  return requestProvider(get);
}

async function requestProvider(post: ProviderGet & { body?: FormData | string }): Promise<unknown> {
  const { endpoint, what } = post;
  const authorization = post.authorization ?? (post.apiKey ? `Bearer ${post.apiKey}` : undefined);
  const controller = new AbortController();
  const work = (async () => {
    let response: Response;
    try {
      response = await (post.fetch ?? fetch)(endpoint, {
        method: post.body === undefined ? 'GET' : 'POST',
        ...(post.body === undefined ? {} : { body: post.body }),
        headers: {
          ...(typeof post.body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(authorization ? { authorization } : {}),
        },
        signal: controller.signal,
      });
    } catch (error) {
      throw new EngineError(
        'provider-failed',
        `${what} at ${endpoint.host} cannot be reached`,
        undefined,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) throw await httpFailure(response, what);
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      throw new EngineError(
        'provider-failed',
        `${what} answered something that is not JSON`,
        undefined,
        {
          cause: error,
          httpStatus: response.status,
        },
      );
    }
  })();
  // A request given up on is cancelled; its own rejection then has no one to tell.
  work.catch(() => undefined);
  return settleWithin(work, {
    deadline: post.deadline,
    signal: post.signal,
    what,
    giveUp: () => controller.abort(),
  });
}
