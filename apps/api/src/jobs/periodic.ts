export interface PeriodicOptions {
  /** One round of the work. */
  round: () => Promise<unknown>;
  /** The pause between the end of one round and the start of the next. */
  intervalMs: number;
  /** Where a failed round's error goes; the next round comes all the same. */
  onError: (error: unknown) => void;
}

/**
 * Work done in the background of a process, round after round: the first at start(), each next
 * one intervalMs after the last ended (so rounds never overlap, however long one takes), until
 * stop(). Its timer does not keep the process alive.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: PeriodicOptions) {}

  /** Runs a round now, then every intervalMs after the last, until stop(). */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Starts no more rounds, and waits for one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** True once stop() is called: a long round may end early. */
  get stopping(): boolean {
    return this.stopped;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.options
        .round()
        .catch(this.options.onError)
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
