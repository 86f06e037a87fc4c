// Cues per second through the Apertium engine for a 1,000-cue English file (en→es, and en→pt
// chained through Spanish), the time spent inside the apertium processes, and the share of the
// total spent outside them (batching, escaping, the temporary file, splitting, process start).
// Goal: under 10% outside the engine. A naive run, one process per cue, is the peer.
// See README.md.
//
//   node tools/bench/translate/bench.mjs [--cues=1000] [--runs=3] [--naive=30]
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { createApertiumEngine } from '@captio/media-engines';
import { parse } from '@captio/subtitle-core';
import { generateSrt } from './generate-input.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULT_FILE = join(REPO_ROOT, 'tmp', 'bench', 'translate.json');
const GOAL_OUTSIDE_SHARE = 0.1;
const PAIRS = [
  { from: 'en', to: 'es' },
  { from: 'en', to: 'pt' },
];

function parseArgs(argv) {
  const options = { cues: 1000, runs: 3, naive: 30 };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    const n = Number(value);
    if (key === '--cues' && Number.isInteger(n) && n > 0) options.cues = n;
    else if (key === '--runs' && Number.isInteger(n) && n > 0) options.runs = n;
    else if (key === '--naive' && Number.isInteger(n) && n >= 0) options.naive = n;
    else throw new Error(`unknown argument ${arg} (use --cues=N, --runs=N, --naive=N)`);
  }
  return options;
}

/**
 * A stand-in for the apertium command that runs the real one and notes, from inside, when it
 * started and ended (ns): the engine's own time is what those spans add up to. The shell and
 * its two `date` calls add 2-3 ms a process, counted outside the engine (against our figure).
 */
function timingWrapper(dir, logFile) {
  const apertium = execFileSync('sh', ['-c', 'command -v apertium'], { encoding: 'utf8' }).trim();
  const wrapper = join(dir, 'apertium');
  writeFileSync(
    wrapper,
    `#!/bin/sh\nstart=$(date +%s%N)\n'${apertium}' "$@"\nstatus=$?\necho "$start $(date +%s%N)" >> '${logFile}'\nexit $status\n`,
  );
  chmodSync(wrapper, 0o755);
  return wrapper;
}

function spans(logFile) {
  const text = readFileSync(logFile, 'utf8').trim();
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const [start, end] = line.split(' ').map(BigInt);
    return Number(end - start) / 1e6;
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ms = (value) => `${value.toFixed(0)} ms`;
const percent = (value) => `${(value * 100).toFixed(1)}%`;

/** The translation must be whole: one line per cue, each with text where the cue had text. */
function check(lines, output, pair) {
  if (output.length !== lines.length) {
    throw new Error(`${pair.from}→${pair.to}: ${output.length} lines back for ${lines.length}`);
  }
  const lost = lines.findIndex((line, index) => line.trim() !== '' && output[index] === '');
  if (lost >= 0) throw new Error(`${pair.from}→${pair.to}: cue ${lost + 1} came back empty`);
}

const options = parseArgs(process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), 'captio-bench-translate-'));
const logFile = join(dir, 'spans.log');
try {
  const srt = generateSrt(options.cues);
  const lines = parse(srt, { format: 'srt' }).cues.map((cue) => cue.text);
  if (lines.length !== options.cues) throw new Error(`the input has ${lines.length} cues`);
  const words = lines.join(' ').split(/\s+/).length;
  const engine = await createApertiumEngine({ binaryPath: timingWrapper(dir, logFile) });
  console.log(
    `translate bench: ${lines.length} cues (${words} words, ${srt.length} bytes of SRT), ` +
      `${options.runs} runs a pair, naive peer on ${options.naive} cues; ` +
      `${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}`,
  );

  const results = [];
  for (const pair of PAIRS) {
    const route = engine.pairs().find((p) => p.from === pair.from && p.to === pair.to);
    if (!route) throw new Error(`apertium has no ${pair.from}→${pair.to} here`);
    // One run first, not recorded: the pair's data files come into the page cache.
    check(lines, await engine.translate(lines, pair), pair);
    const runs = [];
    for (let run = 0; run < options.runs; run += 1) {
      writeFileSync(logFile, '');
      const started = performance.now();
      const output = await engine.translate(lines, pair);
      const totalMs = performance.now() - started;
      check(lines, output, pair);
      const steps = spans(logFile);
      const engineMs = steps.reduce((sum, value) => sum + value, 0);
      runs.push({ totalMs, engineMs, processes: steps.length });
    }
    const best = runs.find((run) => run.totalMs === median(runs.map((r) => r.totalMs)));

    let naive;
    if (options.naive > 0) {
      const sample = lines.filter((line) => line.trim() !== '').slice(0, options.naive);
      writeFileSync(logFile, '');
      const started = performance.now();
      for (const line of sample) check([line], await engine.translate([line], pair), pair);
      const totalMs = performance.now() - started;
      naive = { cues: sample.length, totalMs, cuesPerSecond: (sample.length / totalMs) * 1000 };
    }
    const cuesPerSecond = (lines.length / best.totalMs) * 1000;
    const outsideShare = (best.totalMs - best.engineMs) / best.totalMs;
    results.push({
      pair: `${pair.from}→${pair.to}${route.via ? ` (via ${route.via})` : ''}`,
      cues: lines.length,
      processes: best.processes,
      totalMs: best.totalMs,
      engineMs: best.engineMs,
      outsideMs: best.totalMs - best.engineMs,
      outsideShare,
      cuesPerSecond,
      runs,
      naive,
      peerRatio: naive ? cuesPerSecond / naive.cuesPerSecond : undefined,
    });
  }

  console.log(
    '\n| pair | processes | total (median run) | inside apertium | outside | outside share | cues/s | naive cues/s (1 process a cue) | ours / naive |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    console.log(
      `| ${row.pair} | ${row.processes} | ${ms(row.totalMs)} | ${ms(row.engineMs)} | ${ms(row.outsideMs)} | ` +
        `${percent(row.outsideShare)} | ${row.cuesPerSecond.toFixed(0)} | ` +
        `${row.naive ? row.naive.cuesPerSecond.toFixed(1) : '-'} | ${row.peerRatio ? `${row.peerRatio.toFixed(0)}x` : '-'} |`,
    );
  }
  const worst = Math.max(...results.map((row) => row.outsideShare));
  console.log(
    `\ngoal: under ${percent(GOAL_OUTSIDE_SHARE)} of the time outside the engine: ` +
      `${worst < GOAL_OUTSIDE_SHARE ? 'met' : 'NOT met'} (worst ${percent(worst)})`,
  );
  mkdirSync(join(REPO_ROOT, 'tmp', 'bench'), { recursive: true });
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), options, load: loadavg(), results }, null, 2)}\n`,
  );
  console.log(`figures written to ${RESULT_FILE}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
