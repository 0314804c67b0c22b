import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import { isSerialId } from '../../../domain/ids';
import { imageUrl } from '../../../domain/images';
import type { Language } from '../../../domain/language';
import { describeRecurrence } from '../../../domain/recurrence/describe-pattern';
import { singleLineText } from '../../../domain/text';
import type { Db } from '../../db/connect';
import { activities, goingOnNextDateSql, imageKeyOf, portals } from '../../db/schema';
import { type Page, sendPage } from '../../http/page-answer';
import { declareRoute } from '../../http/route-declaration';
import { managedPortals, requireOrganiser, type SessionUser } from '../../plugins/session';
import type { ActivityState } from './activity-state';

// Admin → Activiteiten: every activity, upcoming and past, a page at a time, for the people who run the
// agenda. Newest created first: what an operator looks for is nearly always what was just added or
// imported (to check or correct it), and a list by date that mixes years of past activities with
// upcoming ones has no natural start; the public list already answers "what is on when".

export const ADMIN_ACTIVITY_MAX_LIMIT = 100;
export const ADMIN_ACTIVITY_MAX_OFFSET = 100_000;

/** A portal id; '', 'all' and 'null' mean "every portal", as a cleared dropdown sends them. */
const portalIdParam = singleLineText()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '' || value === 'all' || value === 'null') return null;
    if (!/^\d{1,10}$/.test(value) || !isSerialId(Number(value))) {
      ctx.addIssue({ code: 'custom', message: 'invalidId' });
      return z.NEVER;
    }
    return Number(value);
  });

/** Query of GET /api/admin/activities. */
export const adminActivityListQuerySchema = z.object({
  /** A part of the Dutch or English title; case and accents do not matter. */
  search: singleLineText().trim().max(200, 'searchTooLong').optional(),
  portalId: portalIdParam,
  limit: z.coerce
    .number('limitRange')
    .int('limitRange')
    .min(1, 'limitRange')
    .max(ADMIN_ACTIVITY_MAX_LIMIT, 'limitRange')
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number('offsetRange')
    .int('offsetRange')
    .min(0, 'offsetRange')
    .max(ADMIN_ACTIVITY_MAX_OFFSET, 'offsetRange')
    .default(0),
  /** Read by the server's language detection. */
  lang: singleLineText().max(10).optional(),
});
export type AdminActivityListQuery = z.output<typeof adminActivityListQuerySchema>;

/** One row of the admin table. */
export const adminActivityRowSchema = z.object({
  id: z.number().int(),
  /** The Dutch title (the required one). */
  title: z.string(),
  titleEn: z.string().nullable(),
  /** yyyy-MM-dd: the start date, or for a recurring activity the day it runs from; null when none. */
  date: z.string().nullable(),
  /** yyyy-MM-dd: the day it takes place next (a session going on counts); null when nothing is to come. */
  nextDate: z.string().nullable(),
  /** yyyy-MM-dd: when nothing is to come, the day it last took place; null otherwise or when it never did. */
  lastDate: z.string().nullable(),
  /** A recurring activity's pattern in the request's language ('Elke dinsdag'); null for a one-time one. */
  recurrenceText: z.string().nullable(),
  activityType: z.string(),
  portalId: z.number().int(),
  /** null when the portal is unknown. */
  portalName: z.string().nullable(),
  hasPhoto: z.boolean(),
  /** The picture's small version, as the cards show it; null without a picture. */
  thumbnailUrl: z.string().nullable(),
  participants: z.number().int(),
});
export type AdminActivityRow = z.infer<typeof adminActivityRowSchema>;

/** `%term%` for LIKE, with the term's own `%`, `_` and `\` taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the admin table is narrowed to; `portalIds` null means every portal (an administrator). */
interface AdminActivityFilter {
  search: string | null;
  portalId: number | null;
  portalIds: number[] | null;
}

function conditions(filter: AdminActivityFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.search) {
    // Folded the way the search_text column is (lower(unaccent(...))), so "cafe" finds "Café".
    const pattern = sql`lower(unaccent(${containsPattern(filter.search)}))`;
    parts.push(
      // search_text holds both titles (and more): a cheap first cut through its trigram index on a large
      // table; the titles themselves decide.
      sql`${activities.searchText} like ${pattern}`,
      sql`(lower(unaccent(${activities.title})) like ${pattern} or lower(unaccent(coalesce(${activities.titleEn}, ''))) like ${pattern})`,
    );
  }
  if (filter.portalId !== null) parts.push(eq(activities.portalId, filter.portalId));
  // An organiser's table holds their portals' activities only; a filter on another portal finds none.
  if (filter.portalIds !== null)
    parts.push(filter.portalIds.length > 0 ? inArray(activities.portalId, filter.portalIds) : sql`false`);
  return parts.length > 0 ? and(...parts) : undefined;
}

const dateText = (value: SQL) => sql<string | null>`to_char(${value}, 'YYYY-MM-DD')`;

/**
 * One page of the admin table, newest created first, and how many match in all. The next and last
 * dates are the ones the public list keeps (occurrences.ts: next_date, last_date), so a series shows
 * when it meets next rather than the day it began; the caller makes sure they are fresh.
 */
export async function selectAdminActivityPage(
  db: Db,
  filter: AdminActivityFilter & { limit: number; offset: number },
  lang: Language,
): Promise<Page<AdminActivityRow>> {
  const where = conditions(filter);
  const [found, totals] = await Promise.all([
    db
      .select({
        id: activities.id,
        title: activities.title,
        titleEn: activities.titleEn,
        date: dateText(
          sql`case when ${activities.activityType} = 'recurring' then ${activities.recurringStartDate} else ${activities.startDate} end`,
        ),
        nextDate: dateText(sql`${activities.nextDate}`),
        // last_date is '9999-12-31' for a series without end: only what has ended has a last day to show.
        lastDate: dateText(sql`case when ${activities.nextDate} is null then ${activities.lastDate} end`),
        activityType: activities.activityType,
        recurringDays: activities.recurringDays,
        recurringFrequency: activities.recurringFrequency,
        recurringPattern: activities.recurringPattern,
        recurringDates: activities.recurringDates,
        portalId: activities.portalId,
        portalName: portals.name,
        imageKey: imageKeyOf(activities.imageId),
        participants: sql<number>`${sql.raw(goingOnNextDateSql('"activities"'))}`,
      })
      .from(activities)
      .leftJoin(portals, eq(portals.id, activities.portalId))
      .where(where)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(activities).where(where),
  ]);
  const items = found.map(
    ({
      imageKey,
      recurringDays,
      recurringFrequency,
      recurringPattern,
      recurringDates,
      ...row
    }): AdminActivityRow => ({
      ...row,
      recurrenceText: describeRecurrence(
        {
          activityType: row.activityType,
          recurringDays,
          recurringFrequency,
          recurringPattern,
          recurringDates,
        },
        lang,
      ),
      hasPhoto: imageKey !== null,
      thumbnailUrl: imageKey ? imageUrl(imageKey, 'thumb') : null,
    }),
  );
  return { items, total: totals[0]?.total ?? 0 };
}

export async function listAdminActivities(
  activities: ActivityState,
  user: SessionUser | null,
  query: AdminActivityListQuery,
  lang: Language,
): Promise<Page<AdminActivityRow>> {
  const manager = requireOrganiser(user);
  await activities.occurrences.ensure();
  return selectAdminActivityPage(
    activities.db,
    {
      search: query.search ? query.search : null,
      portalId: query.portalId,
      portalIds: managedPortals(manager),
      limit: query.limit,
      offset: query.offset,
    },
    lang,
  );
}

/** GET /api/admin/activities (administrators; organisers see their portals' activities). */
export const adminActivityListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/activities',
    // Visitors and members are refused before their input is validated or read.
    declareRoute('organiser', {
      tags: ['activities'],
      summary:
        'Every activity, upcoming and past, newest created first, a page at a time (X-Total-Count: all matches); ?search= in the Dutch or English title, ?portalId= (administrators; an organiser sees only their portals’ activities)',
      querystring: adminActivityListQuerySchema,
      response: { 200: z.array(adminActivityRowSchema) },
    }),
    async (request, reply) =>
      sendPage(reply, await listAdminActivities(app.activities, request.user, request.query, request.lang)),
  );
};
