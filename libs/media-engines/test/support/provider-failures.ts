import type { Answer } from './loopback-server.js';

/** How any HTTP provider may fail, and the EngineError code each must give. */
export const HTTP_FAILURES: { name: string; reply: Answer; code: string }[] = [
  {
    name: 'a refused key (401)',
    reply: { status: 401, json: { error: { message: 'bad key' } } },
    code: 'provider-unauthorized',
  },
  {
    name: 'a forbidden key (403)',
    reply: { status: 403, json: { message: 'Wrong endpoint' } },
    code: 'provider-unauthorized',
  },
  {
    name: 'a rate limit (429)',
    reply: { status: 429, json: { error: 'slow down' }, headers: { 'retry-after': '2' } },
    code: 'rate-limited',
  },
  {
    name: 'a refused request (400)',
    reply: { status: 400, json: { error: 'Invalid request' } },
    code: 'provider-rejected',
  },
  { name: 'a server error (500)', reply: { status: 500, text: 'boom' }, code: 'provider-failed' },
  { name: 'a gateway error (502)', reply: { status: 502, text: '' }, code: 'provider-failed' },
  {
    name: 'an answer that is not JSON',
    reply: { status: 200, text: '<html>' },
    code: 'provider-failed',
  },
];
