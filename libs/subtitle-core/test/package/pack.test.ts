// Other teams install @captio/subtitle-core from a tarball, not from this workspace: pack it
// the way `npm publish` would, install it into an empty project and use it from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const libRoot = new URL('../..', import.meta.url).pathname;
const workspaceRoot = new URL('../../../..', import.meta.url).pathname;
const tsc = join(workspaceRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const node = process.execPath;

const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHello <i>world</i>\n\n';

let project = '';
let packedFiles: string[] = [];

/** Output as a person reads it in a plain terminal, whatever colour settings the runner has. */
const PLAIN_ENV = (() => {
  const { FORCE_COLOR: _force, ...env } = process.env;
  return { ...env, NO_COLOR: '1' };
})();

function run(command: string, args: string[], cwd = project): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: PLAIN_ENV,
  });
}

beforeAll(() => {
  if (!existsSync(join(libRoot, 'dist', 'index.js'))) {
    throw new Error(
      'dist/ is missing: the test target builds the library first (nx test subtitle-core)',
    );
  }
  project = mkdtempSync(join(tmpdir(), 'captio-subtitle-core-consumer-'));
  const packJson = run('npm', ['pack', '--json', '--pack-destination', project], libRoot);
  const [packed] = JSON.parse(packJson) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  if (!packed) throw new Error('npm pack gave no tarball');
  packedFiles = packed.files.map((file) => file.path);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--offline', join(project, packed.filename)]);
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed @captio/subtitle-core', () => {
  it('ships the built JavaScript, types and README, and no sources or tests', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'dist/index.d.ts',
        'dist/cli/main.js',
        'README.md',
        'package.json',
      ]),
    );
    expect(
      packedFiles.filter(
        (path) => path.startsWith('src/') || path.startsWith('test/') || path.includes('.test.'),
      ),
    ).toEqual([]);
  });

  it('imports from JavaScript', () => {
    writeFileSync(
      join(project, 'use.mjs'),
      `import { parse, format } from '@captio/subtitle-core';\n` +
        `const result = parse(${JSON.stringify(SRT)});\n` +
        `process.stdout.write(format(result.cues, 'vtt'));\n`,
    );
    expect(run(node, ['use.mjs'])).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello <i>world</i>\n',
    );
  });

  it('type-checks and runs from TypeScript', () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { parse, parseTime, type Cue, type ParseResult } from '@captio/subtitle-core';\n` +
        `const result: ParseResult = parse(${JSON.stringify(SRT)}, { format: 'srt' });\n` +
        `const first: Cue | undefined = result.cues[0];\n` +
        `const end: number = parseTime('2.5');\n` +
        `console.log(first?.start, end);\n`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    expect(run(node, [tsc, '-p', 'tsconfig.json'])).toBe('');
    expect(run(node, ['use.ts']).trim()).toBe('1000 2500');
  });

  it('a wrong import is a type error for TypeScript users', () => {
    writeFileSync(
      join(project, 'wrong.ts'),
      `import { parse } from '@captio/subtitle-core';\nconst n: number = parse('');\n`,
    );
    writeFileSync(
      join(project, 'tsconfig.wrong.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['wrong.ts'],
      }),
    );
    let output = '';
    try {
      run(node, [tsc, '-p', 'tsconfig.wrong.json', '--pretty', 'false']);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    expect(output).toMatch(
      /wrong\.ts\(2,7\): error TS2322: Type 'ParseResult' is not assignable to type 'number'/,
    );
  });

  it('ships every file its manifest points at, and no workspace-only export condition', () => {
    const manifest = JSON.parse(
      readFileSync(
        join(project, 'node_modules', '@captio', 'subtitle-core', 'package.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const targets: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') targets.push(value.replace(/^\.\//, ''));
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
    };
    [
      manifest['main'],
      manifest['module'],
      manifest['types'],
      manifest['exports'],
      manifest['bin'],
    ].forEach(collect);
    expect(targets).toContain('dist/index.d.ts');
    expect(targets.filter((target) => !packedFiles.includes(target))).toEqual([]);
    const listed = (manifest['files'] as string[]).filter((entry) => /\.md$/.test(entry));
    expect(listed.filter((file) => !packedFiles.includes(file))).toEqual([]);
    expect(JSON.stringify(manifest)).not.toContain('@captio/source');
    expect(manifest['scripts']).toBeUndefined();
  });

  // Declarations must not need the DOM lib or @types/node: a worker, Deno or a server without
  // them compiles with lib ["es2022"], and with skipLibCheck false checks this package too.
  it.each([
    [
      'no DOM lib, no @types/node',
      ['es2022'],
      `for await (const cue of readCues('${SRT.replaceAll('\n', '\\n')}', 'srt')) starts.push(cue.start);\n` +
        `export const pair = cueTransformStream('vtt');\n`,
    ],
    [
      'the DOM lib, piping a fetch body',
      ['es2022', 'dom'],
      `const cues: ReadableStream<Cue> = new Response('').body!.pipeThrough(cueTransformStream('vtt'));\n` +
        `for await (const cue of readCues(cues as unknown as AsyncIterable<string>, 'srt')) starts.push(cue.start);\n`,
    ],
  ])('type-checks its stream API with %s (skipLibCheck false)', (_what, lib, body) => {
    writeFileSync(
      join(project, 'streams.ts'),
      `import { cueTransformStream, readCues, type Cue } from '@captio/subtitle-core';\n` +
        `export const starts: Cue['start'][] = [];\n${body}`,
    );
    writeFileSync(
      join(project, 'tsconfig.streams.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib,
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['streams.ts'],
      }),
    );
    expect(run(node, [tsc, '-p', 'tsconfig.streams.json', '--pretty', 'false'])).toBe('');
  });

  it('installs the captio-subs command', () => {
    writeFileSync(join(project, 'in.srt'), SRT);
    run(join(project, 'node_modules', '.bin', 'captio-subs'), ['convert', 'in.srt', 'out.vtt']);
    expect(readFileSync(join(project, 'out.vtt'), 'utf8')).toContain(
      '00:00:01.000 --> 00:00:02.500',
    );
  });
});
