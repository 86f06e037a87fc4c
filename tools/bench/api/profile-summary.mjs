// Where a server's CPU time went, from a V8 .cpuprofile (bench.mjs --cpu-prof): self time by
// package or part of our code, then the busiest functions. The profile covers the whole child
// (start-up, migrations and seeding too, a few percent of a normal run).
//
//   node tools/bench/api/profile-summary.mjs tmp/bench/profiles/api-postgres.cpuprofile [--top=15]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The package or part of the code a function belongs to, from its script URL. */
function areaOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) {
    if (functionName.startsWith('(')) return functionName; // (garbage collector), (program), (idle)
    return '(native: V8 builtins, JSON, regular expressions)';
  }
  if (url.startsWith('node:')) {
    const name = url.slice('node:'.length).replace(/^internal\//, '');
    return `node: ${name.split('/')[0]}`;
  }
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const rest = path.slice(inModules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path);
  }
  const relative = path.startsWith(REPO_ROOT) ? path.slice(REPO_ROOT.length) : path;
  const api = /^apps\/api\/dist\/(.+?)(?:\/[^/]+)?\.js$/.exec(relative);
  if (api) return `apps/api: ${api[1]}`;
  const lib = /^libs\/([^/]+)\//.exec(relative);
  if (lib) return `libs/${lib[1]}`;
  return relative;
}

export function summarizeProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = new Map();
  for (const id of profile.samples) samples.set(id, (samples.get(id) ?? 0) + 1);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerSample = totalMs / Math.max(profile.samples.length, 1);

  const byArea = new Map();
  const byFunction = new Map();
  let idle = 0;
  for (const [id, count] of samples) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') {
      idle += count;
      continue;
    }
    const area = areaOf(callFrame);
    byArea.set(area, (byArea.get(area) ?? 0) + count);
    const where = callFrame.url
      ? `${callFrame.url.replace(`file://${REPO_ROOT}`, '')}:${callFrame.lineNumber + 1}`
      : '';
    const key = `${callFrame.functionName || '(anonymous)'}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
  }
  // Time under each of our functions (itself and what it calls), counted once per stack.
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const ours = (callFrame) => /\/(apps\/api|libs\/[^/]+)\/dist\//.test(callFrame.url);
  const inclusive = new Map();
  for (const [id, count] of samples) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const { callFrame } = nodes.get(at);
      if (!ours(callFrame)) continue;
      const key = `${callFrame.functionName || '(anonymous)'}  ${callFrame.url.replace(`file://${REPO_ROOT}`, '')}:${callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + count);
    }
  }
  const busy = profile.samples.length - idle;
  const lines = [
    `  ${Math.round(totalMs)} ms profiled, ${Math.round(busy * msPerSample)} ms busy, ${Math.round(idle * msPerSample)} ms idle`,
    '  self time by area (share of busy time):',
  ];
  const share = (count) => `${((100 * count) / Math.max(busy, 1)).toFixed(1).padStart(5)}%`;
  for (const [area, count] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`    ${share(count)}  ${area}`);
  }
  lines.push('  busiest functions (self time):');
  for (const [key, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`    ${share(count)}  ${key}`);
  }
  lines.push('  our functions, with what they call (total time):');
  for (const [key, count] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`    ${share(count)}  ${key}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const topArg = process.argv.find((arg) => arg.startsWith('--top='));
  if (!file) {
    console.error('usage: profile-summary.mjs <file.cpuprofile> [--top=15]');
    process.exit(2);
  }
  console.log(summarizeProfile(file, topArg ? Number(topArg.split('=')[1]) : 15));
}
