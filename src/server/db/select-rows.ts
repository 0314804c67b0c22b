import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * The rows of a statement written as SQL (locks, counts with filters, window functions), typed by the
 * caller. Cast dates to text in the statement (`day::text`): the driver would make them Dates.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of such a statement (a row by its key, an insert's `returning`), or undefined for none. */
export async function selectRow<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T | undefined> {
  const [row] = await selectRows<T>(db, query);
  return row;
}
