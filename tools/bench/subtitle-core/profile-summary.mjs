// Summarizes a V8 .cpuprofile (from `bench.mjs --cpu-prof`): the functions with the most self
// time, and for those in our built library, the hottest lines mapped back to the TypeScript
// source through the .js.map files tsc writes beside dist.
//
//   node tools/bench/subtitle-core/profile-summary.mjs <file.cpuprofile> [--top=20] [--match=subtitle-core/dist]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
if (!file) {
  console.error(
    'usage: profile-summary.mjs <file.cpuprofile> [--top=20] [--match=subtitle-core/dist]',
  );
  process.exit(2);
}
const top = Number(option('top', '20'));
const match = option('match', 'subtitle-core/dist');
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const profile = JSON.parse(readFileSync(file, 'utf8'));
const totalMs = (profile.endTime - profile.startTime) / 1000;
const totalSamples = profile.samples.length;
const msPerSample = totalMs / Math.max(totalSamples, 1);

const nodesById = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const keyOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}\t${url}\t${lineNumber}`;
};

// Self samples per function; total samples per function, counted once per stack.
const self = new Map();
const total = new Map();
const lineTicks = new Map();
const sampleCount = new Map();
for (const id of profile.samples) sampleCount.set(id, (sampleCount.get(id) ?? 0) + 1);
for (const [id, count] of sampleCount) {
  const node = nodesById.get(id);
  self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + count);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const key = keyOf(nodesById.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + count);
  }
}
for (const node of profile.nodes) {
  if (!node.positionTicks) continue;
  const perLine = lineTicks.get(keyOf(node)) ?? new Map();
  for (const { line, ticks } of node.positionTicks)
    perLine.set(line, (perLine.get(line) ?? 0) + ticks);
  lineTicks.set(keyOf(node), perLine);
}

const sourceMaps = new Map();
/** Maps a 1-based line of a built file to 'src/...ts:line', or undefined without a source map. */
function originalLine(url, line) {
  if (!url.startsWith('file://')) return undefined;
  const path = fileURLToPath(url);
  if (!sourceMaps.has(path)) {
    const mapPath = `${path}.map`;
    sourceMaps.set(
      path,
      existsSync(mapPath)
        ? {
            map: new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8'))),
            lines: readFileSync(path, 'utf8').split('\n'),
          }
        : undefined,
    );
  }
  const entry = sourceMaps.get(path);
  if (!entry) return undefined;
  const text = entry.lines[line - 1] ?? '';
  const column = text.length - text.trimStart().length;
  const found = entry.map.findEntry(line - 1, column);
  if (!found || found.originalLine === undefined) return undefined;
  // tsc writes sources relative to the map file.
  const source = fileURLToPath(new URL(found.originalSource, url));
  return { where: `${relative(repoRoot, source)}:${found.originalLine + 1}`, code: text.trim() };
}

const where = (key) => {
  const [name, url, line] = key.split('\t');
  if (!url) return name;
  const mapped = originalLine(url, Number(line) + 1);
  const shortUrl = url.startsWith('file://') ? relative(repoRoot, fileURLToPath(url)) : url;
  return `${name}  ${mapped ? mapped.where : `${shortUrl}:${Number(line) + 1}`}`;
};
const pct = (samples) => `${((samples / totalSamples) * 100).toFixed(1).padStart(5)}%`;
const ms = (samples) => `${(samples * msPerSample).toFixed(0).padStart(6)} ms`;

console.log(`${file}: ${totalMs.toFixed(0)} ms, ${totalSamples} samples\n`);
console.log(`top ${top} by self time (self, then total incl. callees):`);
for (const [key, samples] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${ms(samples)} ${pct(samples)}  total ${pct(total.get(key) ?? 0)}  ${where(key)}`);
}

const ours = [...total]
  .filter(([key]) => key.split('\t')[1].includes(match))
  .sort((a, b) => b[1] - a[1]);
console.log(`\nfunctions whose url contains '${match}', by total time, with their hottest lines:`);
for (const [key, samples] of ours.slice(0, top)) {
  console.log(
    `${ms(samples)} ${pct(samples)} total, self ${pct(self.get(key) ?? 0)}  ${where(key)}`,
  );
  const url = key.split('\t')[1];
  const lines = [...(lineTicks.get(key) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 4);
  for (const [line, ticks] of lines) {
    const mapped = originalLine(url, line);
    const built = `(built line ${line})`;
    console.log(
      `${' '.repeat(20)}${String(ticks).padStart(6)} ticks  ${mapped ? `${mapped.where} ${built}  ${mapped.code.slice(0, 90)}` : built}`,
    );
  }
}
