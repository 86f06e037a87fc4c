// Throughput and tail latency of the built api (check_login and file_list, signed in) on PGlite
// and on Postgres, next to a bare Fastify route in the same run. See README.md.
//
//   node tools/bench/api/bench.mjs [--rounds=3] [--duration=5] [--connections=50] [--warmup=3] [--files=20]
//     [--databases=pglite,postgres] [--routes=check_login,file_list]
//     [--postgres-url=postgres://postgres@127.0.0.1:5432/test] [--cpu-prof]
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { summarizeProfile } from './profile-summary.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_SCRIPT = fileURLToPath(new URL('./server.mjs', import.meta.url));
const RESULT_FILE = join(REPO_ROOT, 'tmp', 'bench', 'api.json');
const PROFILE_DIR = join(REPO_ROOT, 'tmp', 'bench', 'profiles');
/** PGlite's first start (initdb) takes several seconds; past this the server is stuck. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
/** The issue's goal: on Postgres, this share of the bare route's requests/s, and this p99. */
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 20;
const GOAL_CONNECTIONS = 50;
const DATABASES = ['pglite', 'postgres'];
const ROUTE_IDS = ['check_login', 'file_list'];

function parseArgs(argv) {
  const options = {
    rounds: 3,
    duration: 5,
    connections: 50,
    warmup: 3,
    files: 20,
    databases: DATABASES,
    postgresUrl:
      process.env['CAPTIO_BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
    routes: ROUTE_IDS,
    cpuProf: false,
  };
  const count = (value, min) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min ? n : undefined;
  };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    if (key === '--rounds' && count(value, 1)) options.rounds = count(value, 1);
    else if (key === '--duration' && count(value, 1)) options.duration = count(value, 1);
    else if (key === '--connections' && count(value, 1)) options.connections = count(value, 1);
    else if (key === '--warmup' && count(value, 0) !== undefined) options.warmup = count(value, 0);
    else if (key === '--files' && count(value, 0) !== undefined) options.files = count(value, 0);
    else if (key === '--databases' && value?.split(',').every((d) => DATABASES.includes(d)))
      options.databases = value.split(',');
    else if (key === '--postgres-url' && value) options.postgresUrl = value;
    else if (key === '--routes' && value?.split(',').every((r) => ROUTE_IDS.includes(r)))
      options.routes = value.split(',');
    else if (key === '--cpu-prof') options.cpuProf = true;
    else
      throw new Error(
        `unknown argument ${arg} (use --rounds=N, --duration=s, --connections=N, --warmup=s, --files=N, --databases=pglite,postgres, --routes=check_login,file_list, --postgres-url=URL, --cpu-prof)`,
      );
  }
  return options;
}

/** Forks server.mjs and resolves once it listens, with `ask` to send it requests and `stop`. */
function startServer(args, { files }) {
  const child = fork(SERVER_SCRIPT, args, {
    env: { ...process.env, NODE_ENV: 'production', BENCH_FILES: String(files) },
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
  /** Sends a request (cpu, profile-start, profile-stop) and resolves with the child's reply. */
  const ask = (request) =>
    new Promise((resolve) => {
      const onMessage = (message) => {
        if (message.reply !== request.type) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server ${args.join(' ')} did not start in ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      if (message.status === 'ready') resolve({ ...message, stop, ask });
      else reject(new Error(`server ${args[0]} ${args[1] ?? ''} failed: ${message.detail}`));
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`server ${args.join(' ')} exited (${signal ?? `code ${code}`}) before listening`),
      );
    });
  });
  return ready;
}

/** One call outside the timing: the route must answer what a client expects, or nothing is timed. */
async function checkRoute(url, headers, check) {
  const response = await fetch(url, { headers });
  const body = await response.json().catch(() => undefined);
  if (response.status !== 200 || !check(body)) {
    throw new Error(
      `GET ${url} answered ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
}

async function load(url, headers, options, duration) {
  return autocannon({ url, headers, connections: options.connections, duration });
}

const profilePath = (database, route) => join(PROFILE_DIR, `api-${database}-${route}.cpuprofile`);

const cpuMicros = async (server) => {
  const { cpu } = await server.ask({ type: 'cpu' });
  return cpu.user + cpu.system;
};

/** One measured run of a target; with a profile file, the server's CPU profile of it goes there. */
async function measureOnce(target, options, profileFile) {
  const { server, url, headers } = target;
  if (profileFile) await server.ask({ type: 'profile-start' });
  const cpuBefore = await cpuMicros(server);
  const result = await load(url, headers, options, options.duration);
  const cpuAfter = await cpuMicros(server);
  if (profileFile) await server.ask({ type: 'profile-stop', file: profileFile });
  // Requests autocannon gave up on at the end may still be queued for the database; this call
  // waits behind them, so that the next run starts on an idle server (and checks that the server
  // still answers right after the load).
  await checkRoute(url, headers, target.check);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // The server process's own CPU per answer: what the api costs apart from the database
    // server (Postgres) and the load generator, which share the machine with it.
    cpuMicrosPerRequest: (cpuAfter - cpuBefore) / Math.max(result.requests.total, 1),
    failures,
    error:
      failures > 0
        ? `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
        : undefined,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A target's figures over its rounds: medians, and each round's share of that round's bare run. */
function summarize(target, runs, bareRuns) {
  const failed = runs.find((run) => run.error);
  if (failed) return { route: target.route, database: target.database, error: failed.error };
  const ratios = bareRuns
    ? runs.map((run, round) => run.requestsPerSecond / bareRuns[round].requestsPerSecond)
    : undefined;
  return {
    route: target.route,
    database: target.database,
    rounds: runs.length,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    worstP99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
    ratioToBare: ratios ? median(ratios) : undefined,
    ratioRange: ratios ? [Math.min(...ratios), Math.max(...ratios)] : undefined,
    runs,
    profileFile: target.profileFile,
  };
}

async function createPostgresDatabase(adminUrl) {
  const name = `captio_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

const API_ROUTES = [
  {
    id: 'check_login',
    route: 'GET /api/auth/check_login/',
    path: '/api/auth/check_login/',
    check: (body) => Number.isInteger(body?.data?.userdata?.user_id),
  },
  {
    id: 'file_list',
    route: 'GET /api/drive/file_list/',
    path: '/api/drive/file_list/',
    check: (body, files) => body?.data?.result?.length === files && body.data.drive_size > 0,
  },
];

/** Starts the api on a database and returns its routes as targets, and how to stop it. */
async function startApiTargets(database, options) {
  let cleanup = async () => {};
  let args;
  if (database === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'captio-bench-api-'));
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
    args = ['api', 'pglite', dir];
  } else {
    const created = await createPostgresDatabase(options.postgresUrl);
    cleanup = created.drop;
    args = ['api', 'postgres', created.url];
  }
  let server;
  try {
    server = await startServer(args, { files: options.files });
  } catch (error) {
    await cleanup();
    throw error;
  }
  const headers = { authorization: `Token ${server.token}`, 'accept-language': 'en-US' };
  const targets = API_ROUTES.filter((r) => options.routes.includes(r.id)).map((r) => ({
    route: r.route,
    database,
    server,
    url: `http://127.0.0.1:${server.port}${r.path}`,
    headers,
    check: (body) => r.check(body, options.files),
    profileFile: options.cpuProf ? profilePath(database, r.id) : undefined,
  }));
  return {
    targets,
    stop: async () => {
      await server.stop();
      await cleanup();
    },
  };
}

async function startBareTarget() {
  const server = await startServer(['bare'], { files: 0 });
  return {
    target: {
      route: 'GET /bare (Fastify alone)',
      database: '-',
      server,
      url: `http://127.0.0.1:${server.port}/bare`,
      headers: {},
      check: (body) => body?.data?.ok === true,
    },
    stop: () => server.stop(),
  };
}

const pad = (value, width, right = false) =>
  right ? String(value).padStart(width) : String(value).padEnd(width);
const number = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printTable(rows) {
  const widths = [30, 9, 12, 8, 8, 16, 14];
  const header = [
    'route',
    'database',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'vs bare (range)',
    'server µs/req',
  ];
  console.log(header.map((h, i) => pad(h, widths[i], i >= 2)).join('  '));
  for (const row of rows) {
    const cells = row.error
      ? [row.route, row.database, 'failed', '', '', '', '']
      : [
          row.route,
          row.database,
          number(row.requestsPerSecond),
          number(row.p50Ms),
          number(row.p99Ms),
          row.ratioToBare === undefined
            ? '-'
            : `${number(100 * row.ratioToBare)}% (${row.ratioRange.map((r) => number(100 * r)).join('-')})`,
          number(row.cpuMicrosPerRequest),
        ];
    console.log(cells.map((c, i) => pad(c, widths[i], i >= 2)).join('  '));
    if (row.error) console.log(`  ${row.error}`);
  }
}

/** The goal lines: Postgres rows only, as the issue states the goal. */
function goals(rows, bare, options) {
  const lines = [];
  const postgres = rows.filter((row) => row.database === 'postgres');
  if (postgres.length === 0 || !bare || bare.error) return lines;
  const worst = (row) => (options.rounds > 1 ? ` (worst round ${number(row.worstP99Ms)} ms)` : '');
  for (const row of postgres) {
    if (row.error) {
      lines.push({ goal: `${row.route}: measured`, pass: false, figure: row.error });
      continue;
    }
    const ratio = row.ratioToBare;
    if (ratio === undefined) {
      lines.push({
        goal: `${row.route}: compared with the bare route`,
        pass: false,
        figure: 'the bare route was not measured in every round',
      });
      continue;
    }
    lines.push({
      goal: `${row.route} on Postgres: at least ${GOAL_RATIO * 100}% of the bare route's requests/s`,
      pass: ratio >= GOAL_RATIO,
      figure: `${number(ratio * 100)}%`,
    });
    lines.push({
      goal: `${row.route} on Postgres: p99 under ${GOAL_P99_MS} ms at ${options.connections} connections`,
      pass: row.p99Ms < GOAL_P99_MS,
      figure: `${number(row.p99Ms)} ms${worst(row)}`,
    });
  }
  return lines;
}

const options = parseArgs(process.argv.slice(2));
mkdirSync(join(REPO_ROOT, 'tmp', 'bench'), { recursive: true });
if (options.cpuProf) mkdirSync(PROFILE_DIR, { recursive: true });
const cpu = cpus();
console.log(
  `api bench: ${options.connections} connections, ${options.rounds} rounds of ${options.duration} s per route after ${options.warmup} s of warm-up, ` +
    `${options.files} drive files; Node ${process.version}, ${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'} ` +
    '(autocannon shares the cores with the server)',
);

let failed = false;
const stops = [];
const targets = [];
let bareTarget;
try {
  const bare = await startBareTarget();
  stops.push(bare.stop);
  bareTarget = bare.target;
} catch (error) {
  failed = true;
  console.error(`bare route: ${error.message}`);
}
const rows = [];
for (const database of options.databases) {
  try {
    const api = await startApiTargets(database, options);
    stops.push(api.stop);
    targets.push(...api.targets);
  } catch (error) {
    failed = true;
    console.error(`${database}: ${error.message}`);
    rows.push(
      ...API_ROUTES.filter((r) => options.routes.includes(r.id)).map(({ route }) => ({
        route,
        database,
        error: error.message.split('\n')[0],
      })),
    );
  }
}

// Every server is up (idle but for the target being measured). The rounds interleave the bare
// route with the api's, so that a slower or faster stretch of the machine (a neighbour, the CPU's
// clock) reaches both alike: each round's ratio is taken within the round.
const all = bareTarget ? [bareTarget, ...targets] : targets;
const runs = new Map(all.map((target) => [target, []]));
try {
  for (const target of all) {
    await checkRoute(target.url, target.headers, target.check);
    // Not recorded: JIT, pool and caches warm up.
    if (options.warmup > 0) await load(target.url, target.headers, options, options.warmup);
  }
  for (let round = 0; round < options.rounds; round++) {
    for (const target of all) {
      if (runs.get(target).some((run) => run.error)) continue;
      // Profiles of the last round only, once the JIT has settled.
      const profileFile = round === options.rounds - 1 ? target.profileFile : undefined;
      runs.get(target).push(await measureOnce(target, options, profileFile));
    }
  }
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  for (const stop of stops) await stop();
}
const bareRuns = bareTarget ? runs.get(bareTarget) : undefined;
const bareComplete = bareRuns?.length === options.rounds && !bareRuns.some((run) => run.error);
const bare = bareTarget && bareRuns.length > 0 ? summarize(bareTarget, bareRuns) : undefined;
for (const target of targets) {
  const targetRuns = runs.get(target);
  if (targetRuns.length === 0) {
    rows.push({ route: target.route, database: target.database, error: 'not measured' });
    continue;
  }
  rows.push(
    summarize(
      target,
      targetRuns,
      bareComplete && targetRuns.length === options.rounds ? bareRuns : undefined,
    ),
  );
}

console.log('');
printTable(bare ? [bare, ...rows] : rows);
const goalLines = goals(rows, bare, options);
if (goalLines.length > 0) {
  console.log('');
  if (options.connections !== GOAL_CONNECTIONS) {
    console.log(
      `(the goal is stated at ${GOAL_CONNECTIONS} connections; this run used ${options.connections})`,
    );
  }
  for (const line of goalLines) {
    console.log(`${line.pass ? 'PASS' : 'FAIL'}  ${line.goal}: ${line.figure}`);
  }
}
if (rows.some((row) => row.error) || bare?.error) failed = true;

writeFileSync(
  RESULT_FILE,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpu.length, options, bare, rows, goals: goalLines }, null, 2)}\n`,
);
console.log(`\nfigures written to ${RESULT_FILE}`);

for (const row of rows.filter((r) => r.profileFile && !r.error)) {
  console.log(
    `\nwhere the server's CPU goes: ${row.route} on ${row.database} (${row.profileFile})`,
  );
  console.log(summarizeProfile(row.profileFile));
}
process.exit(failed ? 1 : 0);
