import { readFile } from 'node:fs/promises';

/**
 * Subtitle files come in UTF-8 (with or without BOM) and, from Windows tools, UTF-16 with a BOM.
 * The library takes strings, so the CLI decodes here.
 */
export function decodeSubtitleBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older SRT files are often Windows-1252; decoding as such keeps accented letters readable.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readSubtitleFile(path: string): Promise<string> {
  return decodeSubtitleBytes(await readFile(path));
}
