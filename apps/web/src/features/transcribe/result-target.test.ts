import { resolve } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';
import { LINK_TASK_HASH, resultTarget } from './result-target.js';

const HASH = 'b'.repeat(64);
const TASK = '0b6f3c1e-2d4a-4b8e-9c7d-1a2b3c4d5e6f';

describe('where a started transcription goes', () => {
  it.each([
    ['en-US', undefined, `/result/${HASH}?task_id=${TASK}`],
    ['ja-JP', undefined, `/ja-JP/result/${HASH}?task_id=${TASK}`],
    ['de-DE', 'srt', `/de-DE/result/${HASH}?task_id=${TASK}&export=srt`],
    ['en-US', 'vtt', `/result/${HASH}?task_id=${TASK}&export=vtt`],
  ] as const)('%s, export %s: %s', (locale, exportFormat, expected) => {
    const target = resultTarget({ fileHash: HASH, taskId: TASK, locale, exportFormat });
    expect(target).toBe(expected);
    const path = target.split('?')[0] ?? '';
    expect(resolve(path)).toMatchObject({
      kind: 'page',
      name: 'result-hash',
      params: { hash: HASH },
    });
  });

  it('sends a link’s task, which has no file yet, to the result address found by its task', () => {
    const target = resultTarget({ fileHash: undefined, taskId: TASK, locale: 'fr-FR' });
    expect(target).toBe(`/fr-FR/result/link?task_id=${TASK}`);
    expect(resolve(target.split('?')[0] ?? '')).toMatchObject({
      name: 'result-hash',
      params: { hash: LINK_TASK_HASH },
    });
  });
});
