// ./captio test: formatting, lint, typecheck, build and every test of every project, then one
// closing line that counts the tests of all runners ('N passed, N failed').
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = join(root, 'tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, CAPTIO_TEST_REPORT_DIR: reportDir };

function step(title, command, args) {
  console.log(`\n[captio] ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[captio] ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  return result.status === 0;
}

const nxArgs = ['--outputStyle=stream', '--parallel=2', '--skipNxCache'];
const steps = [
  ['format check (prettier)', 'prettier', ['--check', '.', '--log-level=warn']],
  ['lint', 'nx', ['run-many', '-t', 'lint', ...nxArgs]],
  ['typecheck', 'nx', ['run-many', '-t', 'typecheck', ...nxArgs]],
  ['build', 'nx', ['run-many', '-t', 'build', ...nxArgs]],
  ['tests', 'nx', ['run-many', '-t', 'test', ...nxArgs]],
];

const failedSteps = [];
for (const [title, command, args] of steps) {
  if (!step(title, command, args)) failedSteps.push(title);
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(reportDir)) {
  for (const file of readdirSync(reportDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      // Playwright's JSON reporter
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      skipped += report.stats.skipped ?? 0;
    } else {
      // Vitest's JSON reporter
      passed += report.numPassedTests ?? 0;
      // A test file that fails to load has no failed test but is a failure all the same.
      const unloaded = (report.testResults ?? []).filter(
        (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
      ).length;
      failed += (report.numFailedTests ?? 0) + unloaded;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
}
if (failedSteps.length > 0) console.log(`\n[captio] failed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) failedSteps.push('no tests ran');
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
