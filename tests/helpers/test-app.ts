import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database of its own, without a client build and without logs
 * (unless a test sets a log level and hands in a `logStream` to read them).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clientDir: null,
    ...overrides,
  };
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
