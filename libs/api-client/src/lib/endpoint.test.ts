import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint.js';

describe('fillPath', () => {
  it.each([
    ['/api/auth/status/', {}, '/api/auth/status/'],
    [
      '/api/pricing/transaction/:transaction_id/',
      { transaction_id: 'tx_1' },
      '/api/pricing/transaction/tx_1/',
    ],
    [
      '/api/pricing/transaction/:transaction_id/',
      { transaction_id: 'a b/c' },
      '/api/pricing/transaction/a%20b%2Fc/',
    ],
    [
      '/api/pricing/transaction/:transaction_id/',
      { transaction_id: '../x?y#z' },
      '/api/pricing/transaction/..%2Fx%3Fy%23z/',
    ],
    [
      '/api/pricing/transaction/:transaction_id/',
      { transaction_id: '字幕' },
      '/api/pricing/transaction/%E5%AD%97%E5%B9%95/',
    ],
    ['/api/x/:a/:b_2/', { a: 1, b_2: 'two' }, '/api/x/1/two/'],
  ] as const)('%s with %j is %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('names the missing parameter', () => {
    expect(() => fillPath('/api/pricing/transaction/:transaction_id/', {})).toThrow(
      'Missing path parameter transaction_id for /api/pricing/transaction/:transaction_id/',
    );
  });
});
