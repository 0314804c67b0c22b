import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/connect';
import type { EmbeddedCluster } from '../../src/server/db/embedded-postgres';
import { adminQuery, databaseUrl } from './admin-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the API tests may create databases on (the postgres database's URL). */
    testDatabaseServer: string;
    /** A database on it with every migration applied, copied for each test file. */
    testDatabaseTemplate: string;
  }
}

/**
 * Vitest global setup for the API tests: one database server for the whole run (TEST_DATABASE_URL, or an
 * embedded cluster started here on a RAM disk where there is one) and one template database migrated
 * once. Each test file then copies the template (tests/helpers/test-database.ts), which takes tens of
 * milliseconds instead of a migration per file.
 */
export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | null = null;
  let scratch: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // tmpfs where the machine has one: the cluster lives only as long as the run.
    const base = process.platform === 'linux' ? '/dev/shm' : os.tmpdir();
    scratch = mkdtempSync(path.join(base, 'meedoen-test-'));
    // The cluster runs as the postgres system user when we are root: it must be able to enter the folder.
    chmodSync(scratch, 0o755);
    // Loaded only here: a run against TEST_DATABASE_URL never touches the embedded binaries.
    const { startEmbeddedCluster } = await import('../../src/server/db/embedded-postgres');
    cluster = await startEmbeddedCluster({ dataDir: scratch, forTests: true });
    serverUrl = cluster.url;
  }

  const template = `meedoen_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  // The app's own start path migrates it; the pool is closed afterwards, since a template with open
  // connections cannot be copied.
  const database = await connectDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) });
  await database.close();

  project.provide('testDatabaseServer', serverUrl);
  project.provide('testDatabaseTemplate', template);

  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${template} with (force)`).catch(() => {});
    if (cluster) await cluster.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
}
