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
      {
        email: { tagName: 'INPUT', value: 'ada@example.com' },
        password: { tagName: 'INPUT', value: 'secret words' },
      },
      { email: 'ada@example.com', password: 'secret words', name: 'Ada' },
    ],
    [
      'a first value edited before hydration is taken in',
      { name: { tagName: 'INPUT', value: 'Ada L.' } },
      { email: '', password: '', name: 'Ada L.' },
    ],
    [
      'a field emptied before hydration is empty',
      { name: { tagName: 'TEXTAREA', value: '' } },
      { email: '', password: '', name: '' },
    ],
    [
      'a select gives its chosen value',
      { name: { tagName: 'SELECT', value: 'Grace', length: 3 } },
      { email: '', password: '', name: 'Grace' },
    ],
  ])('%s', (_, fields, expected) => {
    expect(shownValues(state, page(fields))).toEqual(expected);
  });

  test.each([
    ['no field on the page', {}],
    [
      'fields that show the state',
      { email: { tagName: 'INPUT', value: '' }, name: { tagName: 'INPUT', value: 'Ada' } },
    ],
    [
      'something without a text value',
      { email: { tagName: 'INPUT', value: 3 }, password: null, name: 'Ada L.' },
    ],
    ['several fields of one name (a RadioNodeList)', { name: { value: '', length: 2 } }],
  ])('%s: the same values, as the same object', (_, fields) => {
    expect(shownValues(state, page(fields))).toBe(state);
  });
});
