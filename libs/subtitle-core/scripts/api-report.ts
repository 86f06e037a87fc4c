// The API report of the public surface (api/subtitle-core.api.md) and the reference docs, both
// from the doc comments of the declarations tsc emits for src/index.ts.
//
//   node scripts/api-report.ts            check: fails when the public API differs from the report
//   node scripts/api-report.ts --update   writes the report anew (commit it with the API change)
//   node scripts/api-report.ts --docs     also writes the reference docs, Markdown, into docs/ (not committed)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const PROJECT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = join(PROJECT, 'tmp', 'api', 'types');
const MODEL = join(PROJECT, 'tmp', 'api', 'model');
const DOCS = join(PROJECT, 'docs');
const require = createRequire(import.meta.url);

export interface ApiReportOutcome {
  /** The public API differs from the committed report (always false after an update). */
  changed: boolean;
  errors: number;
  warnings: number;
  /** Where the report of the API as it is now was written. */
  reportPath: string;
}

function emitDeclarations(): void {
  rmSync(TYPES, { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.lib.json', '--emitDeclarationOnly', '--declaration', '--outDir', TYPES],
    { cwd: PROJECT, stdio: 'inherit' },
  );
}

/** Emits the declarations and runs API Extractor; with update, the committed report is rewritten. */
export function apiReport(update: boolean): ApiReportOutcome {
  emitDeclarations();
  const config = ExtractorConfig.loadFileAndPrepare(join(PROJECT, 'api-extractor.json'));
  const result = Extractor.invoke(config, { localBuild: update, messageCallback: quiet });
  return {
    changed: result.apiReportChanged,
    errors: result.errorCount,
    warnings: result.warningCount,
    reportPath: update ? config.reportFilePath : config.reportTempFilePath,
  };
}

/** Extractor's messages go to the report; its console chatter about files written does not. */
function quiet(message: { logLevel: string; handled: boolean }): void {
  if (message.logLevel === 'info' || message.logLevel === 'verbose') message.handled = true;
}

function writeDocs(): void {
  rmSync(DOCS, { recursive: true, force: true });
  // Its bin is not among the package's exports: found from its main module.
  const main = require.resolve('@microsoft/api-documenter');
  const documenter = join(dirname(main), '..', 'bin', 'api-documenter');
  execFileSync(process.execPath, [documenter, 'markdown', '-i', MODEL, '-o', DOCS], {
    cwd: PROJECT,
    stdio: 'inherit',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes('--update') || process.argv.includes('--docs');
  const outcome = apiReport(update);
  if (process.argv.includes('--docs')) writeDocs();
  if (outcome.changed && !update) {
    console.error(
      `The public API differs from api/subtitle-core.api.md (now: ${outcome.reportPath}). If the change is meant, run \`node scripts/api-report.ts --update\` in libs/subtitle-core and commit the report.`,
    );
    process.exitCode = 1;
  }
}
