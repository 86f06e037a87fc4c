import type { InfoDict } from './link-info.js';

/**
 * Reads yt-dlp's progress lines (one per update with --newline, in the shape of TEMPLATE) and
 * turns them into one growing fraction over every file of the download (video, then audio, when
 * they come apart and are merged).
 */
export class ProgressReader {
  /** Printed by yt-dlp for each update; a missing field prints as NA. */
  static readonly TEMPLATE =
    'download:captio-progress %(info.format_id)s %(progress.downloaded_bytes)s %(progress.total_bytes)s %(progress.total_bytes_estimate)s';

  /** Called once when the bytes written pass the limit; the caller stops the download. */
  onTooLarge: (() => void) | undefined;
  /** yt-dlp skipped a file the server said was over --max-filesize (it does not fail then). */
  sawMaxFilesize = false;

  private readonly formatIds: string[];
  private readonly doneBytes = new Map<string, number>();
  private pending = '';
  private reported = 0;

  constructor(
    info: InfoDict,
    private readonly maxBytes: number | undefined,
    private readonly onProgress: ((fraction: number) => void) | undefined,
  ) {
    this.formatIds = (info.requested_formats ?? []).map((format) => format.format_id ?? '');
  }

  read(chunk: Buffer): void {
    this.pending += chunk.toString('utf8');
    const lines = this.pending.split(/\r?\n|\r/);
    this.pending = lines.pop() ?? '';
    for (const line of lines) this.readLine(line);
  }

  private readLine(line: string): void {
    if (line.includes('File is larger than max-filesize')) this.sawMaxFilesize = true;
    const match = /^captio-progress (\S+) (\S+) (\S+) (\S+)$/.exec(line.trim());
    if (!match) return;
    const [, formatId = '', downloadedText = '', totalText = '', estimateText = ''] = match;
    const downloaded = Number(downloadedText);
    if (!Number.isFinite(downloaded)) return;
    this.doneBytes.set(formatId, downloaded);
    const written = [...this.doneBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
    if (this.maxBytes !== undefined && written > this.maxBytes) {
      const stop = this.onTooLarge;
      this.onTooLarge = undefined;
      stop?.();
      return;
    }
    const total = Number(totalText) || Number(estimateText);
    if (!this.onProgress || !(total > 0)) return;
    const parts = Math.max(1, this.formatIds.length);
    const index = Math.max(0, this.formatIds.indexOf(formatId));
    // Short of 1 until the file is in place: the caller's last call, with 1, says it is done.
    const fraction = Math.min(0.99, (index + Math.min(1, downloaded / total)) / parts);
    if (fraction > this.reported) {
      this.reported = fraction;
      this.onProgress(fraction);
    }
  }
}
