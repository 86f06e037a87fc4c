import { describe, expect, it } from 'vitest';
import { priceNotice, type Payer } from './price-notice.js';

const free = (remaining: number): Payer => ({ level: 0, remaining, unlimited: false });
const vip: Payer = { level: 1, remaining: 3, unlimited: false };

describe('priceNotice', () => {
  it.each<[string, Parameters<typeof priceNotice>, ReturnType<typeof priceNotice>]>([
    ['a visitor', [undefined, 'basic', 30, undefined], { kind: 'visitor', total: 3 }],
    [
      'a visitor the server counted',
      [undefined, 'basic', 30, undefined, 1],
      { kind: 'visitor', total: 3, remaining: 1 },
    ],
    [
      'level 2',
      [{ level: 2, remaining: 3, unlimited: false }, 'article', 600, 0],
      { kind: 'unlimited' },
    ],
    [
      'an API tier',
      [{ level: 5, remaining: 3, unlimited: false }, 'basic', 60, 0],
      { kind: 'unlimited' },
    ],
    [
      'an account made unlimited',
      [{ ...free(0), unlimited: true }, 'basic', 60, 0],
      { kind: 'unlimited' },
    ],
    ['remaining -1', [free(-1), 'basic', 60, 0], { kind: 'unlimited' }],
    [
      'a free user with runs left',
      [free(2), 'speaker', 600, 0],
      { kind: 'free-run', remaining: 2, total: 3 },
    ],
    [
      'a stale count past 3',
      [free(7), 'basic', 60, 0],
      { kind: 'free-run', remaining: 3, total: 3 },
    ],
    [
      'a free user with none left today pays credits',
      [free(0), 'basic', 61, 40],
      { kind: 'credits', perMinute: 1, cost: 2, point: 40, freeRunsGone: true },
    ],
    [
      'a VIP, speakers, 10 minutes',
      [vip, 'speaker', 600, 5],
      { kind: 'credits', perMinute: 2, cost: 20, point: 5, freeRunsGone: false },
    ],
    [
      'a VIP, an article of a 5-second clip',
      [vip, 'article', 5, undefined],
      { kind: 'credits', perMinute: 3, cost: 3, point: undefined, freeRunsGone: false },
    ],
    [
      'a VIP whose media length is not known yet',
      [vip, 'basic', undefined, 12],
      { kind: 'credits', perMinute: 1, cost: undefined, point: 12, freeRunsGone: false },
    ],
    [
      'a link whose site gives no length',
      [vip, 'basic', null, 12],
      { kind: 'credits', perMinute: 1, cost: undefined, point: 12, freeRunsGone: false },
    ],
  ])('%s', (_name, args, notice) => {
    expect(priceNotice(...args)).toEqual(notice);
  });
});
