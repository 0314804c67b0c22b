import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshOccurrences } from '../features/activities/occurrences';
import { generatePassword, hashPassword } from '../features/auth/passwords';
import { activities, users } from './schema';
import { seedDemoData } from './seed/demo';

/**
 * Runs once at start, after the migrations: makes sure there is an administrator and, where wanted,
 * a demo agenda. Safe to run on every start and in every process of a cluster.
 */
export async function prepareData(app: FastifyInstance): Promise<void> {
  const { db, config, database, log } = app;

  await ensureAdministrator(app);

  const [{ value: activityCount } = { value: 0 }] = await db.select({ value: count() }).from(activities);
  // SEED_DEMO=1 asks for demo data anywhere; without it, only a brand-new embedded database gets it,
  // so a laptop start shows a living agenda and a production server stays empty.
  const wantsDemo = config.seedDemo ?? (database.kind === 'pglite' && database.isNew);
  if (wantsDemo && activityCount === 0) {
    const started = performance.now();
    const summary = await seedDemoData(db, { withMemberPasswords: config.env !== 'production' });
    log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'demo agenda loaded');
  }

  // Occurrences of rows written outside the API (the seed above, imports, psql) are built here, and
  // the rolling window is moved on to today; the app repeats the top-up daily while it runs.
  const started = performance.now();
  const { rebuilt } = await refreshOccurrences(db);
  log.info({ rebuilt, ms: Math.round(performance.now() - started) }, 'activity occurrences up to date');
}

async function ensureAdministrator(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (config.admin) {
    const { username, password } = config.admin;
    const passwordHash = await hashPassword(password);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    if (existing) {
      await db
        .update(users)
        .set({ passwordHash, isAdmin: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
    } else {
      await db.insert(users).values({ username, passwordHash, isAdmin: true });
    }
    log.info({ username }, 'administrator from ADMIN_USERNAME is ready');
    return;
  }
  const [{ value: admins } = { value: 0 }] = await db
    .select({ value: count() })
    .from(users)
    .where(eq(users.isAdmin, true));
  if (admins > 0) return;
  const password = generatePassword();
  await db
    .insert(users)
    .values({ username: 'admin', passwordHash: await hashPassword(password), isAdmin: true })
    .onConflictDoNothing();
  // Printed once: the only way to sign in to a fresh installation without ADMIN_USERNAME/ADMIN_PASSWORD.
  log.warn(
    { username: 'admin', password },
    'No administrator existed: created "admin" with this one-time password. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
  );
}
