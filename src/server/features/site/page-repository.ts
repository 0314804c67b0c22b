import { sql } from 'drizzle-orm';
import type { PageSlug } from '../../../domain/site/pages';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

/** The stored text of a page (the row `page:{slug}`) and when it was saved; null when never written. */
export async function readStoredPage(
  db: Db,
  slug: PageSlug,
): Promise<{ value: unknown; updatedAt: Date } | null> {
  const [row] = await selectRows<{ value: unknown; updated_at: Date }>(
    db,
    sql`select value, updated_at from site_settings where name = ${`page:${slug}`}`,
  );
  return row ? { value: row.value, updatedAt: new Date(row.updated_at) } : null;
}
