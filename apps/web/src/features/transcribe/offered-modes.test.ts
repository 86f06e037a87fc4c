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
});
