import { runCli } from './cli.js';

/** `./captio admin ...`: the operator's commands (see --help). */
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
