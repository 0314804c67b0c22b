import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { connectDatabase, type Database } from '../../src/server/db/connect';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database of its own, without a client build and without logs
 * (unless a test sets a log level and hands in a `logStream` to read them). With `clientFiles` (paths
 * in the folder, and their text), it serves a client folder of its own made of those files, removed
 * with the database when the app is closed.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'database'> & { clientFiles?: Record<string, string> } = {},
): Promise<TestApp> {
  const { clientFiles, ...buildOptions } = options;
  const database = await createTestDatabase();
  const clientDir = clientFiles ? clientFolder(clientFiles) : null;
  const config = testConfig(clientDir ? { ...overrides, clientDir } : overrides);
  const app = await buildApp(config, { ...buildOptions, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** A folder in the temporary folder holding these files (paths relative to it), as a client build. */
function clientFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meedoen-client-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// DEBUG_TEST_LOG=error prints what the apps log at that level: a 500's stack, which its answer hides.
const testConfig = (overrides: Partial<AppConfig>): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.DEBUG_TEST_LOG ?? 'silent' }),
  clientDir: null,
  ...overrides,
});

export interface TestApps {
  /** The app processes, each with pools of its own, as separate processes behind a proxy would be. */
  apps: FastifyInstance[];
  /** Plain SQL on the same database, past every app. */
  query: Database['query'];
  close(): Promise<void>;
}

/** Several apps on one fresh database: what one process writes, the others must see. */
export async function createTestApps(
  count: number,
  overrides: Partial<AppConfig> = {},
  options: { clientFiles?: Record<string, string> } = {},
): Promise<TestApps> {
  const clientDir = options.clientFiles ? clientFolder(options.clientFiles) : null;
  if (clientDir) overrides = { ...overrides, clientDir };
  const first = await createTestDatabase();
  const databases: Database[] = [first];
  for (let i = 1; i < count; i++) databases.push(await connectDatabase({ kind: 'postgres', url: first.url }));
  const apps: FastifyInstance[] = [];
  for (const database of databases) {
    const app = await buildApp(testConfig(overrides), { database });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    query: (text, values) => first.query(text, values),
    close: async () => {
      for (const app of apps) await app.close();
      for (const database of databases.slice(1)) await database.close();
      await first.dispose();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
