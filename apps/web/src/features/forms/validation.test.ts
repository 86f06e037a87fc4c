import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FormProblem } from './catalog.js';
import {
  emailProblem,
  givenPasswordProblem,
  lengthProblem,
  newPasswordProblem,
  requiredProblem,
} from './validation.js';

describe('emailProblem', () => {
  test.each<[string, FormProblem | undefined]>([
    ['ada@example.com', undefined],
    ['  ada@example.com  ', undefined],
    ['ada.lovelace+captio@mail.example.co.uk', undefined],
    ['', { key: 'forms.error.emailRequired' }],
    ['   ', { key: 'forms.error.emailRequired' }],
    ['ada', { key: 'forms.error.email' }],
    ['ada@example', { key: 'forms.error.email' }],
    ['ada@@example.com', { key: 'forms.error.email' }],
    ['ada lovelace@example.com', { key: 'forms.error.email' }],
    ['ada@example..com', { key: 'forms.error.email' }],
    ['@example.com', { key: 'forms.error.email' }],
    [`${'a'.repeat(250)}@example.com`, { key: 'forms.error.tooLong', values: { max: 254 } }],
  ])('%j', (value, expected) => {
    expect(emailProblem(value)).toEqual(expected);
  });

  test('accepts every address of the usual dot-atom form', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (email) => {
        expect(emailProblem(email)).toBeUndefined();
      }),
    );
  });

  test('refuses any address with a space in it', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), fc.nat(), (email, at) => {
        const cut = 1 + (at % (email.length - 1));
        expect(emailProblem(`${email.slice(0, cut)} ${email.slice(cut)}`)).toEqual({
          key: 'forms.error.email',
        });
      }),
    );
  });
});

describe('passwords', () => {
  test.each<[string, FormProblem | undefined]>([
    ['', { key: 'forms.error.passwordRequired' }],
    ['short', { key: 'forms.error.tooShort', values: { min: 8 } }],
    ['1234567', { key: 'forms.error.tooShort', values: { min: 8 } }],
    ['12345678', undefined],
    ['correct horse battery staple', undefined],
    ['x'.repeat(128), undefined],
    ['x'.repeat(129), { key: 'forms.error.tooLong', values: { max: 128 } }],
  ])('a new password %j', (value, expected) => {
    expect(newPasswordProblem(value)).toEqual(expected);
  });

  test.each<[string, FormProblem | undefined]>([
    ['', { key: 'forms.error.passwordRequired' }],
    ['x', undefined],
    [' ', undefined],
  ])('a given password %j only has to be there', (value, expected) => {
    expect(givenPasswordProblem(value)).toEqual(expected);
  });
});

describe('requiredProblem and lengthProblem', () => {
  test.each<[string, FormProblem | undefined]>([
    ['Ada', undefined],
    ['', { key: 'forms.error.required' }],
    [' \t\n', { key: 'forms.error.required' }],
  ])('required %j', (value, expected) => {
    expect(requiredProblem(value)).toEqual(expected);
  });

  test.each<[string, { min?: number; max?: number }, FormProblem | undefined]>([
    ['abc', { min: 3, max: 3 }, undefined],
    ['ab', { min: 3 }, { key: 'forms.error.tooShort', values: { min: 3 } }],
    ['abcd', { max: 3 }, { key: 'forms.error.tooLong', values: { max: 3 } }],
    ['', {}, undefined],
  ])('%j within %j', (value, limits, expected) => {
    expect(lengthProblem(value, limits)).toEqual(expected);
  });
});
