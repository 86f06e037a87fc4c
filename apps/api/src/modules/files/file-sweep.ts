import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { FileStore } from './file-store.js';
import { sweepFiles } from './stored-files.js';

/**
 * A temp file nobody has written to for this long belongs to an upload that died with its process
 * (a live upload writes every moment its client sends); other processes may share the folder, so
 * younger ones are left alone.
 */
export const STALE_TEMP_MS = 60 * 60 * 1000;
/** Expired files go within this long of their expiry: a week's keep needs no finer clock. */
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface FileSweepOptions {
  db: Database;
  store: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Frees what nobody keeps: expired entries (visitors' and free users' files), media no entry or
 * task uses, stale temp files. Safe in every api process at once: each hash is freed under its
 * lock (see releaseIfUnused).
 */
export class FileSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private readonly now: () => Date;
  private readonly intervalMs: number;

  constructor(private readonly options: FileSweepOptions) {
    this.now = options.now ?? (() => new Date());
    this.intervalMs = options.intervalMs ?? SWEEP_INTERVAL_MS;
  }

  /** Sweeps now, then every intervalMs, until stop(). */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops sweeping and waits for a sweep under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One sweep; what it freed. */
  async sweep(): Promise<{ freed: string[]; tempFiles: number }> {
    const now = this.now();
    const freed = await sweepFiles(this.options.db, this.options.store, now);
    const tempFiles = await this.options.store.cleanTemp(new Date(now.getTime() - STALE_TEMP_MS));
    if (freed.length > 0 || tempFiles > 0) {
      this.options.log.info({ freed: freed.length, tempFiles }, 'file sweep');
    }
    return { freed, tempFiles };
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'file sweep failed'))
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
