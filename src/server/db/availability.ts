import { isConnectionLost } from './database-errors';

/**
 * Said instead of trying when the database is known to be out of reach. SQLSTATE 08006
 * (connection_failure), so it is a 503 like any other lost connection (database-errors.ts).
 */
export class DatabaseOutOfReachError extends Error {
  readonly code = '08006';
  constructor() {
    super(
      'The database is out of reach (a recent statement lost its connection); not trying until it answers',
    );
  }
}

/**
 * Fail fast while the database is out of reach. Without it, a database that accepts connections but
 * never answers (hung, or packets dropped) made every request wait for the pool's connection timeout
 * (5 s) or the client's query timeout (7 s), some over 10 s when they queued for a connection on top
 * (`npm run faults -- --only db-freeze-embedded` shows it).
 *
 * The first statement that loses its connection (refused, reset, timed out, the server shutting down)
 * closes the gate: statements then fail at once (a 503) while one probe at a time checks, every
 * `retryMs`, whether the database answers again on a connection of its own; the first answer opens the
 * gate. A slow statement (57014), a lock (55P03) or a wait for a busy pool's free client says nothing
 * about reachability and does not close it.
 */
export class DatabaseGate {
  private down = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly retryMs = 250,
  ) {}

  isOpen(): boolean {
    return !this.down;
  }

  /** Throws DatabaseOutOfReachError while the gate is closed. */
  check(): void {
    if (this.down) throw new DatabaseOutOfReachError();
  }

  /** Reads a statement's failure: a lost connection closes the gate until a probe gets an answer. */
  observe(error: unknown): void {
    if (this.down || this.closed || !isConnectionLost(error)) return;
    this.down = true;
    this.schedule(0);
  }

  /** Stops probing (the app is closing). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tryOnce(), ms);
    // A probe never keeps the process alive.
    this.timer.unref();
  }

  private async tryOnce(): Promise<void> {
    this.timer = null;
    try {
      await this.probe();
      this.down = false;
    } catch {
      this.schedule(this.retryMs);
    }
  }
}
