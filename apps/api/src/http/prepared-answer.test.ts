import { defineEndpoint } from '@captio/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerMemo, PreparedAnswer } from './prepared-answer.js';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/test/',
  auth: 'none',
  tag: 'test',
  summary: 'test',
  response: z.object({ data: z.object({ count: z.number().int(), at: z.iso.datetime() }) }),
});

describe('PreparedAnswer.of', () => {
  it('keeps the JSON the route serializer would send', () => {
    const answer = { data: { count: 2, at: '2031-01-01T00:00:00.000Z' } };
    expect(PreparedAnswer.of(endpoint, answer).json).toBe(JSON.stringify(answer));
  });

  it('refuses an answer its schema does not allow, as the serializer would', () => {
    const wrong = { data: { count: 1.5, at: 'yesterday' } };
    expect(() => PreparedAnswer.of(endpoint, wrong)).toThrow(z.ZodError);
  });
});

describe('PreparedAnswer.withStoredArray', () => {
  const lines = defineEndpoint({
    method: 'GET',
    path: '/lines/',
    auth: 'none',
    tag: 'test',
    summary: 'test',
    response: z.object({
      data: z.object({
        name: z.string(),
        lines: z.array(z.object({ text: z.string() })),
        count: z.number().int(),
      }),
      message: z.string().optional(),
    }),
  });
  // As the database gives jsonb back as text: spaces after its colons and commas.
  const stored = '[{"text": "one"}, {"text": "two, \\"quoted\\""}]';

  it.each([
    ['without a message', {}],
    ['with a message', { message: 'Saved.' }],
  ])('reads as the whole answer would, %s', (_case, extra) => {
    const answer = { data: { name: 'Ana', lines: [], count: 2 }, ...extra };
    const prepared = PreparedAnswer.withStoredArray(lines, answer, 'lines', stored);
    expect(JSON.parse(prepared.json)).toEqual({
      ...answer,
      data: { ...answer.data, lines: [{ text: 'one' }, { text: 'two, "quoted"' }] },
    });
  });

  it('still checks the rest of the answer', () => {
    const wrong = { data: { name: 'Ana', lines: [], count: 1.5 } };
    expect(() => PreparedAnswer.withStoredArray(lines, wrong, 'lines', stored)).toThrow(z.ZodError);
  });

  it('refuses stored text that is not an array', () => {
    const answer = { data: { name: 'Ana', lines: [], count: 2 } };
    expect(() => PreparedAnswer.withStoredArray(lines, answer, 'lines', '{"text": 1}')).toThrow(
      /not a JSON array/,
    );
  });
});

describe('AnswerMemo', () => {
  const row = { id: 1 };
  const files = [{ id: 10 }];
  const otherFiles = [{ id: 10 }];

  it.each([
    ['same row, same dependencies, before the end', row, [files], 1500, false],
    ['the last millisecond before the end', row, [files], 1999, false],
    ['at the end of its validity', row, [files], 2000, true],
    ['an equal but different dependency object', row, [otherFiles], 1500, true],
    ['a dependency fewer', row, [], 1500, true],
    ['another row', { id: 1 }, [files], 1500, true],
  ])('%s: built again = %s', (_case, key, dependencies, now, rebuilt) => {
    const memo = new AnswerMemo(endpoint);
    let builds = 0;
    const build = () => {
      builds++;
      return {
        answer: { data: { count: builds, at: '2031-01-01T00:00:00.000Z' } },
        validUntil: 2000,
      };
    };
    const first = memo.answer(row, [files], 1000, build);
    const second = memo.answer(key, dependencies, now, build);
    expect(builds).toBe(rebuilt ? 2 : 1);
    expect(second === first).toBe(!rebuilt);
    expect(JSON.parse(second.json)).toEqual({
      data: { count: rebuilt ? 2 : 1, at: '2031-01-01T00:00:00.000Z' },
    });
  });
});
