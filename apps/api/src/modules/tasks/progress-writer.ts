import type { TaskStage } from '@captio/api-client';

/** Progress reaches the database (and the page) at most this often. */
export const PROGRESS_INTERVAL_MS = 500;

/**
 * Writes a job's progress (a task's, a download's) at most every PROGRESS_INTERVAL_MS, in order:
 * a stage change at once, percentages in between only as the newest one when the interval has
 * passed.
 */
export class ProgressWriter<Stage extends string = TaskStage> {
  private chain: Promise<void> = Promise.resolve();
  private lastWrite = 0;
  private pending: { stage: Stage; percent: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private written = -1;
  /** Percent already done before the stages that follow (a link's fetch); they fill the rest. */
  private shift = 0;

  constructor(
    private readonly write: (stage: Stage, percent: number) => Promise<void>,
    /** Where each stage starts, in percent of the whole job. */
    private readonly stageStart: Readonly<Record<Stage, number>>,
  ) {}

  stage(stage: Stage): void {
    this.pending = { stage, percent: this.shifted(this.stageStart[stage]) };
    this.flush();
  }

  /** From now on, stages fill the percent above `done` in their proportions. */
  shiftBy(done: number): void {
    this.shift = done;
  }

  report(stage: Stage, percent: number): void {
    const rounded = Math.min(99, Math.round(this.shifted(percent)));
    if (rounded <= this.written && this.pending === undefined) return;
    this.pending = { stage, percent: rounded };
    const wait = this.lastWrite + PROGRESS_INTERVAL_MS - Date.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  private shifted(percent: number): number {
    return this.shift + (percent * (100 - this.shift)) / 100;
  }

  /** Lets the writes under way finish; nothing is written after. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.chain;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.pending;
    this.pending = undefined;
    if (!next || this.stopped) return;
    this.lastWrite = Date.now();
    this.written = next.percent;
    this.chain = this.chain
      .then(() => this.write(next.stage, next.percent))
      // Progress is a courtesy: a failed write must not fail the job.
      .catch(() => {});
  }
}
