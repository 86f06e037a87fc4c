/**
 * The channel on which the database announces changes to what api processes keep in memory
 * (migration 0001_change_notifications): a user's id, or '*' for everything.
 */
export const CHANGES_CHANNEL = 'captio_changes';

const SYNC_PREFIX = 'sync:';
/** Payloads that name a task whose status or progress changed (see announceTask). */
export const TASK_PREFIX = 'task:';

/** A task changed; `undefined` means any task may have (the feed went down or came back). */
export type TaskListener = (taskId: string | undefined) => void;

export interface ChangeListener {
  /** A row of this user changed; `undefined` means any row of anybody may have. */
  changed(userId: number | undefined): void;
}

/**
 * Changes to users, sessions and drive files as the database announces them, from every process
 * that writes to it. A cache may serve from memory only while the feed is `live`: a feed that lost
 * its connection may have missed changes, and tells its listeners that everything changed when it
 * goes down and again when it is back.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /** Hears tasks changing, in any process: what server-sent events of a task wait for. */
  subscribeTasks(listener: TaskListener): () => void;
  /** Resolves once every change committed before the call has reached the listeners. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** A feed that never hears anything, so a cache on it never serves from memory. */
export const NO_CHANGE_FEED: ChangeFeed = {
  live: false,
  subscribe: () => () => {},
  subscribeTasks: () => () => {},
  sync: async () => {},
  close: async () => {},
};

/**
 * What both feeds share: dispatching payloads to listeners, and sync(), which announces a marker
 * of its own and waits until it comes back. Postgres delivers notifications in commit order, so
 * every change committed before the marker has been dispatched by then.
 */
export abstract class BaseChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly taskListeners = new Set<TaskListener>();
  private readonly pendingSyncs = new Map<string, () => void>();
  private syncCount = 0;
  protected isLive = false;

  get live(): boolean {
    return this.isLive;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeTasks(listener: TaskListener): () => void {
    this.taskListeners.add(listener);
    return () => this.taskListeners.delete(listener);
  }

  async sync(): Promise<void> {
    const marker = `${SYNC_PREFIX}${process.pid}:${++this.syncCount}`;
    const arrived = new Promise<void>((resolve) => this.pendingSyncs.set(marker, resolve));
    await this.announce(marker);
    await arrived;
  }

  abstract close(): Promise<void>;

  /** Sends a payload on the channel through the main connection. */
  protected abstract announce(payload: string): Promise<void>;

  protected receive(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.pendingSyncs.get(payload)?.();
      this.pendingSyncs.delete(payload);
      return;
    }
    if (payload.startsWith(TASK_PREFIX)) {
      // A task's progress says nothing about cached users: only task listeners hear it.
      const taskId = payload.slice(TASK_PREFIX.length);
      for (const listener of this.taskListeners) listener(taskId);
      return;
    }
    const userId = payload === '*' ? undefined : Number(payload);
    this.notifyAll(userId !== undefined && Number.isSafeInteger(userId) ? userId : undefined);
  }

  /** Tells every listener that anything may have changed (the feed went down or came back). */
  protected notifyAll(userId: number | undefined = undefined): void {
    for (const listener of this.listeners) listener.changed(userId);
    if (userId === undefined) for (const listener of this.taskListeners) listener(undefined);
  }
}
