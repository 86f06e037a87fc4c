/** Addresses remembered at once; past it the oldest is forgotten (a flood of addresses is no reason to grow without end). */
const MAX_ADDRESSES = 50_000;

/**
 * Accounts made per client address in a sliding window: each new account has free
 * transcriptions, so one address may not make them without end. Only accounts made count: a
 * mistyped form, or a tool trying bad input, leaves the next sign-up free. Kept in the api
 * process's memory, as the other rate limits are.
 */
export class AccountsPerAddress {
  private readonly made = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The seconds until `address` may make another account, or undefined when it may now. */
  waitFor(address: string): number | undefined {
    const times = this.recent(address);
    if (times.length < this.limit) return undefined;
    const oldest = times[0] as number;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** An account was made from `address`. */
  record(address: string): void {
    const times = this.recent(address);
    this.made.delete(address);
    this.made.set(address, [...times, this.now()]);
    for (const oldest of this.made.keys()) {
      if (this.made.size <= MAX_ADDRESSES) break;
      this.made.delete(oldest);
    }
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.made.get(address) ?? []).filter((time) => time > since);
    if (times.length === 0) this.made.delete(address);
    return times;
  }
}
