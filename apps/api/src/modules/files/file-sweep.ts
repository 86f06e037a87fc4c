import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { Periodic } from '../../jobs/periodic.js';
import type { FileStore } from './file-store.js';
import { sweepFiles } from './stored-files.js';
import { forgetVisitorRecords } from './visitor-records.js';

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
 * Frees what nobody keeps: expired entries (visitors' and free users' files), the media of
 * finished tasks whose holder no longer holds it (visitors' tasks whole), media no entry or task
 * uses, visitors' records past the keep, stale temp files. Safe in every api process at once:
 * each hash is let go of and freed under its lock (see releaseIfUnused); the rest is deletes
 * that two processes may both run.
 */
export class FileSweep {
  private readonly now: () => Date;
  private readonly rounds: Periodic;

  constructor(private readonly options: FileSweepOptions) {
    this.now = options.now ?? (() => new Date());
    this.rounds = new Periodic({
      round: () => this.sweep(),
      intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
      onError: (error) => options.log.error({ err: error }, 'file sweep failed'),
    });
  }

  /** Sweeps now, then every intervalMs, until stop(). */
  start(): void {
    this.rounds.start();
  }

  /** Stops sweeping and waits for a sweep under way. */
  async stop(): Promise<void> {
    await this.rounds.stop();
  }

  /** One sweep; what it freed. */
  async sweep(): Promise<{ freed: string[]; tempFiles: number; visitorRecords: number }> {
    const now = this.now();
    const freed = await sweepFiles(this.options.db, this.options.store, now);
    const visitorRecords = await forgetVisitorRecords(this.options.db, now);
    const tempFiles = await this.options.store.cleanTemp(new Date(now.getTime() - STALE_TEMP_MS));
    if (freed.length > 0 || tempFiles > 0 || visitorRecords > 0) {
      this.options.log.info({ freed: freed.length, tempFiles, visitorRecords }, 'file sweep');
    }
    return { freed, tempFiles, visitorRecords };
  }
}
