import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { connectDatabase } from '../connect';
import { loggableError } from '../database-errors';
import { activities } from '../schema';
import { seedDemoData } from './demo';

// `npm run db:seed`: loads the demo agenda into the configured database, unless it already has activities.
async function main() {
  const config = loadConfig();
  const database = await connectDatabase(config.database);
  try {
    const [{ value: existing } = { value: 0 }] = await database.db
      .select({ value: count() })
      .from(activities);
    if (existing > 0) {
      console.log(`The agenda already has ${existing} activities; no demo data loaded.`);
      return;
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, { withMemberPasswords: config.env !== 'production' });
    const ms = Math.round(performance.now() - started);
    console.log(
      `Demo agenda loaded in ${ms} ms: ${summary.portals} portals, ${summary.activities} activities, ${summary.members} members, ${summary.partners} partners.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? loggableError(error) : error,
  );
  process.exit(1);
});
