#!/usr/bin/env node
import { parseCliArgs } from './cli-args.js';
import { runCli } from './run-cli.js';

// A reader that stops early (`captio-subs convert big.srt - | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const code = await runCli(parseCliArgs(process.argv.slice(2)), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
