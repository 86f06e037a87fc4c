import { readFile, rm, writeFile } from 'node:fs/promises';
import { sceneChanges, thumbnail, waveformPeaks } from '@captio/media-engines';
import { DERIVED, type FileStore } from './file-store.js';
import type { MediaFileRow } from './stored-files.js';

/** The stored waveform of a file, as fileWaveform answers it. */
export interface WaveformFile {
  peaks: number[];
  peaks_per_second: number;
  duration: number;
  scene_changes: number[];
}

/** Width of the still: sharp in the drive's list and the result page, a few tens of KB. */
export const THUMBNAIL_MAX_WIDTH = 640;
/**
 * Peak pairs kept at most: 100 per second (a word's shape when zoomed in) up to ~17 minutes, fewer
 * beyond, so that a three-hour file's waveform stays near 1.5 MB of JSON.
 */
export const MAX_PEAK_PAIRS = 100_000;
export const MAX_PEAKS_PER_SECOND = 100;
/** ffmpeg's scene score above which the picture is taken to change (0.3 is the usual cut). */
export const SCENE_THRESHOLD = 0.3;

export function peaksPerSecondFor(durationSeconds: number): number {
  if (durationSeconds <= 0) return MAX_PEAKS_PER_SECOND;
  return Math.max(1, Math.min(MAX_PEAKS_PER_SECOND, Math.floor(MAX_PEAK_PAIRS / durationSeconds)));
}

/** The still is taken a tenth into the video (past a black opening), at most 10 s in. */
export function thumbnailTime(durationMs: number): number {
  return Math.min(durationMs / 10_000, 10);
}

/**
 * What is made from a stored file once and kept beside it: the still of a video and the waveform
 * (with scene changes). Requests that want the same thing at the same time share one run of
 * ffmpeg; runs in other processes at worst make it twice, and the rename keeps one.
 */
export class DerivedFiles {
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly store: FileStore) {}

  /** Makes the JPEG still of a video unless it exists. */
  async ensureThumbnail(media: MediaFileRow): Promise<void> {
    if (await this.store.exists(media.hash, DERIVED.thumbnail)) return;
    await this.once(`${media.hash}:thumbnail`, async () => {
      // The temp folder exists once something was uploaded here, not in a folder filled otherwise
      // (a copied data folder, a restored backup).
      await this.store.init();
      const temp = this.store.tempPath('jpg');
      try {
        await thumbnail(this.store.localPath(media.hash), temp, thumbnailTime(media.durationMs), {
          maxWidth: THUMBNAIL_MAX_WIDTH,
        });
        await this.store.putDerived(media.hash, DERIVED.thumbnail, temp);
      } finally {
        await rm(temp, { force: true });
      }
    });
  }

  /**
   * The waveform as the JSON of a WaveformFile, computed on the first call and read from beside
   * the file after that. Given out as text: a three-hour file's is 1.5 MB of numbers, which
   * parsing, checking and writing again held every other request up for tens of milliseconds.
   */
  async waveformJson(media: MediaFileRow): Promise<string> {
    if (!(await this.store.exists(media.hash, DERIVED.waveform))) {
      await this.once(`${media.hash}:waveform`, () => this.makeWaveform(media));
    }
    return readFile(this.store.localPath(media.hash, DERIVED.waveform), 'utf8');
  }

  private async makeWaveform(media: MediaFileRow): Promise<void> {
    const input = this.store.localPath(media.hash);
    const duration = media.durationMs / 1000;
    const [waveform, scenes] = await Promise.all([
      waveformPeaks(input, { peaksPerSecond: peaksPerSecondFor(duration) }),
      media.hasVideo ? sceneChanges(input, { threshold: SCENE_THRESHOLD }) : Promise.resolve([]),
    ]);
    const file: WaveformFile = {
      // Four decimals: finer than a screen pixel at any zoom, and half the JSON.
      peaks: Array.from(waveform.peaks, (peak) =>
        Math.max(-1, Math.min(1, Math.round(peak * 1e4) / 1e4)),
      ),
      peaks_per_second: waveform.peaksPerSecond,
      duration,
      scene_changes: scenes.map((scene) => Math.round(scene.timeSeconds * 1000) / 1000),
    };
    await this.store.init();
    const temp = this.store.tempPath('json');
    try {
      await writeFile(temp, JSON.stringify(file));
      await this.store.putDerived(media.hash, DERIVED.waveform, temp);
    } finally {
      await rm(temp, { force: true });
    }
  }

  private once(key: string, make: () => Promise<void>): Promise<void> {
    let run = this.running.get(key);
    if (!run) {
      const hash = key.slice(0, key.indexOf(':'));
      run = make()
        .then(async () => {
          // The file may have been freed while this was being made: nothing is left beside
          // bytes that are gone.
          if (!(await this.store.exists(hash))) await this.store.remove(hash);
        })
        .finally(() => this.running.delete(key));
      this.running.set(key, run);
    }
    return run;
  }
}
