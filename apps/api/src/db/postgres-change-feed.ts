import pg from 'pg';
import { BaseChangeFeed, CHANGES_CHANNEL } from './change-feed.js';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When that
 * connection is lost the feed stops being live, so caches stop serving from memory, and it
 * reconnects with growing pauses; once back, listeners hear that anything may have changed.
 */
export class PostgresChangeFeed extends BaseChangeFeed {
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {
    super();
  }

  /** Starts listening; when the first attempt fails the feed starts down and keeps trying. */
  static async start(connectionString: string, pool: pg.Pool): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectionString, pool);
    await feed.connect();
    return feed;
  }

  protected async announce(payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (this.isLive) {
      this.isLive = false;
      this.notifyAll();
    }
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      this.lost(client);
    };
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) this.receive(message.payload ?? '*');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (this.closed || lost) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.isLive = true;
    // Whatever changed while nobody listened is unknown.
    this.notifyAll();
  }

  private lost(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
    if (this.isLive && this.client === undefined) {
      this.isLive = false;
      this.notifyAll();
    }
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
