// The app as production runs it (buildApp → prepareData → listen), in a process of its own, for the
// benchmark. Reads DATABASE_URL or DATA_DIR like main.ts; prints one JSON line {"port": n} when ready.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { prepareData } from '../src/server/db/prepare';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' });
// The API is measured, not the static client build.
config.clientDir = null;
const app = await buildApp(config);
await prepareData(app);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('No TCP address');
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);

const shutdown = () => {
  app.close().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// The parent going away (crash, Ctrl-C) must not leave a server holding the database.
process.on('disconnect', shutdown);
