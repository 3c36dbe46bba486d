/**
 * LISTEN/NOTIFY for the server's own caches. A trigger's `pg_notify` is
 * delivered to the session that committed it before that statement's (or
 * transaction's) result reaches the caller, so the database wrappers await
 * the handlers of whatever arrived before resolving: a request that changed
 * something has renewed the caches it affects before it answers.
 */
export type NotifyHandler = (payload: string) => void | Promise<void>;

export class Notifier {
  private readonly handlers = new Map<string, Set<NotifyHandler>>();
  private readonly pending = new Set<Promise<void>>();

  /** The channels listened to, in the order first asked for. */
  channels(): string[] {
    return [...this.handlers.keys()];
  }

  /** Adds a handler; returns the function that removes it. */
  add(channel: string, handler: NotifyHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** A notification from the database: runs its channel's handlers. */
  deliver(channel: string, payload: string) {
    for (const handler of this.handlers.get(channel) ?? []) {
      const run: Promise<void> = Promise.resolve()
        .then(() => handler(payload))
        .catch(() => undefined)
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /**
   * Resolves once the handlers of every notification so far are done. Those
   * of notifications arriving meanwhile (other requests' writes) are not
   * waited for: under a steady stream of writes that wait would never end.
   */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Whether handlers are still running (the wrappers skip the await when not). */
  get busy(): boolean {
    return this.pending.size > 0;
  }
}

/** A channel name as an identifier for LISTEN (lower case, letters and _). */
export function channelSql(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) {
    throw new Error(`bad channel name: ${channel}`);
  }
  return channel;
}
