// Parse and format throughput of @captio/subtitle-core against the npm peers, in one run, and its
// TTML reading against its own SRT reading of the same cues.
// Every measurement runs in its own child process (measure.mjs); see ../README.md.
//
//   node tools/bench/subtitle-core/bench.mjs [--cues=100000] [--rounds=2] [--only=captio,subtitle] [--cpu-prof]
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeInputs } from './generate-input.mjs';
import { bundleBench } from './bundle-size.mjs';
import { LIBRARIES } from './libraries.mjs';
import { streamBench } from './stream.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MEASURE_SCRIPT = fileURLToPath(new URL('./measure.mjs', import.meta.url));
const CUE_TEXT_SCRIPT = fileURLToPath(new URL('./cue-text-bench.mjs', import.meta.url));
const RESULT_FILE = join(REPO_ROOT, 'tmp', 'bench', 'subtitle-core.json');
const PROFILE_DIR = join(REPO_ROOT, 'tmp', 'bench', 'profiles');
const CHILD_TIMEOUT_MS = 120_000;
const PROBE_CUES = 10_000;
/** A library whose probe extrapolates past this per run is measured on the probe file instead. */
const PROBE_LIMIT_MS = 5_000;
const FORMATS = ['srt', 'vtt', 'ttml'];
const OPERATIONS = ['parse', 'format'];

function parseArgs(argv) {
  const options = { cues: 100_000, only: undefined, cpuProf: false, rounds: 2, streamMb: 500 };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    if (key === '--cues' && Number.isInteger(Number(value)) && Number(value) > 0)
      options.cues = Number(value);
    else if (key === '--only' && value) options.only = value.split(',');
    else if (key === '--rounds' && Number.isInteger(Number(value)) && Number(value) > 0)
      options.rounds = Number(value);
    else if (key === '--cpu-prof') options.cpuProf = true;
    else if (key === '--stream-mb' && Number.isInteger(Number(value)) && Number(value) >= 0)
      options.streamMb = Number(value);
    else
      throw new Error(
        `unknown argument ${arg} (use --cues=N, --rounds=N, --only=a,b, --cpu-prof, --stream-mb=N)`,
      );
  }
  return options;
}

/** Runs measure.mjs once; resolves with its message, or a timeout/crash status. Never rejects. */
function runChild({ library, format, operation, file, cues, cpuProf }) {
  const execArgv = ['--expose-gc', '--allow-natives-syntax'];
  if (cpuProf) {
    execArgv.push(
      '--cpu-prof',
      `--cpu-prof-dir=${PROFILE_DIR}`,
      `--cpu-prof-name=${library.id}-${format}-${operation}-${cues}.cpuprofile`,
      '--cpu-prof-interval=100',
    );
  }
  return new Promise((resolve) => {
    const child = fork(MEASURE_SCRIPT, [library.id, format, operation, file, String(cues)], {
      execArgv,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let message;
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (chunk) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('message', (value) => {
      message = value;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, CHILD_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        resolve({ status: 'timeout', detail: `killed after ${CHILD_TIMEOUT_MS / 1000} s` });
      else if (message) resolve(message);
      else {
        const reason = signal ? `signal ${signal}` : `exit code ${code}`;
        resolve({
          status: 'crashed',
          detail: `${reason}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
        });
      }
    });
  });
}

/**
 * Measures one job on the full file; a library marked probeFirst is first timed on a small file,
 * once, and keeps to that file when the full one would be too slow. `job.small` caches that.
 */
async function measure(job, inputs, probeInputs, options) {
  const { library, format, operation } = job;
  const base = { library: library.id, label: library.label, format, operation };
  const notes = [];
  if (library.probeFirst && options.cues > PROBE_CUES && job.small === undefined) {
    const probe = await runChild({ ...base, library, file: probeInputs[format], cues: PROBE_CUES });
    const extrapolatedMs =
      probe.status === 'ok' ? (probe.medianMs * options.cues) / PROBE_CUES : undefined;
    job.small = extrapolatedMs === undefined || extrapolatedMs > PROBE_LIMIT_MS;
    job.smallReason =
      extrapolatedMs === undefined
        ? `the ${PROBE_CUES.toLocaleString('en-US')}-cue probe failed`
        : `${options.cues.toLocaleString('en-US')} would take over ${(extrapolatedMs / 1000).toFixed(0)} s a run`;
  }
  const target = job.small
    ? { file: probeInputs[format], cues: PROBE_CUES }
    : { file: inputs[format], cues: options.cues };
  if (job.small) notes.push(`${PROBE_CUES.toLocaleString('en-US')} cues only: ${job.smallReason}`);
  const result = await runChild({
    ...base,
    library,
    ...target,
    cpuProf: options.cpuProf && library.ours,
  });
  if (result.status === 'ok' && result.runs < 5)
    notes.push(`${result.runs} timed run${result.runs > 1 ? 's' : ''}`);
  if (result.status === 'ok' && !result.peakReset) notes.push('peak RSS not reset (not Linux?)');
  return { ...base, ...result, cues: result.cues ?? target.cues, notes };
}

/** Of a job's rounds, the one with the lowest median (the least disturbed by other load). */
function bestOf(rounds) {
  const ok = rounds.filter((row) => row.status === 'ok');
  if (ok.length === 0) return rounds[rounds.length - 1];
  const best = ok.reduce((a, b) => (b.medianMs < a.medianMs ? b : a));
  return {
    ...best,
    roundMediansMs: rounds.map((row) => (row.status === 'ok' ? row.medianMs : null)),
  };
}

const mb = (bytes) => (bytes / 1e6).toFixed(1);

function noteOf(row) {
  const parts = [];
  if (row.status !== 'ok') parts.push(`${row.status}${row.detail ? `: ${row.detail}` : ''}`);
  if (row.note) parts.push(row.note);
  parts.push(...(row.notes ?? []));
  return parts.join('; ');
}

function printTable(rows) {
  const header = [
    'library',
    'format',
    'operation',
    'cues',
    'MB/s',
    'median ms',
    'peak extra RSS MB',
    'note',
  ];
  const lines = rows.map((row) => {
    const ok = row.status === 'ok';
    return [
      row.label,
      row.format,
      row.operation,
      row.status === 'unsupported' ? '-' : row.cues.toLocaleString('en-US'),
      ok ? row.mbPerSecond.toFixed(1) : '-',
      ok ? row.medianMs.toFixed(1) : '-',
      ok ? mb(row.peakExtraRssBytes) : '-',
      row.status === 'unsupported' ? 'not supported' : noteOf(row),
    ];
  });
  const numeric = new Set([3, 4, 5, 6]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const render = (cells) =>
    cells
      .map((cell, column) =>
        column === cells.length - 1
          ? cell
          : numeric.has(column)
            ? cell.padStart(widths[column])
            : cell.padEnd(widths[column]),
      )
      .join('  ');
  console.log(render(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(render(line));
}

/**
 * Per (format, operation): our speed against the fastest peer, compared in cues per second
 * (the inverse of the median time for the same file), and our peak memory against each peer's.
 */
function summarize(rows) {
  const summary = [];
  for (const format of FORMATS) {
    for (const operation of OPERATIONS) {
      const group = rows.filter((row) => row.format === format && row.operation === operation);
      const ours = group.find(
        (row) => LIBRARIES.find((library) => library.id === row.library)?.ours,
      );
      const isReference = (row) =>
        LIBRARIES.find((library) => library.id === row.library)?.reference;
      const peers = group.filter((row) => row !== ours && row.status === 'ok' && !isReference(row));
      const references = group.filter((row) => isReference(row) && row.status === 'ok');
      if (!ours || ours.status === 'unsupported') continue;
      const entry = { format, operation, status: ours.status };
      if (ours.status === 'ok' && peers.length > 0) {
        const fastest = peers.reduce((best, row) =>
          row.cuesPerSecond > best.cuesPerSecond ? row : best,
        );
        const leanest = peers.reduce((best, row) =>
          row.peakExtraRssBytes < best.peakExtraRssBytes ? row : best,
        );
        Object.assign(entry, {
          speedRatio: ours.cuesPerSecond / fastest.cuesPerSecond,
          fastestPeer: fastest.label,
          memoryRatio: ours.peakExtraRssBytes / Math.max(leanest.peakExtraRssBytes, 1),
          leanestPeer: leanest.label,
          referenceMs: Object.fromEntries(references.map((row) => [row.library, row.medianMs])),
          peakExtraRssMB: Object.fromEntries(
            group
              .filter((row) => row.status === 'ok')
              .map((row) => [row.label, row.peakExtraRssBytes / 1e6]),
          ),
        });
      }
      summary.push(entry);
    }
  }
  return summary;
}

/**
 * Our TTML parse or format beside our SRT one of the same cues: in time for the whole file, and
 * per MB, as TTML takes more bytes for the same cues (its markup is longer).
 */
function ttmlAgainstSrt(rows, operation) {
  const ours = (format) =>
    rows.find(
      (row) =>
        row.format === format &&
        row.operation === operation &&
        row.status === 'ok' &&
        LIBRARIES.find((library) => library.id === row.library)?.ours,
    );
  const ttml = ours('ttml');
  const srt = ours('srt');
  if (!ttml || !srt || ttml.cues !== srt.cues) return undefined;
  const bytes = (row) => (operation === 'parse' ? row.inputBytes : row.outputBytes);
  return {
    operation,
    ttmlMs: ttml.medianMs,
    ttmlMbPerSecond: ttml.mbPerSecond,
    ttmlBytes: bytes(ttml),
    srtMs: srt.medianMs,
    srtMbPerSecond: srt.mbPerSecond,
    srtBytes: bytes(srt),
    timeRatio: ttml.medianMs / srt.medianMs,
    perMbRatio: srt.mbPerSecond / ttml.mbPerSecond,
  };
}

function printSummary(summary, rows) {
  console.log('');
  for (const entry of summary) {
    const title = `${entry.format} ${entry.operation}:`.padEnd(12);
    if (entry.status !== 'ok') {
      console.log(`${title} captio ${entry.status}`);
      continue;
    }
    if (entry.format === 'ttml') {
      const versus = ttmlAgainstSrt(rows, entry.operation);
      console.log(
        versus
          ? `${title} captio ${versus.ttmlMs.toFixed(0)} ms (${versus.ttmlMbPerSecond.toFixed(1)} MB/s, ${mb(versus.ttmlBytes)} MB) against its SRT ${entry.operation} of the same cues, ${versus.srtMs.toFixed(0)} ms (${versus.srtMbPerSecond.toFixed(1)} MB/s, ${mb(versus.srtBytes)} MB): ${versus.timeRatio.toFixed(2)}x the time, ${versus.perMbRatio.toFixed(2)}x per MB`
          : `${title} no SRT ${entry.operation} of the same cues to compare with`,
      );
      continue;
    }
    if (entry.speedRatio === undefined) {
      console.log(`${title} no peer measured`);
      continue;
    }
    const fastest = rows.find(
      (row) =>
        row.label === entry.fastestPeer &&
        row.format === entry.format &&
        row.operation === entry.operation,
    );
    console.log(
      `${title} captio ${entry.speedRatio.toFixed(2)}x the fastest peer (${entry.fastestPeer}, ${fastest.medianMs.toFixed(0)} ms for ${fastest.cues.toLocaleString('en-US')} cues)`,
    );
    const memory = Object.entries(entry.peakExtraRssMB)
      .sort((a, b) => a[1] - b[1])
      .map(([label, value]) => `${label} ${value.toFixed(0)}`)
      .join(', ');
    console.log(
      `${' '.repeat(12)} peak extra RSS MB: ${memory}; captio ${entry.memoryRatio.toFixed(2)}x the leanest peer (${entry.leanestPeer})`,
    );
    const { join: joinMs, copy: copyMs } = entry.referenceMs;
    const yardsticks = [
      joinMs !== undefined && `+= of prebuilt texts and timing lines ${joinMs.toFixed(0)} ms`,
      copyMs !== undefined && `one copy of the finished output ${copyMs.toFixed(0)} ms`,
    ].filter(Boolean);
    if (yardsticks.length > 0) {
      console.log(
        `${' '.repeat(12)} yardsticks: ${yardsticks.join(', ')}; 2x the fastest peer needs ${(fastest.medianMs / 2).toFixed(0)} ms`,
      );
    }
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const libraries = LIBRARIES.filter(
    (library) => !options.only || options.only.includes(library.id),
  );
  if (libraries.length === 0)
    throw new Error(`--only matched no library (${LIBRARIES.map((l) => l.id).join(', ')})`);
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'captio-bench-'));
  try {
    const inputs = writeInputs(dir, options.cues);
    const probeInputs = options.cues > PROBE_CUES ? writeInputs(dir, PROBE_CUES) : inputs;
    if (options.cpuProf) mkdirSync(PROFILE_DIR, { recursive: true });
    const jobs = [];
    for (const format of FORMATS) {
      for (const operation of OPERATIONS) {
        for (const library of libraries) {
          // A format a library has no word for (TTML, for the peers) is left out of its rows.
          if (!library.supports[format]) continue;
          const supported = library.supports[format]?.includes(operation) ?? false;
          jobs.push({ library, format, operation, supported, rounds: [] });
        }
      }
    }
    // Rounds go through every job in turn, so a burst of other load on the machine hits one
    // round of a job rather than all its figures.
    for (let round = 1; round <= options.rounds; round++) {
      for (const job of jobs) {
        if (!job.supported) continue;
        process.stderr.write(
          `round ${round}/${options.rounds}: ${job.library.label} ${job.format} ${job.operation}...`,
        );
        const row = await measure(job, inputs, probeInputs, options);
        process.stderr.write(
          ` ${row.status === 'ok' ? `${row.medianMs.toFixed(0)} ms` : row.status}\n`,
        );
        job.rounds.push(row);
      }
    }
    const rows = jobs.map((job) =>
      job.supported
        ? bestOf(job.rounds)
        : {
            library: job.library.id,
            label: job.library.label,
            format: job.format,
            operation: job.operation,
            status: 'unsupported',
          },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n@captio/subtitle-core vs npm peers: ${options.cues.toLocaleString('en-US')}-cue SRT, WebVTT and TTML files (TTML: ours only), Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'})`,
    );
    console.log(
      `MB/s: input bytes for parse, output bytes for format, over the median of the timed runs; best of ${options.rounds} round${options.rounds > 1 ? 's' : ''}.\n`,
    );
    printTable(rows);
    const summary = summarize(rows);
    const ttml = OPERATIONS.map((operation) => ttmlAgainstSrt(rows, operation)).filter(Boolean);
    printSummary(summary, rows);
    const bundles = await bundleBench();
    const stream = options.streamMb > 0 ? await streamBench({ mb: options.streamMb }) : undefined;
    console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    mkdirSync(join(REPO_ROOT, 'tmp', 'bench'), { recursive: true });
    writeFileSync(
      RESULT_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, cues: options.cues, rounds: options.rounds, seconds, rows, summary, ttml, bundles, stream }, null, 2)}\n`,
    );
    console.log(`figures written to ${RESULT_FILE}`);
    if (options.cpuProf)
      console.log(
        `CPU profiles of captio in ${PROFILE_DIR} (summarize: node tools/bench/subtitle-core/profile-summary.mjs <file>)`,
      );

    // Ours must measure; a peer that crashes points at a broken adapter. A peer's wrong result
    // or timeout is a finding about that peer, not a failure of the bench.
    const failed = rows.filter(
      (row) =>
        (LIBRARIES.find((library) => library.id === row.library)?.ours &&
          !['ok', 'unsupported'].includes(row.status)) ||
        ['error', 'crashed'].includes(row.status),
    );
    if (!bundles.readmeUpToDate) {
      console.error(
        '\nlibs/subtitle-core/README.md gives other bundle sizes than measured: update it',
      );
      process.exitCode = 1;
    }
    if (failed.length > 0) {
      console.error(
        `\n${failed.length} measurement(s) failed: ${failed.map((row) => `${row.label} ${row.format} ${row.operation} (${row.status})`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Cue text parsing against media-captions' tokenizer, with the same number of cues and rounds.
  if (!options.only || options.only.includes('captio')) {
    const cueText = spawnSync(
      process.execPath,
      [CUE_TEXT_SCRIPT, `--cues=${options.cues}`, `--rounds=${options.rounds}`],
      { stdio: 'inherit' },
    );
    if (cueText.status !== 0) process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
