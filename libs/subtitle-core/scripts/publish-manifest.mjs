// The package.json that npm packs, without the workspace's "@captio/source" export condition
// (nor the pack scripts that name this file).
//
// In this monorepo TypeScript (customConditions in tsconfig.base.json), Vite and Vitest resolve
// @captio/subtitle-core to src/index.ts through that condition, so apps and tests use the source
// without a build. The published package ships dist only: a condition there would point at a file
// it does not have. npm runs these around `npm pack` and `npm publish` (nx release publishes with it):
//
//   node scripts/publish-manifest.mjs strip     prepack: saves package.json, writes it without the condition
//   node scripts/publish-manifest.mjs restore   postpack: puts the saved package.json back
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST = join(PROJECT, 'package.json');
const SAVED = join(PROJECT, 'tmp', 'package.json.workspace');
const CONDITION = '@captio/source';

function withoutCondition(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== CONDITION)
      .map(([key, inner]) => [key, withoutCondition(inner)]),
  );
}

function restore() {
  if (!existsSync(SAVED)) return;
  writeFileSync(MANIFEST, readFileSync(SAVED));
  rmSync(SAVED);
}

function strip() {
  // A pack that failed before its postpack left the stripped manifest: start from the saved one.
  restore();
  const text = readFileSync(MANIFEST, 'utf8');
  mkdirSync(dirname(SAVED), { recursive: true });
  writeFileSync(SAVED, text);
  const manifest = JSON.parse(text);
  manifest.exports = withoutCondition(manifest.exports);
  // These two name this script, which is not published either.
  delete manifest.scripts.prepack;
  delete manifest.scripts.postpack;
  if (Object.keys(manifest.scripts).length === 0) delete manifest.scripts;
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

const command = process.argv[2];
if (command === 'strip') strip();
else if (command === 'restore') restore();
else {
  console.error('usage: node scripts/publish-manifest.mjs strip|restore');
  process.exitCode = 2;
}
