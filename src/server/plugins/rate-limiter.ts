import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Localized } from '../../domain/language';
import type { Database } from '../db/connect';
import { addressKey } from '../http/address-key';
import { AppError } from './errors';
import { MINUTE_MS } from './jobs';

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

export interface LimitRule {
  /** Keeps this limit's counters apart from the others' in the shared table. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** The 429's text; the general "too many attempts" when absent. */
  text?: Localized;
}

export type LimiterFactory = (rule: LimitRule) => Limiter;

const HOUR_SECONDS = 60 * 60;

/** A limit counted per hour: the window of the budgets on mail, uploads and messages. */
export function hourlyLimit(name: string, points: number, text?: Localized): LimitRule {
  return { name, points, windowSeconds: HOUR_SECONDS, text };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A limit whose counters live in the database, so every app process counts against one budget. */
    createLimiter: LimiterFactory;
  }
  interface FastifyRequest {
    /**
     * The client as every per-address limit counts it: its IPv4 address, or its IPv6 network of
     * IPV6_PREFIX_LENGTH bits (http/address-key.ts). Limits take this, never `request.ip`.
     */
    readonly addressKey: string;
  }
}

/**
 * Fixed-window counters per key in the table rate_limits. Keys are stored as hashes: they hold
 * addresses and whatever was typed as a login name (sometimes a password), which the table need not
 * show, and a hash always fits the column.
 */
export class Limiter {
  constructor(
    private readonly store: RateLimiterPostgres,
    private readonly rule: LimitRule,
  ) {}

  /** Counts one attempt and refuses it with a 429 when it goes over the limit; says how many were made. */
  async consume(key: string): Promise<number> {
    try {
      return (await this.store.consume(hashKey(key))).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.refusal(error);
      throw error;
    }
  }

  /** Refuses with a 429 when the key has used its whole budget, without counting an attempt. */
  async refuseIfSpent(key: string): Promise<void> {
    const state = await this.store.get(hashKey(key));
    if (state && state.consumedPoints >= this.rule.points) throw this.refusal(state);
  }

  /** Counts an attempt found bad after it was let through (a wrong password), never refusing it. */
  async count(key: string): Promise<void> {
    await this.store.penalty(hashKey(key));
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(hashKey(key));
  }

  private refusal(state: RateLimiterRes): TooManyAttemptsError {
    return new TooManyAttemptsError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)), this.rule.text);
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Deletes the counters whose window has ended (run every few minutes: the job below). */
export async function clearExpiredLimits(database: Database): Promise<void> {
  await database.query('delete from rate_limits where expire < $1', [Date.now()]);
}

async function rateLimiterPlugin(app: FastifyInstance) {
  const database = app.database;
  app.jobs.add({
    // Expired counters are only dead rows (the library ignores and overwrites them); a sweep now and
    // then keeps the table as small as the traffic of the last window.
    everyMs: 5 * MINUTE_MS,
    run: (app) => clearExpiredLimits(app.database),
    failure: { level: 'warn', message: 'rate limit sweep failed' },
  });
  // The library sends pg-style query objects; this speaks them to either engine.
  const storeClient = {
    query: (q: { text: string; values?: unknown[] }) => database.query(q.text, q.values),
  };

  app.decorate('createLimiter', (rule: LimitRule) => {
    const store = new RateLimiterPostgres({
      storeClient,
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
      // No timer per limit (the library's own is never stopped): the job below sweeps them all.
      clearExpiredByTimeout: false,
    });
    return new Limiter(store, rule);
  });

  const { ipv6PrefixLength } = app.config;
  app.decorateRequest('addressKey', {
    getter(this: FastifyRequest) {
      return addressKey(this.ip, ipv6PrefixLength);
    },
  });

  // onError runs before the error handler and is the documented place to add headers to an error reply.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}

export const rateLimiter = fp(rateLimiterPlugin, { name: 'rate-limiter', dependencies: ['errors', 'jobs'] });
