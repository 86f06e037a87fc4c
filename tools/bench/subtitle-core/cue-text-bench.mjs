// Cue text parsing throughput: @captio/subtitle-core's parseCueText (the WebVTT cue text parsing
// rules, to a tree) against media-captions' tokenizeVTTCue, in the same run, each in a fresh
// Node process. See ../README.md (subtitle-core, "Cue text").
//
//   node tools/bench/subtitle-core/cue-text-bench.mjs [--cues=100000] [--rounds=2]
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRandom, generateCues } from './generate-input.mjs';

const SCRIPT = fileURLToPath(import.meta.url);
const GOAL = 2;
const RUNS = 15;
/** Both parsers are small loops the JIT needs a while to settle: warm up this long first. */
const WARMUP_MS = 1500;
const CHILD_TIMEOUT_MS = 120_000;

/** The parsers compared: each takes one cue (text and times) and returns its nodes. */
const PARSERS = {
  captio: {
    label: '@captio/subtitle-core parseCueText',
    async load() {
      const { parseCueText } = await import('@captio/subtitle-core');
      return (cue) => parseCueText(cue.text);
    },
  },
  'media-captions': {
    label: 'media-captions tokenizeVTTCue',
    async load() {
      const { tokenizeVTTCue } = await import('media-captions');
      return (cue) => tokenizeVTTCue(cue);
    },
  },
};

const NAMES = ['Ann', 'Bob', 'Dr. Chen', 'Mary Ann'];
const CLASSES = ['yellow', 'loud', 'bg_black', 'whisper'];

/** Karaoke timestamps between the words of a line, starting at `start` ms. */
function withTimestamps(line, start) {
  let time = start;
  return line.replace(/ /g, () => {
    time += 250;
    const ms = String(time % 1000).padStart(3, '0');
    const seconds = String(Math.floor(time / 1000) % 60).padStart(2, '0');
    const minutes = String(Math.floor(time / 60000) % 60).padStart(2, '0');
    const hours = String(Math.floor(time / 3600000)).padStart(2, '0');
    return ` <${hours}:${minutes}:${seconds}.${ms}>`;
  });
}

/**
 * The cue texts: 'typical' is the text of the file benches' cues (about 14% with <i>);
 * 'markup' decorates each with what WebVTT authors add: voices with classes, colour classes,
 * <b>, <lang>, ruby on CJK words, karaoke timestamps and character references.
 */
export function makeCues(set, count) {
  const cues = generateCues(count).map((cue) => ({
    startTime: cue.start / 1000,
    endTime: cue.end / 1000,
    start: cue.start,
    text: cue.text,
  }));
  if (set === 'typical') return cues;
  const random = createRandom(99);
  for (const cue of cues) {
    let text = cue.text.replace(/&/g, '&amp;');
    const roll = random.next();
    if (roll < 0.25) text = withTimestamps(text, cue.start);
    else if (roll < 0.4)
      text = text.replace(/([\u3040-\u9fff]+)/, '<ruby>$1<rt>reading</rt></ruby>');
    else if (roll < 0.55) text = text.replace(' ', ` <c.${random.pick(CLASSES)}>`) + '</c>';
    else if (roll < 0.65) text = `<lang fr-CA>${text}</lang>`;
    else if (roll < 0.75) text = text.replace(' ', ' <b>') + '</b>';
    if (random.next() < 0.2) text = text.replace(' ', ' &nbsp;&lt;&quot;');
    if (random.next() < 0.6) text = `<v.${random.pick(CLASSES)} ${random.pick(NAMES)}>${text}`;
    cue.text = text;
  }
  return cues;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Child: times one parser over one set of cue texts and sends the figures. */
async function child(parserId, set, count) {
  const parse = await PARSERS[parserId].load();
  const cues = makeCues(set, count);
  const bytes = cues.reduce((sum, cue) => sum + Buffer.byteLength(cue.text), 0);
  const runOnce = () => {
    let nodes = 0;
    for (const cue of cues) nodes += parse(cue).length;
    return nodes;
  };
  const nodes = runOnce();
  if (nodes < count) throw new Error(`${nodes} top-level nodes for ${count} cues`);
  const warmupEnd = performance.now() + WARMUP_MS;
  while (performance.now() < warmupEnd) runOnce();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    globalThis.gc?.();
    const start = process.hrtime.bigint();
    runOnce();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const medianMs = median(times);
  process.send({ status: 'ok', medianMs, mbPerSecond: bytes / 1e6 / (medianMs / 1000), bytes });
}

function runChild(parserId, set, count) {
  return new Promise((resolve) => {
    const proc = fork(SCRIPT, ['--child', parserId, set, String(count)], {
      execArgv: ['--expose-gc'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let message;
    let stderr = '';
    proc.stderr.on('data', (chunk) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    proc.on('message', (value) => {
      message = value;
    });
    const timer = setTimeout(() => proc.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve(
        message ?? {
          status: 'crashed',
          detail: `exit ${code}: ${stderr.trim().split('\n').pop()}`,
        },
      );
    });
  });
}

function parseArgs(argv) {
  const options = { cues: 100_000, rounds: 2 };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    const number = Number(value);
    if (key === '--cues' && Number.isInteger(number) && number > 0) options.cues = number;
    else if (key === '--rounds' && Number.isInteger(number) && number > 0) options.rounds = number;
    else throw new Error(`unknown argument ${arg} (use --cues=N, --rounds=N)`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const sets = ['typical', 'markup'];
  const best = {};
  for (let round = 1; round <= options.rounds; round++) {
    for (const set of sets) {
      for (const parserId of Object.keys(PARSERS)) {
        process.stderr.write(`round ${round}/${options.rounds}: ${parserId} ${set}...`);
        const result = await runChild(parserId, set, options.cues);
        process.stderr.write(
          ` ${result.status === 'ok' ? `${result.medianMs.toFixed(0)} ms` : result.status}\n`,
        );
        const key = `${parserId} ${set}`;
        if (result.status !== 'ok') best[key] ??= result;
        else if (!(best[key]?.medianMs <= result.medianMs)) best[key] = result;
      }
    }
  }
  console.log(
    `\nCue text parsing: ${options.cues.toLocaleString('en-US')} cue texts, Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}); median of ${RUNS} runs, best of ${options.rounds} round${options.rounds > 1 ? 's' : ''}\n`,
  );
  let failed = false;
  for (const set of sets) {
    const ours = best[`captio ${set}`];
    const peer = best[`media-captions ${set}`];
    for (const [parserId, row] of [
      ['captio', ours],
      ['media-captions', peer],
    ]) {
      const figures =
        row?.status === 'ok'
          ? `${row.mbPerSecond.toFixed(1).padStart(6)} MB/s ${row.medianMs.toFixed(1).padStart(8)} ms`
          : `${row?.status ?? 'missing'} ${row?.detail ?? ''}`;
      console.log(`${set.padEnd(8)} ${PARSERS[parserId].label.padEnd(36)} ${figures}`);
    }
    if (ours?.status === 'ok' && peer?.status === 'ok') {
      const ratio = peer.medianMs / ours.medianMs;
      console.log(
        `${set.padEnd(8)} captio ${ratio.toFixed(2)}x media-captions (goal: at least ${GOAL}x) ${ratio >= GOAL ? 'met' : 'NOT met'}\n`,
      );
    }
    if (ours?.status !== 'ok') failed = true;
  }
  // Figures never fail the bench; only a measurement of ours that did not run does.
  if (failed) process.exitCode = 1;
}

if (process.argv[1] !== SCRIPT) {
  // Imported (for makeCues): run nothing.
} else if (process.argv[2] === '--child') {
  const [, , , parserId, set, count] = process.argv;
  child(parserId, set, Number(count)).then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
