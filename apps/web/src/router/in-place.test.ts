import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../app/page-module.js';
import { routeInPlace } from './in-place.js';

const HASH = 'a'.repeat(64);
const TASK = '?task_id=0b6f3c1e-2d4a-4b8e-9c7d-1a2b3c4d5e6f';

/** The result page of a link's task, as the router shows it. */
function linkResult(prefix = ''): PageRoute {
  return {
    name: 'result-hash',
    params: { hash: 'link' },
    locale: prefix === '' ? 'en-US' : 'de-DE',
    path: `${prefix}/result/link`,
    search: TASK,
  };
}

describe('another address of the page on screen', () => {
  it.each([
    ['its file’s address', linkResult(), `/result/${HASH}${TASK}`],
    ['its file’s address, in its language', linkResult('/de-DE'), `/de-DE/result/${HASH}${TASK}`],
    ['its file’s address without the task', linkResult(), `/result/${HASH}`],
  ])('takes %s in place', (_case, route, to) => {
    const [path, search = ''] = to.split(/(?=\?)/);
    expect(routeInPlace(route, to, false)).toEqual({
      ...route,
      params: { hash: HASH },
      path,
      search,
    });
  });

  it.each([
    ['another page', linkResult(), '/transcribe-audio'],
    ['the page in another language', linkResult('/de-DE'), `/result/${HASH}${TASK}`],
    ['the page in another language', linkResult(), `/fr-FR/result/${HASH}${TASK}`],
    ['an address with a fragment', linkResult(), `/result/${HASH}#cue-3`],
    ['no page at all', linkResult(), '/result/link/extra/parts'],
  ])('leaves %s to a navigation', (_case, route, to) => {
    expect(routeInPlace(route, to, false)).toBeUndefined();
  });
});
