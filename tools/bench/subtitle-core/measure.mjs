// Child process: measures ONE (library, format, operation) and sends the figures to the parent.
// A fresh process per measurement keeps peak memory and JIT state one library's own.
//
//   node --expose-gc --allow-natives-syntax measure.mjs <library-id> <srt|vtt|ttml> <parse|format> <input-file> <expected-cues>
import { readFileSync, writeFileSync } from 'node:fs';
import { LIBRARIES } from './libraries.mjs';

const [libraryId, format, operation, inputPath, expectedText] = process.argv.slice(2);
const expectedCues = Number(expectedText);

// Timed runs: up to MAX_RUNS, fewer when one run is slow, so the whole bench stays bounded.
const MAX_RUNS = 5;
const RUN_BUDGET_MS = 4000;
const WARMUP_RUNS = 2;

const gc = globalThis.gc ?? (() => {});

/**
 * A full collection that also gives free heap pages back to the system. After an ordinary gc()
 * the heap keeps the pages a parse freed, and a formatter then fills those without the process's
 * RSS rising: its peak would say more about how wasteful the parse before it was than about the
 * formatter. V8's 'last-resort' collection (what it does under memory pressure) shrinks the heap.
 */
function shrinkHeap() {
  try {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } catch {
    gc();
  }
}

/**
 * V8 keeps a string built with += as a rope until something reads it, so a formatter that
 * concatenates would otherwise hand part of its work (and memory) to whoever writes the file.
 * Format timings include flattening the result, the same for every library.
 */
const flatten = (() => {
  try {
    return new Function('text', 'return %FlattenString(text)');
  } catch {
    // Without --allow-natives-syntax, reading a character flattens the rope as well.
    return (text) => text.charCodeAt(0);
  }
})();

/** Resolves once the parent has the message, so exiting right after cannot lose it. */
function send(message) {
  if (!process.send) {
    console.log(JSON.stringify(message, null, 2));
    return Promise.resolve();
  }
  return new Promise((resolve) => process.send(message, () => resolve()));
}

/**
 * Linux lets a process reset its own peak RSS (VmHWM, which is also what getrusage's ru_maxrss
 * reads), so the peak seen afterwards belongs to the operation alone and not to loading or to
 * the parse that prepared a format measurement.
 */
function resetPeakRss() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function countOccurrences(text, needle) {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
    count++;
  return count;
}

async function timeOnce(fn) {
  const start = process.hrtime.bigint();
  const value = await fn();
  const elapsed = process.hrtime.bigint() - start;
  return { value, ms: Number(elapsed) / 1e6 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const library = LIBRARIES.find((candidate) => candidate.id === libraryId);
  if (!library) throw new Error(`unknown library ${libraryId}`);
  const impl = await library.load();
  const input = readFileSync(inputPath, 'utf8');
  const inputBytes = Buffer.byteLength(input);

  let operationFn;
  let checkResult;
  if (operation === 'parse') {
    operationFn = () => impl.parse(input, format);
    checkResult = (parsed) => impl.countCues(parsed);
  } else {
    if (!impl.format) throw new Error(`${library.label} has no ${format} formatter`);
    // A formatter is given the library's own parsed representation, made outside any timing.
    const parsed = await impl.parse(input, format);
    const parsedCues = impl.countCues(parsed);
    if (parsedCues !== expectedCues) {
      return send({
        status: 'wrong result',
        detail: `parse gave ${parsedCues} cues, not ${expectedCues}`,
      });
    }
    operationFn = () => {
      const output = impl.format(parsed, format);
      flatten(output);
      return output;
    };
    // A cue is a timing line in SRT and WebVTT, a paragraph in TTML.
    checkResult = (output) => countOccurrences(output, format === 'ttml' ? '</p>' : '-->');
  }

  shrinkHeap();
  const baselineRss = process.memoryUsage().rss;
  const peakReset = resetPeakRss();

  // First run: cold, measures the peak memory and checks the result before anything is timed.
  const first = await timeOnce(operationFn);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const cues = checkResult(first.value);
  if (cues !== expectedCues) {
    return send({
      status: 'wrong result',
      detail: `${operation} gave ${cues} cues, not ${expectedCues}`,
    });
  }
  const outputBytes = operation === 'format' ? Buffer.byteLength(first.value) : undefined;
  first.value = undefined;

  const runs = Math.max(1, Math.min(MAX_RUNS, Math.floor(RUN_BUDGET_MS / Math.max(first.ms, 1))));
  const warmups = first.ms * (runs + WARMUP_RUNS) > RUN_BUDGET_MS * 2 ? 0 : WARMUP_RUNS - 1;
  for (let i = 0; i < warmups; i++) {
    gc();
    await operationFn();
  }
  const times = [];
  for (let i = 0; i < runs; i++) {
    gc();
    times.push((await timeOnce(operationFn)).ms);
  }
  const medianMs = median(times);
  const measuredBytes = operation === 'parse' ? inputBytes : outputBytes;
  await send({
    status: 'ok',
    cues,
    inputBytes,
    outputBytes,
    runs,
    warmups: warmups + 1,
    timesMs: times,
    firstRunMs: first.ms,
    medianMs,
    mbPerSecond: measuredBytes / 1e6 / (medianMs / 1000),
    cuesPerSecond: cues / (medianMs / 1000),
    baselineRssBytes: baselineRss,
    peakExtraRssBytes: Math.max(0, peakRss - baselineRss),
    peakReset,
    note: impl.note,
  });
}

main().then(
  () => process.exit(0),
  async (error) => {
    await send({ status: 'error', detail: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  },
);
