import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { poolOf } from '../../src/server/db/connect';
import { ListIndex } from '../../src/server/features/activities/list/list-index';
import { createTestDatabase } from '../helpers/test-database';

// Reading every activity may take longer than the app's limit for one statement (5 s on the server's
// side, 7 s on the pool's) on a large agenda: the load has a limit of its own on both sides, or the list
// would never load. Here the app's limit is 100 ms (2.1 s on the pool's side) and the load is made to
// wait 3 s for a lock on the activities.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ statementTimeoutMs: 100 });
});
afterAll(async () => database.dispose());

it('loads the list index even when that takes longer than the app’s limit for one statement', async () => {
  // A connection of its own, without the app's limits (which would end its idle transaction).
  const locker = new pg.Client({ connectionString: poolOf(database.db).options.connectionString });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table activities in access exclusive mode');
    const loading = new ListIndex(database.listPool).current();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await locker.query('commit');
    const { table } = await loading;
    expect(table.size).toBeGreaterThanOrEqual(0);
  } finally {
    await locker.end();
  }
});
