import { decodeSubtitleBytes } from '@captio/subtitle-core';

/**
 * A picked file's text, decoded as the subtitle tools decode files (UTF-16 with or without a
 * byte order mark, Windows-1252) rather than as File.text(), which reads every file as UTF-8.
 */
export async function readSubtitleFileText(file: Blob): Promise<string> {
  return decodeSubtitleBytes(new Uint8Array(await file.arrayBuffer())).text;
}
