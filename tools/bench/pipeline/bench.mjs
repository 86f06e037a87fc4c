// From an uploaded recording to its exports: the wall time of each stage of the main job (upload,
// probe, extract, recognize, build subtitles, export) as a share of the total, next to the floor
// of the stages bound by something physical, and the api's memory during a 1 GB upload.
// See README.md ("pipeline").
//
//   node tools/bench/pipeline/bench.mjs [--minutes=10] [--upload-mb=1024] [--runs=3]
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chooseSpeechEngine,
  createSpeechEngines,
  extractSpeechAudio,
  probeMedia,
  transcriptToCues,
} from '@captio/media-engines';
import { makeLargeWav, makeRecording, run } from './generate-input.mjs';
import { uploadFile } from './upload-client.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_DIST = join(REPO_ROOT, 'apps', 'api', 'dist');
const SERVER_SCRIPT = fileURLToPath(new URL('./server.mjs', import.meta.url));
const RESULT_FILE = join(REPO_ROOT, 'tmp', 'bench', 'pipeline.json');
/** PGlite's first start (initdb) takes several seconds, more on a loaded machine. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;
/** The issue's goals: what is not recognition under this share; the api's growth under this. */
const GOAL_SHARE = 0.05;
const GOAL_GROWTH_MB = 50;
const RSS_SAMPLE_MS = 50;
/** The /proc/<pid>/stat clock (USER_HZ): 100 on every Linux build that matters here. */
const TICKS_PER_SECOND = 100;
const MB = 1e6;
const EXPORTS = [
  { kind: 'subtitle', format: 'srt' },
  { kind: 'subtitle', format: 'vtt' },
  { kind: 'document', format: 'docx' },
  { kind: 'document', format: 'pdf' },
];

function parseArgs(argv) {
  const options = { minutes: 10, uploadMb: 1024, runs: 3 };
  const count = (value, min, max = Infinity) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    if (key === '--minutes' && count(value, 1, 120)) options.minutes = count(value, 1, 120);
    else if (key === '--upload-mb' && count(value, 0) !== undefined)
      options.uploadMb = count(value, 0);
    else if (key === '--runs' && count(value, 1, 20)) options.runs = count(value, 1, 20);
    else
      throw new Error(
        `unknown argument ${arg} (use --minutes=1..120, --upload-mb=N (0: no memory test), --runs=1..20)`,
      );
  }
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU ms a process and its finished children used so far (utime, stime, cutime, cstime). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** kB figures of /proc/<pid>/status, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: (kb('VmRSS') * 1024) / MB, hwmMb: (kb('VmHWM') * 1024) / MB };
}

/**
 * Times `work` `runs` times: the median wall time, and the mean CPU time of this process, its
 * programs (ffmpeg, pocketsphinx) and the api's process with its own (ffprobe), per run.
 */
async function measure(runs, work, cpuPids) {
  const walls = [];
  let result;
  const cpuBefore = cpuPids.map(cpuMsOf);
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await work(i);
    walls.push(performance.now() - started);
  }
  const cpuMs = cpuPids.reduce((sum, pid, i) => sum + cpuMsOf(pid) - cpuBefore[i], 0) / runs;
  return { ms: median(walls), runsMs: walls, cpuMs, runs, result };
}

/** Forks server.mjs and resolves once it listens, with `stop`. */
function startServer(dataDir) {
  const child = fork(SERVER_SCRIPT, [dataDir], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send({ type: 'stop' });
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the api did not start in ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      if (message.status === 'ready') resolve({ ...message, pid: child.pid, stop });
      else reject(new Error(`the api failed to start: ${message.detail}`));
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the api exited (${signal ?? `code ${code}`}) before listening`));
    });
  });
}

async function sha256Of(path) {
  const hash = createHash('sha256');
  const stream = createReadStream(path, { highWaterMark: 1024 * 1024 });
  stream.on('data', (chunk) => hash.update(chunk));
  await once(stream, 'end');
  return hash.digest('hex');
}

/** Share of recognized words that are words of the spoken text: is it speech or noise? */
function overlapWithSpoken(transcript, text) {
  const spoken = new Set(text.toLowerCase().match(/[a-z']+/g));
  const heard = transcript.segments.flatMap((s) => s.words.map((w) => w.text.toLowerCase()));
  const known = heard.filter((word) => spoken.has(word.replace(/\(\d+\)$/, ''))).length;
  return { words: heard.length, share: heard.length ? known / heard.length : 0 };
}

/** The system's load while the bench runs, every 5 s: the machine is shared. */
function watchLoad() {
  const samples = [loadavg()[0]];
  const timer = setInterval(() => samples.push(loadavg()[0]), 5000);
  return () => {
    clearInterval(timer);
    samples.push(loadavg()[0]);
    return {
      min: Math.min(...samples),
      mean: samples.reduce((a, b) => a + b, 0) / samples.length,
      max: Math.max(...samples),
    };
  };
}

/** The api's RSS every RSS_SAMPLE_MS while `work` runs, with `settleMs` before and after. */
async function sampleRss(pid, settleMs, work) {
  const samples = [];
  const take = (phase) => samples.push({ t: performance.now(), phase, ...memoryOf(pid) });
  let phase = 'before';
  take(phase);
  const timer = setInterval(() => take(phase), RSS_SAMPLE_MS);
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await pause(settleMs);
    // The kernel's high-water mark from here on: it catches a peak between two samples.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    phase = 'during';
    const result = await work();
    phase = 'after';
    await pause(settleMs);
    take(phase);
    return { samples, result, hwmMb: memoryOf(pid).hwmMb };
  } finally {
    clearInterval(timer);
  }
}

const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pad = (value, width, right = false) =>
  right ? String(value).padStart(width) : String(value).padEnd(width);
const seconds = (ms) => (ms >= 10_000 ? `${fmt(ms / 1000, 1)} s` : `${fmt(ms)} ms`);

const options = parseArgs(process.argv.slice(2));
mkdirSync(join(REPO_ROOT, 'tmp', 'bench'), { recursive: true });
const cpu = cpus();
const stopWatchingLoad = watchLoad();
console.log(
  `pipeline bench: a ${options.minutes}-minute spoken recording, ${options.runs} runs of each cheap stage, ` +
    `${options.uploadMb > 0 ? `a ${options.uploadMb} MB upload for memory` : 'no memory test'}; ` +
    `Node ${process.version}, ${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'}, load ${loadavg()
      .map((l) => fmt(l, 1))
      .join(' ')}`,
);

const dir = mkdtempSync(join(tmpdir(), 'captio-bench-pipeline-'));
let server;
let failed = false;
const stages = [];
const floors = {};
let memory;
let recognition;
const started = performance.now();
try {
  let t = performance.now();
  const recording = await makeRecording(dir, options.minutes);
  console.log(
    `input: ${recording.path.slice(dir.length + 1)} made in ${seconds(performance.now() - t)} (espeak-ng, ffmpeg; not timed as a stage)`,
  );

  t = performance.now();
  server = await startServer(join(dir, 'data'));
  console.log(`api: started on PGlite in ${seconds(performance.now() - t)} (pid ${server.pid})`);
  const self = process.pid;
  const headers = {
    authorization: `Token ${server.token}`,
    'x-csrftoken': server.csrftoken,
    'accept-language': 'en-US',
  };
  const uploadUrl = `http://127.0.0.1:${server.port}/api/files/upload/`;

  // 1. Upload: the first run stores the file; the others find it stored (same hash) and only
  // add nothing, as a second upload of the same file does.
  const upload = await measure(
    options.runs,
    async () => {
      const answer = await uploadFile(uploadUrl, recording.path, {
        headers,
        contentType: 'video/mp4',
      });
      if (answer.status !== 201) {
        throw new Error(
          `upload answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
      }
      return answer.body.data.file;
    },
    [self, server.pid],
  );
  const file = upload.result;
  if (Math.abs(file.duration - options.minutes * 60) > 1) {
    throw new Error(`the api read ${file.duration} s from a ${options.minutes * 60} s recording`);
  }
  floors.uploadTransfer = await measure(
    options.runs,
    async () => {
      const answer = await uploadFile(`http://127.0.0.1:${server.floorPort}/`, recording.path, {
        contentType: 'video/mp4',
      });
      if (answer.status !== 201 || answer.body.bytes < file.file_size) {
        throw new Error(`the floor server read ${answer.body.bytes} bytes of ${file.file_size}`);
      }
    },
    [self, server.pid],
  );
  floors.sha256 = await measure(options.runs, () => sha256Of(recording.path), [self]);
  stages.push({
    id: 'upload',
    ...upload,
    result: undefined,
    floor: `loopback transfer to a server that discards it ${seconds(floors.uploadTransfer.ms)}, sha256 of the file ${seconds(floors.sha256.ms)}`,
  });

  // 2. Probe, 3. extract: what the job does first with the stored file.
  const probe = await measure(options.runs, () => probeMedia(recording.path), [self]);
  // Starting ffprobe (loading its libraries) without reading any file: what every probe costs.
  floors.ffprobeStart = await measure(
    options.runs,
    () => run('ffprobe', ['-hide_banner', '-version']),
    [self],
  );
  stages.push({
    id: 'probe',
    ...probe,
    result: undefined,
    floor: `starting ffprobe alone (-version) ${seconds(floors.ffprobeStart.ms)} (${fmt((100 * floors.ffprobeStart.ms) / probe.ms)}% of probe)`,
  });

  const wav = join(dir, 'speech-16k.wav');
  const extract = await measure(options.runs, () => extractSpeechAudio(recording.path, wav), [
    self,
  ]);
  // Extraction probes the file, then decodes, resamples and writes: the same ffmpeg reading
  // without writing, first decoding alone, then decoding and resampling as extraction does.
  const ffmpegToNull = (resample) => () =>
    run('ffmpeg', [
      ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', recording.path],
      ...['-map', '0:a:0'],
      ...(resample ? ['-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le'] : []),
      ...['-f', 'null', '-'],
    ]);
  floors.decodeAudio = await measure(options.runs, ffmpegToNull(false), [self]);
  floors.decodeAndResample = await measure(options.runs, ffmpegToNull(true), [self]);
  const ofExtract = (ms) => `${seconds(ms)} (${fmt((100 * ms) / extract.ms)}% of extract)`;
  stages.push({
    id: 'extract',
    ...extract,
    result: undefined,
    floor: `ffmpeg decoding the audio to nothing ${ofExtract(floors.decodeAudio.ms)}; decoding and resampling to 16 kHz mono ${ofExtract(floors.decodeAndResample.ms)}`,
  });

  // 4. Recognize, once: it is the stage the others are measured against.
  const { engines, unavailable } = await createSpeechEngines({});
  const choice = chooseSpeechEngine(engines, 'en');
  if (!choice.ok) {
    throw new Error(
      `no speech engine for English: ${choice.message} ${unavailable.map((u) => u.error.message).join('; ')}`,
    );
  }
  const engine = choice.engine;
  let shown = 0;
  t = performance.now();
  const recognize = await measure(
    1,
    () =>
      engine.transcribe(wav, {
        language: 'en',
        onProgress: (fraction) => {
          if (fraction >= shown + 0.2 || fraction === 1) {
            shown = fraction;
            console.log(
              `  recognizing with ${engine.id}: ${fmt(fraction * 100)}% after ${seconds(performance.now() - t)}`,
            );
          }
        },
      }),
    [self],
  );
  const transcript = recognize.result;
  recognition = { engine: engine.id, ...overlapWithSpoken(transcript, recording.text) };
  if (recognition.words === 0) throw new Error(`${engine.id} recognized no words`);
  stages.push({
    id: 'recognize',
    ...recognize,
    result: undefined,
    note: `${engine.id}: ${fmt(recognition.words)} words, ${fmt(100 * recognition.share)}% of them words of the spoken text`,
  });

  // 5. Build subtitles; 6. export (the download route's work).
  const cuesRun = await measure(
    Math.max(options.runs, 5),
    () => transcriptToCues(transcript, { language: 'en' }),
    [self],
  );
  const cues = cuesRun.result;
  stages.push({
    id: 'build subtitles',
    ...cuesRun,
    result: undefined,
    note: `${fmt(cues.length)} cues`,
  });

  const { renderExport } = await import(join(API_DIST, 'modules', 'exports', 'index.js'));
  const exportRows = [];
  for (const { kind, format } of EXPORTS) {
    const exported = await measure(
      options.runs,
      () =>
        renderExport(
          { cues, fileName: 'recording.mp4', language: 'en' },
          { kind, format, timestamps: true, speakers: false },
        ),
      [self],
    );
    const bytes = Buffer.byteLength(exported.result.body);
    if (bytes === 0) throw new Error(`the ${format} export is empty`);
    exportRows.push({ id: `${format} (${kind})`, ...exported, result: undefined, bytes });
  }
  stages.push({
    id: 'export',
    ms: exportRows.reduce((sum, row) => sum + row.ms, 0),
    cpuMs: exportRows.reduce((sum, row) => sum + row.cpuMs, 0),
    runs: options.runs,
    parts: exportRows,
    note: EXPORTS.map((e) => e.format).join(', '),
  });

  // 7. Memory: the api's RSS while it takes a large file.
  if (options.uploadMb > 0) {
    const { uploadLimits } = await import(join(API_DIST, 'modules', 'plans', 'levels.js'));
    const limits = uploadLimits(1);
    t = performance.now();
    const large = await makeLargeWav(dir, options.uploadMb * MB);
    console.log(
      `memory input: ${fmt(large.bytes / MB)} MB WAV (48 kHz stereo, ${fmt(large.seconds / 3600, 2)} h) made in ${seconds(performance.now() - t)}`,
    );
    if (large.bytes > limits.maxBytes || large.seconds > limits.maxDurationSeconds) {
      throw new Error(
        `--upload-mb=${options.uploadMb} is past the VIP limits (${fmt(limits.maxBytes / MB)} MB, ${fmt(limits.maxDurationSeconds / 3600, 1)} h)`,
      );
    }
    const sampled = await sampleRss(server.pid, 2000, () =>
      uploadFile(uploadUrl, large.path, { headers, contentType: 'audio/wav' }),
    );
    rmSync(large.path, { force: true });
    const answer = sampled.result;
    if (answer.status !== 201) {
      throw new Error(
        `the large upload answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    }
    const of = (phase) => sampled.samples.filter((s) => s.phase === phase).map((s) => s.rssMb);
    const baseline = median(of('before'));
    const peak = Math.max(...of('during'), ...of('after'));
    const gaps = sampled.samples.slice(1).map((s, i) => s.t - sampled.samples[i].t);
    memory = {
      bytes: answer.bytes,
      seconds: large.seconds,
      uploadMs: answer.ms,
      throughputMBps: answer.bytes / MB / (answer.ms / 1000),
      baselineMb: baseline,
      peakMb: peak,
      highWaterMarkMb: sampled.hwmMb,
      growthMb: Math.max(peak, sampled.hwmMb) - baseline,
      afterMb: of('after').at(-1),
      samples: sampled.samples.length,
      longestGapMs: Math.max(...gaps),
      series: sampled.samples.map((s) => ({
        ms: Math.round(s.t - sampled.samples[0].t),
        phase: s.phase,
        rssMb: Number(s.rssMb.toFixed(1)),
      })),
    };
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}
const load = stopWatchingLoad();

const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
const totalCpu = stages.reduce((sum, stage) => sum + stage.cpuMs, 0);
const recognizeStage = stages.find((stage) => stage.id === 'recognize');
const rest = recognizeStage ? (total - recognizeStage.ms) / total : undefined;
const restCpu = recognizeStage ? (totalCpu - recognizeStage.cpuMs) / totalCpu : undefined;

console.log('');
const widths = [22, 11, 7, 11, 7, 5];
console.log(
  ['stage', 'wall', 'share', 'CPU', 'share', 'runs']
    .map((h, i) => pad(h, widths[i], i > 0))
    .join('  ') + '  floor / note',
);
const row = (stage, indent = '') =>
  console.log(
    [
      `${indent}${stage.id}`,
      seconds(stage.ms),
      `${fmt((100 * stage.ms) / total, 2)}%`,
      seconds(stage.cpuMs),
      `${fmt((100 * stage.cpuMs) / totalCpu, 2)}%`,
      stage.runs,
    ]
      .map((c, i) => pad(c, widths[i], i > 0))
      .join('  ') +
      `  ${stage.floor ?? stage.note ?? ''}${stage.bytes ? `${fmt(stage.bytes / 1000)} kB` : ''}`,
  );
for (const stage of stages) {
  row(stage);
  for (const part of stage.parts ?? []) row(part, '  ');
}
if (stages.length > 0) {
  console.log(
    [
      pad('total', widths[0]),
      pad(seconds(total), widths[1], true),
      pad('', widths[2]),
      pad(seconds(totalCpu), widths[3], true),
    ].join('  '),
  );
}
console.log(
  '\nwall: median of the runs; CPU: per run, of this process, the programs it ran and the api process with its own (ffprobe)',
);
if (rest !== undefined) {
  console.log(
    `everything but recognition: ${fmt(100 * rest, 2)}% of the wall time, ${fmt(100 * restCpu, 2)}% of the CPU time (goal < ${GOAL_SHARE * 100}%)`,
  );
}
if (memory) {
  console.log(
    `\napi memory during a ${fmt(memory.bytes / MB)} MB upload (VmRSS every ${RSS_SAMPLE_MS} ms, ${memory.samples} samples, longest gap ${fmt(memory.longestGapMs)} ms):\n` +
      `  baseline ${fmt(memory.baselineMb, 1)} MB, peak ${fmt(memory.peakMb, 1)} MB (kernel high-water mark ${fmt(memory.highWaterMarkMb, 1)} MB), ` +
      `growth ${fmt(memory.growthMb, 1)} MB (goal < ${GOAL_GROWTH_MB} MB), ${fmt(memory.afterMb, 1)} MB 2 s after\n` +
      `  ${seconds(memory.uploadMs)} for the upload (stored, hashed, probed): ${fmt(memory.throughputMBps, 1)} MB/s`,
  );
}
console.log(
  `\nload average (1 min) during the run: ${fmt(load.min, 1)}-${fmt(load.max, 1)}, mean ${fmt(load.mean, 1)}, on ${cpu.length} cores; whole run ${seconds(performance.now() - started)}`,
);

writeFileSync(
  RESULT_FILE,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpu.length,
      cpuModel: cpu[0]?.model.trim(),
      load,
      options,
      stages,
      totalMs: total,
      totalCpuMs: totalCpu,
      shareButRecognition: rest,
      shareButRecognitionCpu: restCpu,
      floors: Object.fromEntries(
        Object.entries(floors).map(([k, v]) => [k, { ms: v.ms, cpuMs: v.cpuMs, runsMs: v.runsMs }]),
      ),
      recognition,
      memory,
    },
    null,
    2,
  )}\n`,
);
console.log(`figures written to ${RESULT_FILE}`);
process.exit(failed ? 1 : 0);
