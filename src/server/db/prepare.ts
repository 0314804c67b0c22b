import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './connect';
import { activities, sessions, users } from './schema';

/**
 * What the start-up data step needs from the features, handed in by the caller (app.ts's `preparation`)
 * so that the database layer imports none of them.
 */
export interface PrepareSteps {
  /** Passwords as the sign-in checks them (the auth feature). */
  passwords: {
    generate(): string;
    hash(password: string): Promise<string>;
    verify(hash: string | null, password: string): Promise<boolean>;
  };
  /** Builds the occurrences of rows written outside the API and moves the window on to today. */
  refreshOccurrences(db: Db): Promise<{ rebuilt: number }>;
}

/**
 * Runs once at start, after the migrations: makes sure there is an administrator and, where wanted,
 * a demo agenda. Safe to run on every start and in every process of a cluster.
 */
export async function prepareData(app: FastifyInstance, steps: PrepareSteps): Promise<void> {
  const { db, config, database, log } = app;

  await ensureAdministrator(app, steps.passwords);

  const [{ value: activityCount } = { value: 0 }] = await db.select({ value: count() }).from(activities);
  // SEED_DEMO=1 asks for demo data anywhere; without it, only a brand-new embedded database gets it,
  // so a laptop start shows a living agenda and a production server stays empty.
  const wantsDemo = config.seedDemo ?? (database.kind === 'embedded' && database.isNew);
  if (wantsDemo && activityCount === 0) {
    const started = performance.now();
    // Loaded only now: the demo agenda (texts, generated pictures) is not part of every start.
    const { seedDemoData } = await import('./seed/demo');
    const summary = await seedDemoData(db, { withMemberPasswords: config.env !== 'production' });
    log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'demo agenda loaded');
  }

  // Occurrences of rows written outside the API (the seed above, imports, psql) are built here, and
  // the rolling window is moved on to today; the app repeats the top-up daily while it runs.
  const started = performance.now();
  const { rebuilt } = await steps.refreshOccurrences(db);
  log.info({ rebuilt, ms: Math.round(performance.now() - started) }, 'activity occurrences up to date');
}

/** The start refuses to go on: the message says what the operator must change. */
export class StartupError extends Error {}

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD name the operator's own account. The start never promotes someone:
 * a name that belongs to a member who is not an administrator (for example one who registered the name
 * after the administrator renamed or deleted their account) stops the start instead. The password is
 * written only when it differs from the stored one, and then every session of the account ends, so
 * whoever held the old password is signed out.
 */
async function ensureAdministrator(
  app: FastifyInstance,
  passwords: PrepareSteps['passwords'],
): Promise<void> {
  const { db, config, log } = app;
  if (config.admin) {
    const { username, password } = config.admin;
    const [existing] = await db
      .select({ id: users.id, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    if (!existing) {
      await db
        .insert(users)
        .values({ username, passwordHash: await passwords.hash(password), isAdmin: true });
      log.info({ username }, 'administrator from ADMIN_USERNAME created');
      return;
    }
    if (!existing.isAdmin) {
      throw new StartupError(
        `ADMIN_USERNAME "${username}" belongs to an account that is not an administrator, so it is not ` +
          'made one. Choose the name of an existing administrator (or a free name), or make this account ' +
          'an administrator in Beheer → Gebruikers first.',
      );
    }
    if (!(await passwords.verify(existing.passwordHash, password))) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: await passwords.hash(password), updatedAt: new Date() })
          .where(eq(users.id, existing.id));
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      });
      log.info({ username }, 'administrator password set from ADMIN_PASSWORD; its sessions were ended');
    }
    return;
  }
  const [{ value: admins } = { value: 0 }] = await db
    .select({ value: count() })
    .from(users)
    .where(eq(users.isAdmin, true));
  if (admins > 0) return;
  const password = passwords.generate();
  await db
    .insert(users)
    .values({ username: 'admin', passwordHash: await passwords.hash(password), isAdmin: true })
    .onConflictDoNothing();
  // Printed once: the only way to sign in to a fresh installation without ADMIN_USERNAME/ADMIN_PASSWORD.
  log.warn(
    { username: 'admin', password },
    'No administrator existed: created "admin" with this one-time password. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
  );
}
