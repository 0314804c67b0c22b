import { ConfigError, loadConfig } from '../config';
import { connectDatabase } from './connect';
import { loggableError } from './database-errors';

// `npm run db:migrate`: brings the configured database up to the latest schema. Connecting migrates
// (under an advisory lock on PostgreSQL), so this is all it takes; the server does the same at start.
async function main() {
  const config = loadConfig();
  const database = await connectDatabase(config.database);
  await database.close();
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL'
      : `embedded PostgreSQL in ${config.database.dataDir}/postgres`;
  console.log(`Database migrations done (${where}).`);
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? loggableError(error) : error,
  );
  process.exit(1);
});
