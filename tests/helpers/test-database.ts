import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/server/db/connect';

/**
 * A database of its own for one test file: an in-memory PGlite, or (when the PostgreSQL pass runs)
 * a new database on the TEST_DATABASE_URL server that is dropped afterwards. Files run in parallel
 * without seeing each other's rows.
 */
export async function createTestDatabase(
  options: { statementTimeoutMs?: number } = {},
): Promise<Database & { dispose(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await connectDatabase({ kind: 'pglite', dataDir: null });
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `meedoen_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ kind: 'postgres', url: url.toString(), ...options });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
