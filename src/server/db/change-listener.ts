import pg from 'pg';

// An ear on one notification channel (decision 0020): a connection of its own that listens on the
// channel, which every change of what a process caches notifies at its commit (list_changes: migration
// 0011; site_changes: migration 0019). While it listens, the process hears of every change and needs no
// question per read; when the connection is lost it says so at once (the cache then asks again) and
// connects again, a little later each time.

const RETRY_FIRST_MS = 500;
const RETRY_LONGEST_MS = 30_000;

export class ChangeListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private delay = RETRY_FIRST_MS;
  private closed = false;
  private current = 0;

  /**
   * `heard` is called for every notice, with its payload, and without one when the connection is lost
   * and once it listens again (whatever changed while it did not listen was not heard).
   */
  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: 'list_changes' | 'site_changes',
    private readonly heard: (payload?: string) => void,
  ) {
    void this.connect();
  }

  /**
   * Moves on with every LISTEN that holds, and is 0 while none does: an index read after the listener's
   * `epoch` began has heard every change since.
   */
  get epoch(): number {
    return this.current;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.config);
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.current = 0;
      this.heard();
      client.end().catch(() => undefined);
      this.again();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (notice) => this.heard(notice.payload));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch {
      lost();
      return;
    }
    if (this.client !== client) return;
    this.current = ++epochs;
    this.delay = RETRY_FIRST_MS;
    this.heard();
  }

  private again(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.delay);
    this.retry.unref();
    this.delay = Math.min(this.delay * 2, RETRY_LONGEST_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.current = 0;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** Epochs are unique across listeners, so no two LISTENs share one. */
let epochs = 0;
