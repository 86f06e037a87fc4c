import { describe, expect, test } from 'vitest';
import { ledgerReason, pageCount, type LedgerReason } from './ledger-reason.js';

describe('ledgerReason', () => {
  test.each<[string, LedgerReason]>([
    ['plan:vip-month', { key: 'account.credits.reason.plan', values: { detail: 'vip-month' } }],
    ['grant:test', { key: 'account.credits.reason.grant', values: { detail: 'test' } }],
    [
      'grant:sorry: the outage',
      { key: 'account.credits.reason.grant', values: { detail: 'sorry: the outage' } },
    ],
    [
      'reserve:transcription',
      { key: 'account.credits.reason.reserve', values: { detail: 'transcription' } },
    ],
    [
      'unused:translation',
      { key: 'account.credits.reason.unused', values: { detail: 'translation' } },
    ],
    [
      'refund:transcription',
      { key: 'account.credits.reason.refund', values: { detail: 'transcription' } },
    ],
    ['code:ABCD-EFGH', { text: 'code:ABCD-EFGH' }],
    ['plan:', { text: 'plan:' }],
    [':plan', { text: ':plan' }],
    ['welcome bonus', { text: 'welcome bonus' }],
    ['', { text: '' }],
  ])('%j', (reason, expected) => {
    expect(ledgerReason(reason)).toEqual(expected);
  });
});

describe('pageCount', () => {
  test.each<[number, number]>([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [101, 3],
  ])('%i entries take %i page(s) of 50', (total, pages) => {
    expect(pageCount(total, 50)).toBe(pages);
  });
});
