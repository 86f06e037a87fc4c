import { describe, expect, it } from 'vitest';
import { ProgressReader } from './download-progress.js';

const line = (format: string, done: number | 'NA', total: number | 'NA', estimate: number | 'NA') =>
  `captio-progress ${format} ${done} ${total} ${estimate}\n`;

describe('ProgressReader', () => {
  it('spreads the fraction over the video and the audio file of a merged download', () => {
    const fractions: number[] = [];
    const reader = new ProgressReader(
      { requested_formats: [{ format_id: '137' }, { format_id: '251' }] },
      undefined,
      (fraction) => fractions.push(fraction),
    );
    // Lines may be cut anywhere between two reads.
    const text = [
      '[info] dQw4w9WgXcQ: Downloading 1 format(s): 137+251\n',
      line('137', 0, 1000, 'NA'),
      line('137', 500, 1000, 'NA'),
      line('137', 1000, 1000, 'NA'),
      line('251', 100, 'NA', 400),
      line('251', 400, 'NA', 400),
    ].join('');
    reader.read(Buffer.from(text.slice(0, 70)));
    reader.read(Buffer.from(text.slice(70)));
    expect(fractions).toEqual([0.25, 0.5, 0.625, 0.99]);
  });

  it('reports nothing while the size is unknown, and never goes back', () => {
    const fractions: number[] = [];
    const reader = new ProgressReader({}, undefined, (fraction) => fractions.push(fraction));
    reader.read(
      Buffer.from(line('0', 100, 'NA', 'NA') + line('0', 50, 100, 'NA') + line('0', 20, 100, 'NA')),
    );
    expect(fractions).toEqual([0.5]);
  });

  it('calls for a stop once the bytes written pass the limit', () => {
    let stops = 0;
    const reader = new ProgressReader({}, 1000, undefined);
    reader.onTooLarge = () => stops++;
    reader.read(
      Buffer.from(
        line('0', 800, 'NA', 'NA') + line('0', 1200, 'NA', 'NA') + line('0', 1500, 'NA', 'NA'),
      ),
    );
    expect(stops).toBe(1);
  });

  it('notices when yt-dlp skipped a file over --max-filesize', () => {
    const reader = new ProgressReader({}, 1000, undefined);
    reader.read(
      Buffer.from(
        '[download] File is larger than max-filesize (4184593 bytes > 1000 bytes). Aborting.\n',
      ),
    );
    expect(reader.sawMaxFilesize).toBe(true);
  });
});
