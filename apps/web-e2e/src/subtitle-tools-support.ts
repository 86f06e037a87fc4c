import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import {
  decodeSubtitleBytes,
  formatTimestamp,
  parse,
  stripTags,
  type Cue,
  type SubtitleFormat,
} from '@captio/subtitle-core';

const FIXTURES = new URL('../fixtures/subtitles/', import.meta.url);

/** A fixture's path, for the file picker. */
export function fixturePath(name: string): string {
  return new URL(name, FIXTURES).pathname;
}

/** A fixture read as the tools read it: decoded by subtitle-core, then parsed. */
export function parseFixture(name: string, format?: SubtitleFormat) {
  const { text } = decodeSubtitleBytes(readFileSync(new URL(name, FIXTURES)));
  return parse(text, format ? { format } : {});
}

/** What a viewer sees of each cue: its times and its text without markup. */
export function seen(cues: readonly Cue[]): [number, number, string][] {
  return cues.map((cue) => [cue.start, cue.end, stripTags(cue.text)]);
}

/**
 * Clicks a download button (or runs `trigger`, such as a key press) and returns the file: its
 * suggested name and its text.
 */
export async function download(
  page: Page,
  trigger: Locator | (() => Promise<void>),
): Promise<{ name: string; text: string; bytes: Buffer; file: Download }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    typeof trigger === 'function' ? trigger() : trigger.click(),
  ]);
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), text: bytes.toString('utf8'), bytes, file };
}

/** `count` SubRip cues, two seconds apart, each with its number in its text. */
export function generatedSrt(count: number): string {
  const lines: string[] = [];
  for (let index = 0; index < count; index++) {
    const start = formatTimestamp(index * 2000, 'srt');
    const end = formatTimestamp(index * 2000 + 1500, 'srt');
    lines.push(`${index + 1}\n${start} --> ${end}\nSubtitle number ${index + 1}\n`);
  }
  return lines.join('\n');
}

/** The smallest PNG image: a 1x1 transparent pixel. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The tool's status line (what it is doing, what it did). */
export function toolStatus(page: Page): Locator {
  return page.getByRole('main').getByRole('status');
}

export async function expectNoDownloadButton(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);
}
