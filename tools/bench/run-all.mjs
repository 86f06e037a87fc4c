// Runs tools/bench/<name>/bench.mjs in turn (what `./captio bench` calls), every bench or the ones
// named, and exits non-zero when one of them fails. Options go to the one bench named.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
/** A bench is meant to take minutes; past this it is stuck, not slow. */
const BENCH_TIMEOUT_MS = 15 * 60_000;

function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
    const timer = setTimeout(() => {
      console.error(`${script}: still running after ${BENCH_TIMEOUT_MS / 60_000} min, stopped`);
      child.kill('SIGKILL');
    }, BENCH_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`${script}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

const available = readdirSync(BENCH_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(BENCH_DIR, entry.name, 'bench.mjs')))
  .map((entry) => entry.name)
  .sort();

if (available.length === 0) {
  console.error(`no tools/bench/*/bench.mjs found in ${BENCH_DIR}`);
  process.exit(1);
}

// `./captio bench [name ...] [--option ...]`: names pick benches; options belong to one bench, as
// each bench has options of its own.
const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith('-'));
const options = args.filter((arg) => arg.startsWith('-'));
const unknown = names.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')} (available: ${available.join(', ')})`);
  process.exit(2);
}
const benches = names.length > 0 ? names : available;
if (options.length > 0 && benches.length !== 1) {
  console.error(
    `options go to one bench: name it first, e.g. ./captio bench ${available[0]} ${options.join(' ')}`,
  );
  process.exit(2);
}

const failed = [];
for (const name of benches) {
  console.log(`\n=== bench: ${name} ===`);
  const code = await run(join(BENCH_DIR, name, 'bench.mjs'), options);
  if (code !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nbench failed: ${failed.join(', ')}`);
  process.exit(1);
}
