// The public API as API Extractor reports it, against the committed api/subtitle-core.api.md:
// a change to the API fails here until the report is written anew and committed with it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReport } from '../scripts/api-report.js';

describe('API report', () => {
  it('api/subtitle-core.api.md is the public API as it is', () => {
    const outcome = apiReport(false);
    const hint = `The public API changed (report now: ${outcome.reportPath}). If that is meant, run \`node scripts/api-report.ts --update\` in libs/subtitle-core and commit api/subtitle-core.api.md.`;
    expect(outcome.changed, hint).toBe(false);
    expect(outcome.errors).toBe(0);
    const report = readFileSync(outcome.reportPath, 'utf8');
    expect(report).toContain('export function createCueStream(');
    expect(report).not.toContain('ae-forgotten-export');
  }, 120_000);
});
