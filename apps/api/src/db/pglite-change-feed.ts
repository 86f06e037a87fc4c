import type { PGlite } from '@electric-sql/pglite';
import { BaseChangeFeed, CHANGES_CHANNEL } from './change-feed.js';

/** PGlite runs in this process: its notifications arrive as soon as a statement commits. */
export class PgliteChangeFeed extends BaseChangeFeed {
  private unlisten: (() => Promise<void>) | undefined;

  private constructor(private readonly client: PGlite) {
    super();
  }

  static async start(client: PGlite): Promise<PgliteChangeFeed> {
    const feed = new PgliteChangeFeed(client);
    feed.unlisten = await client.listen(CHANGES_CHANNEL, (payload) => feed.receive(payload));
    feed.isLive = true;
    return feed;
  }

  protected async announce(payload: string): Promise<void> {
    await this.client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    if (!this.isLive) return;
    this.isLive = false;
    this.notifyAll();
    await this.unlisten?.();
  }
}
