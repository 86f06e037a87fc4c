import { describe, expect, it } from 'vitest';
import { linkInAddress, readLink } from './read-link.js';

describe('reading a pasted link', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', { url: 'https://www.youtube.com/watch?v=abc' }],
    ['  http://127.0.0.1:8080/speech.m4a \n', { url: 'http://127.0.0.1:8080/speech.m4a' }],
    // Copied without its scheme, as some apps share a link: taken as https.
    ['youtube.com/watch?v=abc', { url: 'https://youtube.com/watch?v=abc' }],
    ['www.youtube.com/watch?v=abc123', { url: 'https://www.youtube.com/watch?v=abc123' }],
    ['127.0.0.1:8080/talk.html', { url: 'https://127.0.0.1:8080/talk.html' }],
    ['', { problem: 'empty' }],
    ['   ', { problem: 'empty' }],
    ['hello there', { problem: 'notLink' }],
    ['ftp://example.com/a.mp3', { problem: 'notLink' }],
    ['javascript:alert(1)', { problem: 'notLink' }],
    ['mailto:someone@example.com', { problem: 'notLink' }],
    ['https://', { problem: 'notLink' }],
    [`https://example.com/${'a'.repeat(2048)}`, { problem: 'tooLong' }],
  ] as const)('%j reads as %j', (text, expected) => {
    expect(readLink(text)).toEqual(expected);
  });
});

describe('the link a page’s address hands over', () => {
  it.each([
    ['?url=https%3A%2F%2Fyoutu.be%2Fabc', 'https://youtu.be/abc'],
    ['?lang=de&url=+https://x.com/a/status/1+', 'https://x.com/a/status/1'],
    ['?url=not%20a%20link', 'not a link'],
    ['?url=', undefined],
    ['?url=%20%20', undefined],
    ['?next=/result', undefined],
    ['', undefined],
  ])('%j hands over %j', (search, expected) => {
    expect(linkInAddress(search)).toBe(expected);
  });
});
