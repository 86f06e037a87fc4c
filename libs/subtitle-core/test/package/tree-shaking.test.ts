// An app that imports only SRT reading and writing gets none of the other formats' code: the
// package is ESM with "sideEffects": false, and a module with a top-level side effect would
// break that for every app. Bundled from the sources, as a browser app's bundler would.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const INDEX = fileURLToPath(new URL('../../src/index.ts', import.meta.url));

async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: entry,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    minify: false,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Texts only one format's parser holds. */
const OTHER_FORMATS = {
  vtt: 'A WebVTT file starts with "WEBVTT"',
  ass: 'The [Events] Format line lacks a Start, End or Text column',
  csv: 'the row was skipped',
  ttml: 'closes no open element',
};

describe('tree shaking', () => {
  it('importing parseSrt and formatSrt leaves the other formats out', async () => {
    const srtOnly = await bundle(`export { parseSrt, formatSrt } from ${JSON.stringify(INDEX)};`);
    const everything = await bundle(`export * from ${JSON.stringify(INDEX)};`);
    for (const text of Object.values(OTHER_FORMATS)) {
      expect(everything).toContain(text);
      expect(srtOnly).not.toContain(text);
    }
    expect(srtOnly).toContain('could not be read; its cue was skipped');
    expect(srtOnly.length).toBeLessThan(everything.length / 3);
  });

  it('importing parseSrtCues and formatSrtCues brings no other code of the library', async () => {
    const lean = await bundle(
      `export { parseSrtCues, formatSrtCues } from ${JSON.stringify(INDEX)};`,
    );
    const srtOnly = await bundle(`export { parseSrt, formatSrt } from ${JSON.stringify(INDEX)};`);
    expect(srtOnly).toContain('could not be read; its cue was skipped');
    expect(lean).not.toContain('could not be read; its cue was skipped');
    // Only its own file: esbuild marks each bundled source file with a path comment.
    expect(lean.match(/^\/\/ .*\.ts$/gm)).toEqual([expect.stringMatching(/srt-cues\.ts$/)]);
  });
});
