import { resolve } from 'node:path';

/**
 * A path as ffmpeg must read it: with the explicit file: protocol and absolute, so that a name
 * such as '-version', 'concat:a|b' or 'http:x' is only ever a local file name.
 */
export function fileArgument(path: string): string {
  return `file:${resolve(path)}`;
}
