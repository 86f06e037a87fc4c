import { describe, expect, it } from 'vitest';
import { inPageLocale } from './follow-events.js';

describe('the events of a row, in the language of the page', () => {
  it.each([
    ['a page in French', '/api/tasks/1/events', 'fr-FR', '/api/tasks/1/events?locale=fr-FR'],
    [
      'a page in Japanese',
      '/api/downloads/2/events',
      'ja-JP',
      '/api/downloads/2/events?locale=ja-JP',
    ],
    [
      'an url with a query already',
      '/api/tasks/1/events?x=1',
      'de-DE',
      '/api/tasks/1/events?x=1&locale=de-DE',
    ],
    [
      'a page whose language the api does not know',
      '/api/tasks/1/events',
      'xx',
      '/api/tasks/1/events',
    ],
    ['a page without a language', '/api/tasks/1/events', '', '/api/tasks/1/events'],
  ])('%s', (_, url, lang, expected) => {
    expect(inPageLocale(url, lang)).toBe(expected);
  });
});
