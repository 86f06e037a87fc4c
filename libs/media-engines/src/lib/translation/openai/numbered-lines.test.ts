import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNumberedLines } from './numbered-lines.js';

const texts = fc.array(
  fc.string({ unit: 'grapheme' }).map((text) => text.trim()),
  {
    minLength: 1,
    maxLength: 20,
  },
);

describe('a chat model answer of numbered lines', () => {
  it('puts every line in place by its id, whatever the order it came in', () => {
    fc.assert(
      fc.property(
        texts.chain((lines) =>
          fc.tuple(
            fc.constant(lines),
            fc.shuffledSubarray(
              lines.map((text, index) => ({ id: index + 1, text })),
              { minLength: lines.length, maxLength: lines.length },
            ),
          ),
        ),
        ([lines, answer]) => {
          expect(
            readNumberedLines(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``, lines.length),
          ).toEqual(lines);
        },
      ),
    );
  });

  it('takes nothing with a line missing, added or numbered twice', () => {
    fc.assert(
      fc.property(
        texts,
        fc.integer({ min: -1, max: 1 }).filter((n) => n !== 0),
        (lines, change) => {
          const answer = lines.map((text, index) => ({ id: index + 1, text }));
          const wrongCount =
            change > 0 ? [...answer, { id: answer.length + 1, text: 'x' }] : answer.slice(1);
          expect(readNumberedLines(JSON.stringify(wrongCount), lines.length)).toBeUndefined();
          const twice = answer.map((item) => ({ ...item, id: 1 }));
          if (lines.length > 1)
            expect(readNumberedLines(JSON.stringify(twice), lines.length)).toBeUndefined();
        },
      ),
    );
  });

  it('never throws, whatever the model wrote', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json()),
        fc.integer({ min: 1, max: 5 }),
        (answer, count) => {
          const read = readNumberedLines(answer, count);
          expect(read === undefined || read.length === count).toBe(true);
        },
      ),
    );
  });
});
