// Browser bundle sizes: what importing only SRT reading and writing costs, from this library and
// from the npm peers `subtitle` and `srt-parser-2`, and what the whole library costs. See ../README.md.
//
//   node tools/bench/subtitle-core/bundle-size.mjs     (needs libs/subtitle-core/dist)
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SRT_QUIRKS, srtQuirkBench } from './srt-quirks.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const README = fileURLToPath(new URL('../../../libs/subtitle-core/README.md', import.meta.url));

/** What each bundle imports: an app's entry that reads and writes SRT and nothing else. */
export const BUNDLES = [
  {
    id: 'captio-srt-cues',
    label: '@captio/subtitle-core, lean SRT (parseSrtCues, formatSrtCues)',
    readmeRow: '| `import { parseSrtCues, formatSrtCues }`',
    entry: "export { parseSrtCues, formatSrtCues } from '@captio/subtitle-core';",
  },
  {
    id: 'captio-srt',
    label: '@captio/subtitle-core, SRT only (parseSrt, formatSrt)',
    readmeRow: '| `import { parseSrt, formatSrt }`',
    entry: "export { parseSrt, formatSrt } from '@captio/subtitle-core';",
  },
  {
    id: 'captio-parse-format',
    label: '@captio/subtitle-core, parse and format (every format)',
    readmeRow: '| `import { parse, format }`',
    entry: "export { parse, format } from '@captio/subtitle-core';",
  },
  {
    id: 'captio-cue-text',
    label: '@captio/subtitle-core, parseCueText alone',
    readmeRow: '| `import { parseCueText }`',
    entry: "export { parseCueText } from '@captio/subtitle-core';",
  },
  {
    id: 'captio-all',
    label: '@captio/subtitle-core, every export',
    readmeRow: '| every export',
    entry: "export * from '@captio/subtitle-core';",
  },
  {
    id: 'subtitle',
    label: 'subtitle (parseSync, stringifySync)',
    entry: "export { parseSync, stringifySync } from 'subtitle';",
  },
  {
    id: 'srt-parser-2',
    label: 'srt-parser-2 (fromSrt, toSrt)',
    entry: "export { default } from 'srt-parser-2';",
  },
];

/** Minified, tree-shaken ESM for browsers; Node built-ins a peer imports are left out (not counted). */
async function bundle(entry) {
  const result = await build({
    stdin: { contents: entry, resolveDir: HERE, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // A browser app would need polyfills for these (subtitle imports stream and events): not counted.
    external: [...builtinModules, 'node:*'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Sizes in bytes for every bundle, by id. */
export async function bundleSizes() {
  const sizes = {};
  for (const { id, entry } of BUNDLES) sizes[id] = await bundle(entry);
  return sizes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The README's table of bundle sizes against the sizes measured: the bundles whose row gives
 * another minified or gzip size, as [label, README row, measured] (none when it is up to date).
 */
export function staleReadmeRows(sizes, readme = readFileSync(README, 'utf8')) {
  const stale = [];
  for (const { id, label, readmeRow } of BUNDLES) {
    if (readmeRow === undefined) continue;
    const row = readme.split('\n').find((line) => line.startsWith(readmeRow)) ?? '(no row)';
    const measured = `${kb(sizes[id].minified)} min, ${kb(sizes[id].gzip)} gzip`;
    const cells = row.split('|').map((cell) => cell.trim());
    if (cells[2] !== kb(sizes[id].minified) || cells[3] !== kb(sizes[id].gzip)) {
      stale.push([label, row, measured]);
    }
  }
  return stale;
}

/** Prints the table and the goal: the SRT-only imports against both peers. */
export async function bundleBench() {
  const sizes = await bundleSizes();
  console.log('\nBrowser bundle size (esbuild, minified, tree-shaken; gzip -9)');
  for (const { id, label } of BUNDLES) {
    console.log(
      `  ${label.padEnd(56)} ${kb(sizes[id].minified).padStart(9)} min ${kb(sizes[id].gzip).padStart(8)} gzip`,
    );
  }
  const peers = ['subtitle', 'srt-parser-2'];
  const smallest = Math.min(...peers.map((id) => sizes[id].gzip));
  const against = peers.map((id) => `${id} ${kb(sizes[id].gzip)}`).join(', ');
  for (const id of ['captio-srt-cues', 'captio-srt']) {
    const ours = sizes[id].gzip;
    console.log(
      `  ${id}: ${kb(ours)} gzip against ${against} (goal: smaller than both) ${ours < smallest ? 'met' : 'NOT met'}`,
    );
  }
  // What the sizes buy, beside them: a smaller peer that reads fewer real files is not the same thing.
  const quirks = await srtQuirkBench();
  console.log(
    `  for ${[...peers, 'captio-srt-cues', 'captio-srt'].map((id) => `${id} ${kb(sizes[id].gzip)} (${sizes[id].gzip} B): ${quirks[id].right}/${SRT_QUIRKS.length} read right`).join(', ')}`,
  );
  const stale = staleReadmeRows(sizes);
  for (const [label, row, measured] of stale) {
    console.log(
      `  libs/subtitle-core/README.md is out of date for ${label}: "${row}", measured ${measured}`,
    );
  }
  if (stale.length === 0) console.log('  libs/subtitle-core/README.md gives these sizes');
  return { sizes, readmeUpToDate: stale.length === 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { readmeUpToDate } = await bundleBench();
  if (!readmeUpToDate) process.exitCode = 1;
}
