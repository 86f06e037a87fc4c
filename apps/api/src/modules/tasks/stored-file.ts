import { fileStoreIn } from '../files/file-store.js';

/** Where the file store keeps the bytes of a hash, as a path the media tools can read. */
export function storedFilePath(dataDir: string, hash: string): string {
  return fileStoreIn(dataDir).localPath(hash);
}
