import v8 from 'node:v8';
import { buildApp, preparation } from './app';
import { ConfigError, loadConfig } from './config';
import { loggableError } from './db/database-errors';
import { prepareData, StartupError } from './db/prepare';
import { startupV8Flags } from './heap-settings';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Keep the heap near its live data instead of four times it (HEAP_GROWING_PERCENT), and a request's
  // objects young (startupV8Flags): V8 reads these flags each time it sets the next collection's limit
  // and decides where a site's objects go, so setting them now, before the load, takes effect.
  for (const flag of startupV8Flags(process.execArgv, process.env.NODE_OPTIONS)) v8.setFlagsFromString(flag);

  const startedAt = performance.now();
  const app = await buildApp(config);
  try {
    await prepareData(app, preparation);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A refused start still stops the embedded cluster cleanly instead of leaving it to the kernel's
    // parent-death signal.
    await app.close().catch(() => {});
    throw error;
  }
  app.log.info(
    { database: app.database.kind, ms: Math.round(performance.now() - startedAt) },
    `Meedoen is ready at ${config.publicUrl}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting, let running requests finish, close the database (onClose hook: the pool, then the
    // embedded cluster, if any), then exit 0. The embedded cluster runs in its own process group, so a
    // Ctrl-C in the terminal reaches only this process and the database stays up while requests drain.
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  // A refusal the operator must act on is said in one sentence, without a stack trace.
  // Anything else is printed cleaned, like the request log: a failed query must not print its
  // parameters (a password hash, an e-mail address).
  console.error(
    error instanceof StartupError
      ? `Meedoen did not start: ${error.message}`
      : error instanceof Error
        ? loggableError(error)
        : error,
  );
  process.exit(1);
});
