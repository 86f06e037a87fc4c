import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { DEFAULT_PLANS, ensureDefaultPlans } from './default-plans.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the default plans', () => {
  it('are written into an empty table once, and sold through the plans call', async () => {
    expect(await ensureDefaultPlans(t.database.db)).toBe(true);
    expect(await ensureDefaultPlans(t.database.db)).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/api/pricing/plans/' });
    const ids = (response.json() as { data: { result: { plan_id: string }[] } }).data.result.map(
      (plan) => plan.plan_id,
    );
    expect(ids.sort()).toEqual(DEFAULT_PLANS.map((plan) => plan.id).sort());
  });
});
