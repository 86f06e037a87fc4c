import { describe, expect, it } from 'vitest';
import { effectiveLevel, freeRunsLeft, planFactsValidUntil } from './levels.js';

const at = (iso: string) => new Date(iso);

describe('planFactsValidUntil', () => {
  it.each([
    [
      'no expiry: the next UTC midnight',
      null,
      '2031-03-01T10:00:00.000Z',
      '2031-03-02T00:00:00.000Z',
    ],
    [
      'at midnight itself: the one after',
      null,
      '2031-03-01T00:00:00.000Z',
      '2031-03-02T00:00:00.000Z',
    ],
    [
      'expiry later today',
      '2031-03-01T15:30:00.000Z',
      '2031-03-01T10:00:00.000Z',
      '2031-03-01T15:30:00.000Z',
    ],
    [
      'expiry after midnight',
      '2031-03-05T00:00:00.000Z',
      '2031-03-01T10:00:00.000Z',
      '2031-03-02T00:00:00.000Z',
    ],
    [
      'expired already',
      '2031-02-01T00:00:00.000Z',
      '2031-03-01T10:00:00.000Z',
      '2031-03-02T00:00:00.000Z',
    ],
    [
      'expiring right now',
      '2031-03-01T10:00:00.000Z',
      '2031-03-01T10:00:00.000Z',
      '2031-03-02T00:00:00.000Z',
    ],
  ])('%s', (_case, expiry, now, until) => {
    const user = {
      level: 1,
      subscriptionType: 'month',
      expiryDate: expiry ? at(expiry) : null,
      neverExpires: false,
    };
    expect(new Date(planFactsValidUntil(user, at(now))).toISOString()).toBe(until);
  });

  it('holds: nothing effectiveLevel or freeRunsLeft says changes before the moment it gives', () => {
    const stored = { freeRemaining: 1, freeDay: '2031-03-01', freeUnlimited: false };
    for (const expiry of [null, '2031-03-01T15:30:00.000Z', '2031-03-03T00:00:00.000Z']) {
      const user = {
        level: 1,
        subscriptionType: 'month',
        expiryDate: expiry ? at(expiry) : null,
        neverExpires: false,
      };
      const now = at('2031-03-01T10:00:00.000Z');
      const until = planFactsValidUntil(user, now);
      const facts = (date: Date) => {
        const level = effectiveLevel(user, date);
        return [level, freeRunsLeft(level, stored, date)];
      };
      expect(facts(new Date(until - 1))).toEqual(facts(now));
      expect(facts(new Date(until))).not.toEqual(facts(now));
    }
  });
});
