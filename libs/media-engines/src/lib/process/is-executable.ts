import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** A path, or a name looked up on PATH as a shell would. */
export async function isExecutable(program: string): Promise<boolean> {
  const candidates = program.includes('/')
    ? [program]
    : (process.env['PATH'] ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, program));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return true;
    } catch {
      // Not here: the next folder.
    }
  }
  return false;
}
