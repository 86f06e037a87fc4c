import { blockText, type ReadingBlock } from './reading-blocks.js';

/**
 * A reading document as plain text: the title, then each paragraph under a line with its time
 * and speaker when asked ('00:01:05  Alice'), paragraphs separated by a blank line.
 */
export function renderTextDocument(blocks: readonly ReadingBlock[], title: string): string {
  let out = `${title}\n\n`;
  for (const block of blocks) {
    const heading = [block.time, block.speaker].filter((part) => part).join('  ');
    if (heading !== '') out += `${heading}\n`;
    out += `${blockText(block)}\n\n`;
  }
  return out.replace(/\n+$/, '\n');
}
