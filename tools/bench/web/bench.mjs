// What a visitor of the built product waits for: the JavaScript of home and of a page of each
// other kind (gzip; home's against the 150 KB budget), first and largest contentful paint and
// layout shift in Debian's Chromium, and
// the server's time per rendered page at 20 connections, next to a static file served by the same
// process (the floor: no rendering at all). See README.md.
//
//   node tools/bench/web/bench.mjs [--loads=5] [--duration=5] [--connections=20]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../testing/chromium.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULT_FILE = join(REPO_ROOT, 'tmp', 'bench', 'web.json');
// Another port through CAPTIO_BENCH_PORT when several checkouts bench on one machine.
const PORT = Number(process.env['CAPTIO_BENCH_PORT'] ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const JS_BUDGET_KB = 150;
const P99_GOAL_MS = 20;
/** Pages loaded in the browser: home, a tool landing page, a subtitle converter, pricing. */
const BROWSER_PAGES = ['/', '/fr-FR/youtube-to-mp4', '/convert-srt-to-vtt', '/pricing'];
/** Pages of each kind the server renders: home, a tool landing page, a language page, a converter. */
const PAGES = [
  '/',
  '/de-DE/youtube-to-mp4',
  '/ja-JP/transcribe-french',
  '/fr-FR/convert-srt-to-vtt',
];

function parseArgs(argv) {
  const options = { loads: 5, duration: 5, connections: 20 };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    const n = Number(value);
    const name = key.replace(/^--/, '');
    if (!(name in options) || !Number.isInteger(n) || n < 1) {
      console.error(`unknown or bad option ${arg} (--loads=N --duration=S --connections=N)`);
      process.exit(2);
    }
    options[name] = n;
  }
  return options;
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'captio-bench-web-'));
  const server = spawn(process.execPath, [join(REPO_ROOT, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      CAPTIO_PORT: String(PORT),
      CAPTIO_DATA_DIR: dataDir,
      CAPTIO_LOG_LEVEL: 'warn',
      CAPTIO_PUBLIC_URL: ORIGIN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/api/auth/status/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return {
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold load of a page: the scripts it fetched, its paints and its layout shift. */
async function loadOnce(browser, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A redirect or an aborted request has no body to count.
    }
  });
  await page.addInitScript(() => {
    globalThis.__vitals = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) globalThis.__vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(ORIGIN + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const vitals = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    ...globalThis.__vitals,
  }));
  await context.close();
  const bodies = [...scripts.values()];
  return {
    ...vitals,
    scripts: bodies.length,
    jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

async function serverTime(path, options) {
  // Rendered once before measuring: the goal is for a page the server has rendered before.
  await fetch(ORIGIN + path);
  const result = await autocannon({
    url: ORIGIN + path,
    connections: options.connections,
    duration: options.duration,
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const options = parseArgs(process.argv.slice(2));
const server = await startServer();
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browserRows = [];
  for (const path of BROWSER_PAGES) {
    const loads = [];
    for (let i = 0; i < options.loads; i++) loads.push(await loadOnce(browser, path));
    // The load that fetched the most: chunks fetched after hydration (the api client for the
    // session's first call) may come after a quiet moment that ends a slower load's count.
    const most = loads.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
    browserRows.push({
      path,
      scripts: most.scripts,
      jsKb: +(most.jsBytes / 1024).toFixed(1),
      jsGzipKb: +(most.jsGzip / 1024).toFixed(1),
      fcpMs: Math.round(median(loads.map((load) => load.fcp))),
      lcpMs: Math.round(median(loads.map((load) => load.lcp))),
      cls: +median(loads.map((load) => load.cls)).toFixed(4),
    });
  }
  await browser.close();
  const home = browserRows[0];
  console.log('\nCold loads in headless Chromium (median of %d):', options.loads);
  console.table(browserRows);
  console.log(
    `Home JavaScript: ${home.jsGzipKb} KB gzip against a budget of ${JS_BUDGET_KB} KB (${((home.jsGzipKb / JS_BUDGET_KB) * 100).toFixed(0)}%)`,
  );

  const floor = await serverTime('/favicon.svg', options);
  const rows = [];
  for (const path of PAGES) rows.push(await serverTime(path, options));
  console.log(`\nServer time at ${options.connections} connections, ${options.duration} s each:`);
  console.table(
    [{ ...floor, path: `${floor.path} (static file, the floor)` }, ...rows].map((row) => ({
      ...row,
      'vs static': `${(row.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}x`,
    })),
  );
  const worst = Math.max(...rows.map((row) => row.p99Ms));
  console.log(`Worst p99 of a rendered page: ${worst} ms (goal under ${P99_GOAL_MS} ms)`);
  mkdirSync(join(REPO_ROOT, 'tmp', 'bench'), { recursive: true });
  writeFileSync(
    RESULT_FILE,
    JSON.stringify({ home, browser: browserRows, floor, pages: rows }, null, 2),
  );
} finally {
  await server.stop();
}
