import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EngineError, isEngineError } from '../../engine-error.js';
import { isExecutable } from '../../process/is-executable.js';
import { runProcess } from '../../process/run-process.js';
import { findPair, translateNonEmpty } from '../language-pairs.js';
import { simpleMarkup } from '../simple-markup.js';
import type { LanguagePair, TranslateOptions, TranslationEngine } from '../translation-engine.js';
import { type ApertiumRoute, routesFromModes } from './apertium-modes.js';
import { fromHtmlBatch, toHtmlBatch } from './html-batch.js';

export interface ApertiumEngineOptions {
  /** Default: 'apertium' on PATH. */
  binaryPath?: string;
  /** Where the language data is (the folder holding `modes/`); default Apertium's own. */
  dataDir?: string;
  /** The language pairs are chained through where no direct mode exists; default 'es'. */
  hub?: string;
  /** The longest one translate call may take unless it says otherwise; default 10 minutes. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
/** Listing the modes runs a shell script that only reads a folder. */
const LIST_TIMEOUT_MS = 30_000;

/**
 * Apertium, the local default: rule-based translation between the installed pairs (Debian's
 * `apertium-*` packages), chained through Spanish where no direct pair exists. Every step of a
 * job is one process that takes all its lines at once (see html-batch.ts for why as HTML).
 * Rejects with 'tool-missing' when the program or any language data is absent.
 */
export async function createApertiumEngine(
  options: ApertiumEngineOptions = {},
): Promise<TranslationEngine> {
  const binaryPath = options.binaryPath?.trim() || 'apertium';
  const dataDir = options.dataDir?.trim() || undefined;
  const engineTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(await isExecutable(binaryPath))) {
    throw new EngineError('tool-missing', `${binaryPath} is not an executable program`);
  }
  const modes = await installedModes(binaryPath, dataDir);
  const routes = routesFromModes(modes, options.hub?.trim() || 'es');
  if (routes.length === 0) {
    throw new EngineError(
      'tool-missing',
      `no Apertium language pair is installed${dataDir ? ` in ${dataDir}` : ''}`,
    );
  }
  const pairs: readonly LanguagePair[] = routes.map((route) => route.pair);
  const routeFor = (from: string, to: string): ApertiumRoute | undefined => {
    const pair = findPair(pairs, from, to);
    return pair && routes.find((route) => route.pair === pair);
  };

  const runStep = async (
    mode: string,
    lines: string[],
    deadline: number,
    call: TranslateOptions,
    onLines: (done: number) => void,
  ): Promise<string[]> => {
    // The input goes as a file: apertium hands /dev/stdin to Transfuse's tf-extract, which
    // cannot read it when it is a socket, as Node's child stdin is.
    const folder = await mkdtemp(join(tmpdir(), 'captio-apertium-'));
    const input = join(folder, 'lines.html');
    const chunks: Buffer[] = [];
    let done = 0;
    let stderr: string;
    try {
      await writeFile(input, toHtmlBatch(lines, call.markup), 'utf8');
      ({ stderr } = await runProcess(
        binaryPath,
        [...(dataDir ? ['-d', dataDir] : []), '-u', '-f', 'html', mode, input],
        {
          timeoutMs: Math.max(1, deadline - Date.now()),
          ...(call.signal ? { signal: call.signal } : {}),
          processGroup: true,
          onStdout: (chunk) => {
            chunks.push(chunk);
            // A `</p>` split over two chunks is missed: progress only, the count is checked after.
            const closed = chunk.toString('latin1').split('</p>').length - 1;
            if (closed > 0) onLines((done += closed));
          },
        },
      ));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    try {
      return fromHtmlBatch(Buffer.concat(chunks).toString('utf8'), lines.length, call.markup);
    } catch (error) {
      // apertium's script exits 0 when a program in its pipeline fails: what it said explains
      // the missing lines better than the count does.
      if (stderr.trim() === '') throw error;
      const lastLine = stderr.trim().split('\n').at(-1) ?? '';
      throw new EngineError('tool-failed', `apertium ${mode} failed: ${lastLine}`, stderr, {
        cause: error,
      });
    }
  };

  return {
    id: 'apertium',
    quality: {
      level: 'rule-based',
      note: 'Apertium (rule-based, on this server): readable drafts between close languages (Spanish, Portuguese, Catalan, Italian, French), rougher from and to English, and a pair chained through Spanish adds the errors of both steps.',
    },
    // Its HTML mode keeps inline tags on the words they hold (words that change places take
    // theirs along), and every step of a chained pair does.
    keepsMarkup: true,
    pairs: () => pairs,
    supports: (from, to) => routeFor(from, to) !== undefined,
    async translate(given, call) {
      const route = routeFor(call.from, call.to);
      if (!route) {
        throw new EngineError(
          'unsupported-language',
          `no Apertium pair translates '${call.from}' → '${call.to}' here`,
        );
      }
      const deadline = Date.now() + (call.timeoutMs ?? engineTimeoutMs);
      const progress = progressReporter(call.onProgress);
      // A line of tags around nothing but spaces is as empty as a blank one.
      const lines = call.markup ? given.map(simpleMarkup) : given;
      const output = await translateNonEmpty(lines, async (texts) => {
        let current = texts;
        for (const [step, mode] of modesFor(route, call.to).entries()) {
          const total = current.length * route.modes.length;
          const before = step * current.length;
          current = await runStep(mode, current, deadline, call, (done) =>
            progress(Math.min(before + done, total) / total),
          );
        }
        return current;
      });
      progress(1);
      return output;
    },
  };
}

/** The route's modes, the last one the target region's variety where there is one ('pt-BR'). */
function modesFor(route: ApertiumRoute, to: string): string[] {
  const region = /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(to.trim())?.[1]?.toUpperCase();
  const last = region ? route.regional[region] : undefined;
  return last ? [...route.modes.slice(0, -1), last] : route.modes;
}

async function installedModes(binaryPath: string, dataDir: string | undefined) {
  // `apertium -d <dir> -l` does not list (Apertium 3.8 prints '*'): the folder is read instead.
  if (dataDir) {
    try {
      const names = await readdir(join(dataDir, 'modes'));
      return names.filter((name) => name.endsWith('.mode')).map((name) => name.slice(0, -5));
    } catch (error) {
      throw new EngineError('tool-missing', `no Apertium language data in ${dataDir}`, undefined, {
        cause: error,
      });
    }
  }
  try {
    const { stdout } = await runProcess(binaryPath, ['-l'], { timeoutMs: LIST_TIMEOUT_MS });
    return stdout.split('\n').map((line) => line.trim());
  } catch (error) {
    if (isEngineError(error, 'tool-failed')) {
      throw new EngineError(
        'tool-missing',
        `${binaryPath} -l lists no language pairs`,
        error.stderr,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

/** Reports growing whole percents only, whatever the number of lines, and 1 once at the end. */
function progressReporter(onProgress: TranslateOptions['onProgress']) {
  let last = 0;
  return (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    if (!onProgress || percent <= last) return;
    last = percent;
    onProgress(percent / 100);
  };
}
