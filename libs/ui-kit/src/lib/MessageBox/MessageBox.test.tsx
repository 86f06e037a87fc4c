import { describe, expect, test } from 'vitest';
import {
  rejectionMessage,
  validateMessageInput,
  type MessageInputRules,
} from './message-validation.js';

const FALLBACK = 'Please enter a valid value.';

describe('validateMessageInput', () => {
  test.each<[string, string, MessageInputRules, string | null]>([
    ['no rules', 'anything', {}, null],
    ['pattern match', 'ada@example.com', { pattern: /^[^@\s]+@[^@\s]+$/ }, null],
    ['pattern miss', 'ada', { pattern: /^[^@\s]+@[^@\s]+$/ }, FALLBACK],
    ['empty value against a pattern', '', { pattern: /\S/ }, FALLBACK],
    ['validator accepts', 'CODE-1', { validator: () => true }, null],
    ['validator message', 'x', { validator: () => 'Too short' }, 'Too short'],
    ['validator empty message', 'x', { validator: () => '  ' }, FALLBACK],
    ['async validator accepts', 'x', { validator: async (): Promise<true> => true }, null],
    ['async validator message', 'x', { validator: async () => 'Taken' }, 'Taken'],
    [
      'validator throws',
      'x',
      {
        validator: () => {
          throw new Error('boom');
        },
      },
      FALLBACK,
    ],
    ['validator rejects', 'x', { validator: () => Promise.reject(new Error('down')) }, FALLBACK],
    [
      'pattern first: the validator is not asked',
      'bad',
      { pattern: /^\d+$/, validator: () => 'never shown' },
      FALLBACK,
    ],
    ['both pass', '42', { pattern: /^\d+$/, validator: (v) => (v === '42' ? true : 'no') }, null],
  ])('%s', async (_name, value, rules, expected) => {
    await expect(validateMessageInput(value, rules, FALLBACK)).resolves.toBe(expected);
  });

  test('a global pattern gives the same answer every time', async () => {
    const rules = { pattern: /^\d+$/g };
    for (let i = 0; i < 3; i++) {
      await expect(validateMessageInput('123', rules, FALLBACK)).resolves.toBeNull();
    }
  });

  test('the validator receives the value as typed', async () => {
    const seen: string[] = [];
    await validateMessageInput(' spaced ', { validator: (v) => (seen.push(v), true) }, FALLBACK);
    expect(seen).toEqual([' spaced ']);
  });
});

describe('rejectionMessage', () => {
  test.each<[unknown, string | undefined]>([
    [new Error('The code has expired'), 'The code has expired'],
    ['Server busy', 'Server busy'],
    [new Error(''), undefined],
    ['   ', undefined],
    [undefined, undefined],
    [{ message: 'not an Error' }, undefined],
    [42, undefined],
  ])('%j gives %j', (reason, expected) => {
    expect(rejectionMessage(reason)).toBe(expected);
  });
});
