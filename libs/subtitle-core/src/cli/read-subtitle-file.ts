import { readFile } from 'node:fs/promises';
import { decodeSubtitleBytes } from '../lib/text/decode-subtitle-bytes.js';

export async function readSubtitleFile(path: string): Promise<string> {
  return decodeSubtitleBytes(await readFile(path)).text;
}
