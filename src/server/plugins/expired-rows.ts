import { lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { HOUR_MS, type Job } from './jobs';

/** A table whose rows stop working at `expiresAt`: the sessions and the e-mailed links. */
type ExpiringTable = PgTable & { id: PgColumn; expiresAt: PgColumn };

/** Deletes every row whose time is up; answers how many went. */
export async function removeExpiredRows(db: Db, table: ExpiringTable): Promise<number> {
  const rows = await db.delete(table).where(lte(table.expiresAt, new Date())).returning({ id: table.id });
  return rows.length;
}

/**
 * The job that sweeps a table of expiring rows at start and hourly, logged as `expired <what> removed`.
 * An expired row is refused anyway; sweeping keeps the table (and a leaked copy of it) as small as the
 * rows still usable.
 */
export function expiredRowsSweep(what: string, table: ExpiringTable): Job {
  return {
    everyMs: HOUR_MS,
    atStart: true,
    run: async (app) => {
      const removed = await removeExpiredRows(app.db, table);
      if (removed > 0) app.log.info({ removed }, `expired ${what} removed`);
    },
    failure: { level: 'warn', message: `could not remove expired ${what}` },
  };
}
