/**
 * Every WebVTT file of the fixture corpora: parsing never throws, and writing what was read then
 * reading it again gives the same cues, regions and header (and the same file a second time).
 */
import { describe, expect, it } from 'vitest';
import { fixtureFiles, readFixture } from '../support/fixtures.js';
import { readVtt, writeVtt } from '../support/read-write-vtt.js';

const FILES = [
  ...fixtureFiles('mozilla-vtt.js/', (name) => name.endsWith('.vtt')),
  ...fixtureFiles('androidx-media/webvtt/'),
  ...fixtureFiles('go-astisub/', (name) => name.endsWith('.vtt')),
];

describe('WebVTT round trip over every fixture file', () => {
  it('finds the corpora', () => {
    expect(FILES.length).toBeGreaterThan(290);
  });

  it.each(FILES)('%s', (path) => {
    const first = readVtt(readFixture(path));
    const written = writeVtt(first);
    const second = readVtt(written);
    expect(second.cues).toEqual(first.cues);
    expect(second.regions).toEqual(first.regions);
    expect(second.header).toEqual(first.header);
    // Only what the file itself says can be reported again, nothing the writer made.
    expect(second.errors.filter((error) => error.code !== 'end-before-start')).toEqual([]);
    expect(writeVtt(second)).toBe(written);
  });
});
