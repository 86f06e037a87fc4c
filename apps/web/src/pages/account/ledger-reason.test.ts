import { describe, expect, test } from 'vitest';
import type { AccountKey } from './catalog.js';
import { ledgerReason, pageCount, type LedgerReason } from './ledger-reason.js';

const said = (key: AccountKey, detail: string): LedgerReason => ({ key, values: { detail } });

describe('ledgerReason', () => {
  test.each<[string, number, LedgerReason]>([
    ['plan:vip-month', 500, said('account.credits.reason.plan', 'vip-month')],
    ['grant:test', 50, said('account.credits.reason.grant', 'test')],
    ['grant:correction', -20, said('account.credits.reason.grantBack', 'correction')],
    ['grant:sorry: the outage', 10, said('account.credits.reason.grant', 'sorry: the outage')],
    ['reserve:transcription', -30, said('account.credits.reason.reserve', 'transcription')],
    ['unused:translation', 5, said('account.credits.reason.unused', 'translation')],
    ['refund:transcription', 30, said('account.credits.reason.refund', 'transcription')],
    ['code:ABCD-EFGH', 100, { text: 'code:ABCD-EFGH' }],
    ['plan:', 100, { text: 'plan:' }],
    [':plan', 100, { text: ':plan' }],
    ['welcome bonus', 3, { text: 'welcome bonus' }],
    ['', 1, { text: '' }],
  ])('%j (%i)', (reason, delta, expected) => {
    expect(ledgerReason(reason, delta)).toEqual(expected);
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
