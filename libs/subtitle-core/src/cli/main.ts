#!/usr/bin/env node
import { parseCliArgs } from './cli-args.js';
import { runCli } from './run-cli.js';

const code = await runCli(parseCliArgs(process.argv.slice(2)), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
