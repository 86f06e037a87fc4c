import { describe, expect, test } from 'vitest';
import { shownValues } from './shown-values.js';

const state = { email: '', password: '', name: 'Ada' };

function page(fields: Record<string, unknown>) {
  return (name: string) => fields[name];
}

describe('shownValues', () => {
  test.each([
    [
      'text typed before hydration is taken in',
      { email: { value: 'ada@example.com' }, password: { value: 'secret words' } },
      { email: 'ada@example.com', password: 'secret words', name: 'Ada' },
    ],
    [
      'a first value edited before hydration is taken in',
      { name: { value: 'Ada L.' } },
      { email: '', password: '', name: 'Ada L.' },
    ],
    [
      'a field emptied before hydration is empty',
      { name: { value: '' } },
      { email: '', password: '', name: '' },
    ],
    [
      'a radio group gives its checked value',
      { email: { value: 'b@example.com', length: 2 } },
      { email: 'b@example.com', password: '', name: 'Ada' },
    ],
  ])('%s', (_, fields, expected) => {
    expect(shownValues(state, page(fields))).toEqual(expected);
  });

  test.each([
    ['no field on the page', {}],
    ['fields that show the state', { email: { value: '' }, name: { value: 'Ada' } }],
    ['something without a text value', { email: { value: 3 }, password: null, name: 'Ada L.' }],
  ])('%s: the same values, as the same object', (_, fields) => {
    expect(shownValues(state, page(fields))).toBe(state);
  });
});
