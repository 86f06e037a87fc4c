import { pathTo, stripLocale } from '@captio/routing-rules';
import type { BrowserApi } from '../../api/client.js';
import { checkResultHead } from './result-check.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A sha256 in hex, as the contract's file hash is (checked here without loading the contract). */
const FILE_HASH = /^[0-9a-f]{64}$/;

/** The route's hash, and the task asked for in the query (?task_id=), when it is one. */
export function resultAddress(
  params: Readonly<Record<string, string>>,
  search: string,
): { hash: string; taskId: string | undefined } {
  const taskId = new URLSearchParams(search).get('task_id') ?? undefined;
  return {
    hash: (params['hash'] ?? '').toLowerCase(),
    taskId: taskId && UUID.test(taskId) ? taskId : undefined,
  };
}

/**
 * The address of the file a link's result became (/result/link?task_id=… to
 * /result/{hash}?task_id=…), in the language of the address it replaces and with its query.
 */
export function fileResultAddress(route: { path: string; search: string }, fileHash: string) {
  const { locale } = stripLocale(route.path);
  return `${pathTo('result-hash', { hash: fileHash }, locale)}${route.search}`;
}

/**
 * The transcript call a result page makes first (as the api client writes it), which may be
 * asked before the page's code has loaded. Undefined when the page's first call is another: an
 * address with a task asks the task first (load-result.ts), and an address that cannot name a
 * file asks nothing.
 */
export function resultCallUrl(
  params: Readonly<Record<string, string>>,
  search: string,
): string | undefined {
  const { hash, taskId } = resultAddress(params, search);
  if (!FILE_HASH.test(hash) || taskId) return undefined;
  return `/api/result/${hash}/`;
}

/**
 * The transcript's call as the page makes it first (loadResult), so that the same call started
 * before the page's code has loaded is the one the page takes. The page reports every outcome
 * itself: no toast. The answer is not checked here: `callResult` checks all of it but the lines
 * at once, and the page checks the lines after showing them (result-check.ts).
 */
function resultCall(hash: string, taskId: string | undefined) {
  return [
    'transcriptResult',
    { params: { hash }, query: taskId ? { task_id: taskId } : {} },
    { toast: false, checkResponse: false },
  ] as const;
}

/** The transcript of the address, its lines not checked yet (checkLinesWhenIdle does). */
export async function callResult(api: BrowserApi, hash: string, taskId: string | undefined) {
  const answer = await api.call(...resultCall(hash, taskId));
  return { data: checkResultHead(answer.data) };
}

/**
 * Asks for the transcript of the address before the result page's code has loaded (see
 * app/early-data.ts), when that is the page's first call (resultCallUrl).
 */
export function startResultCall(
  route: { params: Readonly<Record<string, string>>; search: string },
  start: BrowserApi['call'],
): void {
  const { hash } = resultAddress(route.params, route.search);
  if (resultCallUrl(route.params, route.search)) void start(...resultCall(hash, undefined));
}
