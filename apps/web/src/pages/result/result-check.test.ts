import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import type { IdleScheduler } from '../../features/editor/index.js';
import { checkLinesWhenIdle, LINES_PER_TURN } from './result-check.js';

const line = (index: number): TranscriptLine => ({
  start_time: index * 1000,
  end_time: index * 1000 + 900,
  text: `Line ${index + 1}.`,
});
const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index));

/** Idle turns run one after another, counted; `stopAfter` turns, then nothing runs any more. */
function countedIdle(stopAfter = Infinity) {
  const turns = { ran: 0, cancelled: 0 };
  const idle: IdleScheduler = (run) => {
    let cancelled = false;
    if (turns.ran < stopAfter) {
      setTimeout(() => {
        if (cancelled) return;
        turns.ran += 1;
        run();
      }, 0);
    }
    return () => {
      cancelled = true;
      turns.cancelled += 1;
    };
  };
  return { idle, turns };
}

describe('checkLinesWhenIdle', () => {
  test.each<[string, TranscriptLine[], TranscriptLine[] | null, number]>([
    ['no lines', [], null, 0],
    ['one part', lines(3), null, 1],
    ['a part in each turn', lines(LINES_PER_TURN * 2 + 1), null, 3],
    ['the translation after the transcript', lines(LINES_PER_TURN), lines(5), 2],
  ])(
    '%s: checked, in the expected idle turns',
    async (_case, file_json, translate_file_json, turnCount) => {
      const { idle, turns } = countedIdle();
      await expect(checkLinesWhenIdle({ file_json, translate_file_json }, idle)).resolves.toBe(
        undefined,
      );
      expect(turns.ran).toBe(turnCount);
    },
  );

  test.each<[string, Record<string, unknown>, string]>([
    ['a line without its end', { start_time: 0, text: 'x' }, 'end_time'],
    ['a negative start', { ...line(0), start_time: -5 }, 'start_time'],
    ['a word without times', { ...line(0), words: [{ text: 'x' }] }, 'words'],
    ['a text that is not a string', { ...line(0), text: 7 }, 'text'],
  ])('rejects %s, found in a later part', async (_case, broken, field) => {
    const file_json = [...lines(LINES_PER_TURN + 10), broken] as TranscriptLine[];
    const { idle, turns } = countedIdle();
    await expect(
      checkLinesWhenIdle({ file_json, translate_file_json: null }, idle),
    ).rejects.toThrow(field);
    expect(turns.ran).toBe(2);
  });

  test('rejects a broken line of the translation', async () => {
    const translate_file_json = [{ ...line(0), end_time: 'soon' }] as unknown as TranscriptLine[];
    await expect(
      checkLinesWhenIdle({ file_json: lines(2), translate_file_json }, countedIdle().idle),
    ).rejects.toThrow('end_time');
  });

  test('resolves when the page is left, and checks nothing more', async () => {
    const controller = new AbortController();
    const { idle, turns } = countedIdle(1);
    const checked = checkLinesWhenIdle(
      { file_json: lines(LINES_PER_TURN * 3), translate_file_json: null },
      idle,
      controller.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(checked).resolves.toBe(undefined);
    expect(turns).toEqual({ ran: 1, cancelled: 1 });
  });
});
