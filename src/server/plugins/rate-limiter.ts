import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Localized } from '../../domain/language';
import { AppError } from './errors';

const TOO_MANY_ATTEMPTS: Localized = {
  nl: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.',
  en: 'Too many attempts. Please try again in a few minutes.',
};

/** A 429 that knows when the person may try again; the plugin below turns that into Retry-After. */
export class TooManyAttemptsError extends AppError {
  constructor(
    public readonly retryAfterSeconds: number,
    text: Localized = TOO_MANY_ATTEMPTS,
  ) {
    super(429, text);
  }
}

export interface LimitState {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

interface Window {
  startedAt: number;
  count: number;
}

// A flood of distinct keys (made-up usernames, many addresses) must not grow memory without bound.
const MAX_KEYS = 100_000;

/**
 * Counts attempts per key in fixed windows. In memory, so each app process counts on its own: with N
 * processes behind a proxy an attacker gets at most N times the limit, which still stops guessing.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();
  private lastPrunedAt: number;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastPrunedAt = now();
  }

  /** Counts one attempt for the key and says whether it is within the limit. */
  hit(key: string): LimitState {
    const window = this.current(key, true)!;
    window.count += 1;
    return this.state(window);
  }

  /** Whether the key is still within its limit, without counting an attempt. */
  check(key: string): LimitState {
    const window = this.current(key, false);
    return window ? this.state({ ...window, count: window.count + 1 }) : this.state(null);
  }

  /** Forgets the key: a successful login clears the failures before it. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string, create: boolean): Window | null {
    const now = this.now();
    this.prune(now);
    const existing = this.windows.get(key);
    if (existing && now - existing.startedAt < this.windowMs) return existing;
    if (existing) this.windows.delete(key);
    if (!create) return null;
    if (this.windows.size >= MAX_KEYS) {
      // Map keeps insertion order, so the first key is the oldest window.
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    const window = { startedAt: now, count: 0 };
    this.windows.set(key, window);
    return window;
  }

  private state(window: Window | null): LimitState {
    if (!window) return { allowed: true, retryAfterSeconds: 1 };
    const remainingMs = window.startedAt + this.windowMs - this.now();
    return {
      allowed: window.count <= this.max,
      retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
    };
  }

  private prune(now: number): void {
    // A sweep at most once per window keeps the cost per attempt constant on average.
    if (now - this.lastPrunedAt >= this.windowMs) {
      this.lastPrunedAt = now;
      for (const [key, window] of this.windows) {
        if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
      }
    }
  }
}

/** Counts an attempt and throws a 429 when the key is over its limit. */
export function consumeAttempt(limiter: FixedWindowLimiter, key: string, text?: Localized): void {
  const state = limiter.hit(key);
  if (!state.allowed) throw new TooManyAttemptsError(state.retryAfterSeconds, text);
}

async function rateLimiterPlugin(app: FastifyInstance) {
  // onError runs before the error handler and is the documented place to add headers to an error reply.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}

export const rateLimiter = fp(rateLimiterPlugin, { name: 'rate-limiter', dependencies: ['errors'] });
