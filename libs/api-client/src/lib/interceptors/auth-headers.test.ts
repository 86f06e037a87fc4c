import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/index.js';
import {
  type Credentials,
  acceptLanguage,
  credentialsFor,
  isAuthenticatedCall,
  requestHeaders,
} from './auth-headers.js';

const SESSION: Credentials = { token: 'tok-123', csrftoken: 'csrf-456' };

describe('acceptLanguage', () => {
  it.each([
    ['fr-FR', 'fr-FR'],
    ['zh-TW', 'zh-TW'],
    ['de-de', 'de-DE'],
    [' ja-JP ', 'ja-JP'],
    ['en-GB', 'en-US'],
    ['de', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ] as const)('the stored locale %j is sent as %s', (stored, expected) => {
    expect(acceptLanguage(stored)).toBe(expected);
  });
});

describe('requestHeaders', () => {
  it.each([
    ['unauthenticated, no credentials', false, {}, { 'Accept-Language': 'en-US' }],
    ['unauthenticated, with a session', false, SESSION, { 'Accept-Language': 'en-US' }],
    ['unauthenticated, with an API key', false, { apiKey: 'k' }, { 'Accept-Language': 'en-US' }],
    [
      'authenticated, session',
      true,
      SESSION,
      { 'Accept-Language': 'en-US', Authorization: 'Token tok-123', 'X-CSRFtoken': 'csrf-456' },
    ],
    [
      'authenticated, token only',
      true,
      { token: 't' },
      { 'Accept-Language': 'en-US', Authorization: 'Token t' },
    ],
    [
      'authenticated, API key',
      true,
      { apiKey: 'k' },
      { 'Accept-Language': 'en-US', Authorization: 'Bearer k' },
    ],
    [
      'authenticated, API key and session: the key, never both',
      true,
      { ...SESSION, apiKey: 'k' },
      { 'Accept-Language': 'en-US', Authorization: 'Bearer k' },
    ],
    [
      'authenticated, null values',
      true,
      { token: null, csrftoken: null, apiKey: null },
      { 'Accept-Language': 'en-US' },
    ],
  ] as const)('%s', (_case, authenticated, credentials, expected) => {
    expect(requestHeaders(authenticated, credentials, 'en-US')).toEqual(expected);
  });
});

describe('isAuthenticatedCall', () => {
  it.each([
    ['authStatus', {}, false],
    ['authStatus', SESSION, false],
    ['subtitleLog', {}, false],
    // The browser's session: its token is HttpOnly, the CSRF cookie alone is readable.
    ['subtitleLog', { csrftoken: 'c' }, true],
    ['subtitleLog', SESSION, true],
    ['subtitleLog', { apiKey: 'k' }, true],
    ['countPoint', {}, true],
    ['logout', SESSION, true],
  ] as const)('%s with %j: %s', (name, credentials, expected) => {
    expect(isAuthenticatedCall(endpoints[name], credentials)).toBe(expected);
  });
});

describe('credentialsFor', () => {
  const both: Credentials = { ...SESSION, apiKey: 'k' };
  it.each([
    ['acceptCookies', both, { ...SESSION, apiKey: null }],
    ['acceptCookies', { apiKey: 'k' }, { apiKey: 'k' }],
    ['countPoint', both, both],
    ['subtitleLog', both, both],
    ['authStatus', both, both],
  ] as const)('%s with %j presents %j', (name, credentials, expected) => {
    expect(credentialsFor(endpoints[name], credentials)).toEqual(expected);
  });
});
