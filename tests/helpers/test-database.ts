import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/server/db/connect';
import { adminQuery, databaseUrl } from './admin-query';

/**
 * A database of its own for one test file, copied from the run's migrated template on the run's server
 * (an embedded cluster, or TEST_DATABASE_URL; see database-server.ts) and dropped afterwards. Files run in
 * parallel without seeing each other's rows.
 */
export async function createTestDatabase(
  options: { statementTimeoutMs?: number } = {},
): Promise<Database & { url: string; dispose(): Promise<void> }> {
  const serverUrl = inject('testDatabaseServer');
  const template = inject('testDatabaseTemplate');
  const name = `meedoen_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(serverUrl, name);
  const database = await connectDatabase({ kind: 'postgres', url, ...options });
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
