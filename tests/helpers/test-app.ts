import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real application on a fresh database of its own, without a client build and without logs. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clientDir: null,
    ...overrides,
  };
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
