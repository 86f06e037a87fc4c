import { join } from 'node:path';

/**
 * Where the file store keeps the bytes of a hash: `<dataDir>/files/ab/cd/abcd...`, two levels of
 * folders so that no folder holds more than 65,536 entries. The uploads module writes there;
 * when it exports its own function, this one points at it.
 */
export function storedFilePath(dataDir: string, hash: string): string {
  return join(dataDir, 'files', hash.slice(0, 2), hash.slice(2, 4), hash);
}
