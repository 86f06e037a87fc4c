// ./captio test: formatting, lint, typecheck, build and every test of every project, then one
// closing line that counts the tests of all runners ('N passed, N failed').
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/** Runs a command to its end, its output passed through; resolves with whether it succeeded. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Lanes at once, each a list of commands run one after another and timed on its own; the step
 * fails if one command fails (the commands after it in its lane still run).
 */
async function lanes(title, laneList) {
  console.log(`\n[captio] ${title}`);
  const started = Date.now();
  const outcomes = await Promise.all(
    laneList.map(async (commands) => {
      const results = [];
      for (const [name, command, args] of commands) {
        const commandStarted = Date.now();
        const ok = await run(command, args);
        const seconds = ((Date.now() - commandStarted) / 1000).toFixed(1);
        console.log(`[captio] ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
        results.push(ok);
      }
      return results.every(Boolean);
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcomes.every(Boolean);
  console.log(`[captio] ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

const nxArgs = ['--outputStyle=stream', '--parallel=2', '--skipNxCache'];
// The build step has built what the tests need: the test step does not build it again.
const testArgs = ['--outputStyle=stream', '--skipNxCache', '--excludeTaskDependencies'];
const failedSteps = [];
for (const [title, command, args] of [
  ['format check (prettier)', 'prettier', ['--check', '.', '--log-level=warn']],
  ['lint', 'nx', ['run-many', '-t', 'lint', ...nxArgs]],
  ['typecheck', 'nx', ['run-many', '-t', 'typecheck', ...nxArgs]],
  ['build', 'nx', ['run-many', '-t', 'build', ...nxArgs]],
]) {
  if (!step(title, command, args)) failedSteps.push(title);
}
// Two lanes for two cores, about even in time: the end-to-end run (two browsers), then the other
// browser and web tests and the media engines' (real ffmpeg, PocketSphinx); beside them the api
// suite (both databases), then the other libraries. A project not named here runs in the second
// lane's last command.
const FIRST_LANE_AFTER_E2E = [
  'storybook',
  'web',
  'ui-kit',
  'i18n',
  'routing-rules',
  'api-client',
  'media-engines',
];
const testsOk = await lanes('tests', [
  [
    ['end-to-end tests', 'nx', ['run', 'web-e2e:test', ...testArgs]],
    [
      'story, web, small library and media engine tests',
      'nx',
      [
        'run-many',
        '-t',
        'test',
        `--projects=${FIRST_LANE_AFTER_E2E.join(',')}`,
        '--parallel=1',
        ...testArgs,
      ],
    ],
  ],
  [
    ['api tests', 'nx', ['run', 'api:test', ...testArgs]],
    [
      'other library tests',
      'nx',
      [
        'run-many',
        '-t',
        'test',
        `--exclude=${['web-e2e', 'api', ...FIRST_LANE_AFTER_E2E].join(',')}`,
        '--parallel=1',
        ...testArgs,
      ],
    ],
  ],
]);
if (!testsOk) failedSteps.push('tests');

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name, printed last: a CI log often keeps only its tail. */
const failures = [];
if (existsSync(reportDir)) {
  for (const file of readdirSync(reportDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      // Playwright's JSON reporter
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      skipped += report.stats.skipped ?? 0;
      failures.push(...playwrightFailures(report.suites ?? [], file));
    } else {
      // Vitest's JSON reporter
      passed += report.numPassedTests ?? 0;
      // A test file that fails to load has no failed test but is a failure all the same.
      const unloaded = (report.testResults ?? []).filter(
        (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
      ).length;
      failed += (report.numFailedTests ?? 0) + unloaded;
      for (const testFile of report.testResults ?? []) {
        const where = testFile.name.startsWith(root)
          ? testFile.name.slice(root.length)
          : testFile.name;
        if (testFile.status === 'failed' && (testFile.assertionResults ?? []).length === 0) {
          failures.push(`${where}: did not load: ${firstLine(testFile.message)}`);
        }
        for (const result of testFile.assertionResults ?? []) {
          if (result.status === 'failed') {
            failures.push(
              `${where} › ${result.fullName}: ${firstLine(result.failureMessages?.[0])}`,
            );
          }
        }
      }
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
}
if (failures.length > 0) {
  console.log(`\n[captio] failed tests:`);
  for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
if (failedSteps.length > 0) console.log(`\n[captio] failed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) failedSteps.push('no tests ran');
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);

function firstLine(text) {
  return stripColours(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200);
}

/** The first lines of a Playwright error's call log: what the failed call was waiting for. */
function callLog(message) {
  const lines = stripColours(String(message ?? '')).split('\n');
  const start = lines.findIndex((line) => /=+ logs =+/.test(line));
  if (start < 0) return [];
  return lines
    .slice(start + 1, start + 4)
    .map((line) => line.trim().slice(0, 200))
    .filter((line) => line && !/^=+$/.test(line));
}

/** The text without a terminal's colour codes (ESC [ … m). */
function stripColours(text) {
  // Made here, not beside the function: the summary above runs before a module constant is set.
  return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
}

/** Playwright's JSON report nests suites (file, describe) around specs and their runs. */
function playwrightFailures(suites, reportFile, trail = []) {
  const found = [];
  for (const suite of suites) {
    const names = [...trail, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        if (run.status !== 'unexpected') continue;
        const result = run.results?.at(-1);
        const name = `${reportFile} › ${[...names, spec.title].join(' › ')}`;
        found.push(`${name}: ${firstLine(result?.error?.message)}`);
        // A test's timeout says nothing of where it waited: its other errors name the line and
        // what was awaited there (Playwright's call log).
        for (const error of (result?.errors ?? []).slice(0, 4)) {
          const where = error.location
            ? `${relative(root, error.location.file)}:${error.location.line}`
            : '';
          if (!where && error.message === result?.error?.message) continue;
          found.push(`    ${where} ${firstLine(error.message)}`);
          for (const line of callLog(error.message)) found.push(`      ${line}`);
        }
      }
    }
    found.push(...playwrightFailures(suite.suites ?? [], reportFile, names));
  }
  return found;
}
