import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/database-errors';
import { createTestDatabase } from '../helpers/test-database';

// A connection the server ends while the app holds it between two statements of a transaction (the
// database restarted or stopped: 57P01 "terminating connection due to administrator command"). pg emits
// an 'error' event on that client; without a listener it ended the whole process, which is how
// `npm run faults` found it. Now the transaction fails as "database unavailable" (a 503), and the pool
// goes on with fresh connections.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a connection lost inside a transaction', () => {
  it('fails the transaction as unavailable instead of crashing, and the pool recovers', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          // Another session ends this one, as a fast shutdown or a restart does, while the transaction
          // waits between statements.
          await database.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      // The broken client left the pool: the next statements get working connections.
      for (let i = 0; i < 25; i++) await database.db.execute(sql`select 1`);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
