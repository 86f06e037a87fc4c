/**
 * The third-party corpora in test/fixtures/third-party (its README.md says where each comes from
 * and under which licence), for every test that reads them. Paths are relative to that folder,
 * e.g. 'androidx-media/subrip/typical'.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';

export const FIXTURES = new URL('../fixtures/third-party/', import.meta.url);

/** A fixture's text, decoded as UTF-16 LE or BE when it starts with that byte order mark, else as UTF-8. */
export function readFixture(path: string): string {
  const bytes = readFileSync(new URL(path, FIXTURES));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder().decode(bytes);
}

/**
 * The files below a folder ('go-astisub/'), subfolders included, sorted, as paths relative to
 * FIXTURES; `keep` picks them by file name.
 */
export function fixtureFiles(
  folder: string,
  keep: (name: string) => boolean = () => true,
): string[] {
  const files: string[] = [];
  for (const name of readdirSync(new URL(folder, FIXTURES))) {
    const path = `${folder}${name}`;
    if (statSync(new URL(path, FIXTURES)).isDirectory()) {
      files.push(...fixtureFiles(`${path}/`, keep));
    } else if (keep(name)) {
      files.push(path);
    }
  }
  return files.sort();
}
