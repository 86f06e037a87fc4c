import { describe, expect, it } from 'vitest';
import { offeredModes } from './offered-modes.js';

const ALL = ['basic', 'speaker', 'article'] as const;

describe('offeredModes', () => {
  it.each([
    {
      name: 'before the server answers, a paid user sees the page’s modes',
      server: undefined,
      level: 1,
      free: undefined,
      want: ALL,
    },
    {
      name: 'the server’s modes only',
      server: [1, 2],
      level: 1,
      free: undefined,
      want: ['basic', 'speaker'],
    },
    {
      name: 'the free level gets the free use types',
      server: [1, 2],
      level: 0,
      free: { use_type: ['basic'] },
      want: ['basic'],
    },
    {
      name: 'a visitor (no user) is on the free level',
      server: [1, 2],
      level: 0,
      free: undefined,
      want: ['basic'],
    },
    {
      name: 'free use types may include speakers',
      server: [1, 2],
      level: 0,
      free: { use_type: ['basic', 'speaker'] },
      want: ['basic', 'speaker'],
    },
    {
      name: 'nothing left: the page’s first mode stays',
      server: [2],
      level: 0,
      free: { use_type: ['basic'] },
      want: ['basic'],
    },
  ])('$name', ({ server, level, free, want }) => {
    expect(offeredModes({ pageModes: ALL, serverModes: server, level, globalFree: free })).toEqual(
      want,
    );
  });

  it.each([
    {
      name: 'an article, in a language a writing engine writes',
      language: 'en-US',
      writes: ['en', 'de'],
      level: 1,
      want: ALL,
    },
    {
      name: 'no article in a language no writing engine writes',
      language: 'ja',
      writes: ['en', 'de'],
      level: 1,
      want: ['basic', 'speaker'],
    },
    {
      name: 'an article with detection: the server says once the language is known',
      language: 'auto',
      writes: ['en'],
      level: 1,
      want: ALL,
    },
    {
      name: 'no article on the free level, whatever the language',
      language: 'en',
      writes: ['en'],
      level: 0,
      want: ['basic'],
    },
  ])('$name', ({ language, writes, level, want }) => {
    expect(
      offeredModes({
        pageModes: ALL,
        serverModes: [1, 2, 3],
        level,
        globalFree: { use_type: ['basic'] },
        language,
        articleLanguages: writes,
      }),
    ).toEqual(want);
  });
});
