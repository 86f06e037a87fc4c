// Streaming parse of a 500 MB SRT file against the whole-file parse, see ../README.md.
// The file is generated into tmp/bench/ (ignored by git) and kept for the next run.
//
//   node tools/bench/subtitle-core/stream.mjs [--mb=500]
import { fork } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCues, toSrt } from './generate-input.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIR = join(REPO_ROOT, 'tmp', 'bench');
const MB = 1024 * 1024;
const GOAL_PEAK_MB = 64;
const GOAL_THROUGHPUT = 0.8;
const WHOLE_FILE_RUNS = 5;
/**
 * Live heap is sampled after a forced GC every this many chunks (64 KB each), in a run of its
 * own: forced collections would hide what V8's own schedule lets the RSS reach.
 */
const GC_EVERY_CHUNKS = 200;

/** The 100,000-cue SRT file of the main bench repeated to `mb` MB (its indexes start over). */
function srtFile(mb) {
  const path = join(DIR, `stream-${mb}mb.srt`);
  if (existsSync(path) && statSync(path).size >= mb * MB) return path;
  mkdirSync(DIR, { recursive: true });
  const block = Buffer.from(toSrt(generateCues(100_000)) + '\n');
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < mb * MB; written += block.length) writeSync(fd, block);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** The main bench's 100,000-cue file, about 11.5 MB: what the whole-file parse reads. */
function wholeFile() {
  const path = join(DIR, 'stream-whole-100000.srt');
  if (!existsSync(path)) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, toSrt(generateCues(100_000)));
  }
  return path;
}

function peakWatcher() {
  const baseline = process.memoryUsage().rss;
  let peakRss = baseline;
  let liveHeap = 0;
  return {
    sample() {
      const rss = process.memoryUsage().rss;
      if (rss > peakRss) peakRss = rss;
    },
    sampleLive() {
      global.gc();
      const used = process.memoryUsage().heapUsed;
      if (used > liveHeap) liveHeap = used;
    },
    stop() {
      this.sample();
      return {
        baselineRss: baseline / MB,
        rssRise: (peakRss - baseline) / MB,
        liveHeap: liveHeap / MB,
      };
    },
  };
}

async function readWhole(core, path) {
  const text = new TextDecoder().decode(readFileSync(path));
  return core.parse(text, { format: 'srt' }).cues.length;
}

async function readStreamed(core, path, watcher, live) {
  const parser = core.createCueStream('srt');
  let cues = 0;
  let chunks = 0;
  for await (const chunk of createReadStream(path)) {
    cues += parser.write(chunk).length;
    watcher.sample();
    if (live && ++chunks % GC_EVERY_CHUNKS === 0) watcher.sampleLive();
  }
  cues += parser.end().length;
  if (live) watcher.sampleLive();
  return cues;
}

/**
 * The floor: the least any parser of a text stream does, with no parser at all. Each chunk is
 * decoded to a string and cut into lines, then dropped. What this run's RSS rises by is V8's,
 * not a parser's: its young generation grows with the garbage a stream of strings leaves.
 */
async function readLinesOnly(path, watcher) {
  const decoder = new TextDecoder();
  let lines = 0;
  for await (const chunk of createReadStream(path)) {
    lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
    watcher.sample();
  }
  return lines;
}

/** In a child process of its own: one measurement, sent to the parent. */
async function measure(kind, path) {
  const core = await import('@captio/subtitle-core');
  const bytes = statSync(path).size;
  const runs = kind === 'whole' ? WHOLE_FILE_RUNS : 1;
  const times = [];
  let cues = 0;
  let memory;
  for (let run = 0; run < runs; run++) {
    global.gc();
    const watcher = peakWatcher();
    const started = process.hrtime.bigint();
    if (kind === 'whole') cues = await readWhole(core, path);
    else if (kind === 'floor') cues = await readLinesOnly(path, watcher);
    else cues = await readStreamed(core, path, watcher, kind === 'live');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    memory = watcher.stop();
  }
  const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  process.send({ cues, ms, mbPerSecond: bytes / MB / (ms / 1000), ...memory });
}

function runChild(kind, path) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child', kind, path], {
      execArgv: ['--expose-gc'],
    });
    let message;
    child.on('message', (value) => {
      message = value;
    });
    child.on('exit', (code) =>
      message ? resolve(message) : reject(new Error(`${kind} run exited with ${code}`)),
    );
  });
}

const fixed = (value, digits = 0) => value.toFixed(digits);
const verdict = (met) => (met ? 'met' : 'NOT met');

/** Runs the three measurements and prints them next to their goals; returns the figures. */
export async function streamBench({ mb = 500 } = {}) {
  const big = srtFile(mb);
  const small = wholeFile();
  const whole = await runChild('whole', small);
  const streamed = await runChild('stream', big);
  const live = await runChild('live', big);
  const floor = await runChild('floor', big);
  const ratio = streamed.mbPerSecond / whole.mbPerSecond;
  const size = (path) => fixed(statSync(path).size / MB);
  console.log(
    `\nStreaming SRT parse: createCueStream over fs.createReadStream (64 KB chunks), ${size(big)} MB, ${streamed.cues} cues`,
  );
  console.log(
    `  whole-file parse of ${size(small)} MB (read, decode, parse; median of ${WHOLE_FILE_RUNS}): ${fixed(whole.mbPerSecond)} MB/s`,
  );
  console.log(
    `  streaming parse: ${fixed(streamed.mbPerSecond)} MB/s (${fixed(streamed.ms / 1000, 1)} s)`,
  );
  console.log(
    `  throughput: ${fixed(ratio, 2)}x the whole-file parse (goal: at least ${GOAL_THROUGHPUT}x) ${verdict(ratio >= GOAL_THROUGHPUT)}`,
  );
  console.log(
    `  peak RSS rise (V8's defaults): ${fixed(streamed.rssRise, 1)} MB over ${fixed(streamed.baselineRss, 1)} MB at the start (goal: under ${GOAL_PEAK_MB} MB) ${verdict(streamed.rssRise < GOAL_PEAK_MB)}`,
  );
  console.log(
    `  peak live heap (after a GC every ${GC_EVERY_CHUNKS} chunks): ${fixed(live.liveHeap, 1)} MB (goal: under ${GOAL_PEAK_MB} MB) ${verdict(live.liveHeap < GOAL_PEAK_MB)}`,
  );
  console.log(
    `  floor, the same file decoded and cut into lines with no parser: ${fixed(floor.rssRise, 1)} MB peak RSS rise (${fixed(floor.mbPerSecond)} MB/s)`,
  );
  return { whole, streamed, live, floor, ratio };
}

if (process.argv[2] === '--child') await measure(process.argv[3], process.argv[4]);
else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mb = process.argv.find((arg) => arg.startsWith('--mb='))?.slice(5);
  await streamBench(mb === undefined ? {} : { mb: Number(mb) });
}
