import { describe, expect, test } from 'vitest';
import { AccountsPerAddress } from './accounts-per-address.js';

const HOUR = 3_600_000;

function limiter(limit: number) {
  const clock = { now: 1_000_000 };
  return { made: new AccountsPerAddress(limit, HOUR, () => clock.now), clock };
}

describe('accounts made per address', () => {
  test('the limit is reached, then frees as the oldest account leaves the hour', () => {
    const { made, clock } = limiter(2);
    expect(made.waitFor('192.0.2.1')).toBeUndefined();
    made.record('192.0.2.1');
    clock.now += 10 * 60_000;
    made.record('192.0.2.1');
    // The first was made 10 minutes ago: 50 minutes to wait.
    expect(made.waitFor('192.0.2.1')).toBe(50 * 60);
    clock.now += 50 * 60_000;
    expect(made.waitFor('192.0.2.1')).toBeUndefined();
  });

  test('each address is counted apart', () => {
    const { made } = limiter(1);
    made.record('192.0.2.1');
    expect(made.waitFor('192.0.2.1')).toBeGreaterThan(0);
    expect(made.waitFor('192.0.2.2')).toBeUndefined();
  });

  test('waits at least a second, never zero', () => {
    const { made, clock } = limiter(1);
    made.record('192.0.2.1');
    clock.now += HOUR - 1;
    expect(made.waitFor('192.0.2.1')).toBe(1);
  });
});
