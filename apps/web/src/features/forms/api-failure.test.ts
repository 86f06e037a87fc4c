import type { Failure } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { failureProblems, failureStatus, readFailure } from './api-failure.js';

const taken: Failure = {
  message: 'An account with this e-mail address already exists. Sign in instead.',
  code: 'email_taken',
};

describe('readFailure', () => {
  test.each<[string, unknown, Failure | undefined]>([
    ['an api failure', { response: { status: 409, data: taken } }, taken],
    [
      'with field errors',
      {
        response: {
          data: {
            message: 'Some fields are missing or invalid.',
            code: 'invalid_request',
            errors: [
              { field: 'password', message: 'Too small: expected string to have >=8 characters' },
            ],
          },
        },
      },
      {
        message: 'Some fields are missing or invalid.',
        code: 'invalid_request',
        errors: [
          { field: 'password', message: 'Too small: expected string to have >=8 characters' },
        ],
      },
    ],
    ['no answer (network)', { request: {}, message: 'Network Error' }, undefined],
    ['a proxy page', { response: { status: 502, data: '<html>Bad gateway</html>' } }, undefined],
    ['not an error object', 'boom', undefined],
    ['null', null, undefined],
  ])('%s', (_name, error, expected) => {
    expect(readFailure(error)).toEqual(expected);
  });

  test.each<[unknown, number | undefined]>([
    [{ response: { status: 429 } }, 429],
    [{ request: {} }, undefined],
    [new Error('x'), undefined],
  ])('the status of %j', (error, status) => {
    expect(failureStatus(error)).toBe(status);
  });
});

describe('failureProblems', () => {
  const fields = ['email', 'password', 'name'] as const;
  const placement = {
    fields,
    codeFields: { email_taken: 'email' as const },
    unreachable: 'Captio could not be reached.',
  };

  test.each<
    [string, Failure | undefined, ReturnType<typeof failureProblems<(typeof fields)[number]>>]
  >([
    [
      'no failure body: the connection',
      undefined,
      { fields: {}, form: 'Captio could not be reached.' },
    ],
    [
      'field errors go beside their fields, the generic message is not repeated',
      {
        message: 'Some fields are missing or invalid.',
        code: 'invalid_request',
        errors: [
          { field: 'password', message: 'Too short' },
          { field: 'name', message: 'Required' },
          { field: 'password', message: 'Second complaint' },
        ],
      },
      { fields: { password: 'Too short', name: 'Required' }, form: undefined },
    ],
    [
      'a code about one field puts its message beside it',
      taken,
      { fields: { email: taken.message }, form: undefined },
    ],
    [
      'a failure about the whole form stays with the form',
      { message: 'The e-mail address or password is incorrect.', code: 'wrong_credentials' },
      { fields: {}, form: 'The e-mail address or password is incorrect.' },
    ],
    [
      'errors of fields the form does not show are told to the form',
      {
        message: 'Some fields are missing or invalid.',
        code: 'invalid_request',
        errors: [
          { field: 'timezone', message: 'Invalid input' },
          { field: 'email', message: 'Invalid email address' },
        ],
      },
      { fields: { email: 'Invalid email address' }, form: 'Invalid input' },
    ],
  ])('%s', (_name, failure, expected) => {
    expect(failureProblems(failure, placement)).toEqual(expected);
  });
});
