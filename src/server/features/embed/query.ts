import type { FastifyError } from 'fastify';
import { z } from 'zod';
import {
  type ActivityFilter,
  activityFilterFromQuery,
  activityListQuerySchema,
} from '../../../domain/activities/list-query';
import { EMBED_LIMIT_DEFAULT, EMBED_LIMIT_MAX, EMBED_SIZES, type EmbedSize } from '../../../domain/embed';
import type { Language, Localized } from '../../../domain/language';
import { STATUS_MESSAGES } from '../../../domain/status-messages';
import { singleLineText } from '../../../domain/text';
import { isValidationMessageKey, translateValidation } from '../../../domain/validation-messages';
import { AppError, type FieldIssue } from '../../plugins/errors';

// The query string of the widget and of the JSON for other sites: the list's public filters (the very
// same parameter schemas, so both read a filter alike), a limit and the widget's size. What only makes
// sense for a signed-in member on Meedoen itself (showFavorites, the archive, paging) is not among
// them: the answers are public and cached, so they must not depend on who asks.

/** The widget's own messages; every other key is the list's (domain/validation-messages.ts). */
const EMBED_MESSAGES = {
  embedLimitRange: {
    nl: `limit moet een getal van 1 tot en met ${EMBED_LIMIT_MAX} zijn.`,
    en: `limit must be a number from 1 to ${EMBED_LIMIT_MAX}.`,
  },
  embedSize: {
    nl: 'size moet small, medium of large zijn.',
    en: 'size must be small, medium or large.',
  },
} satisfies Record<string, Localized>;

const isEmbedMessageKey = (key: unknown): key is keyof typeof EMBED_MESSAGES =>
  typeof key === 'string' && Object.hasOwn(EMBED_MESSAGES, key);

export const embedQuerySchema = activityListQuerySchema
  .pick({
    search: true,
    searchQuery: true,
    dateFilter: true,
    startDate: true,
    endDate: true,
    tags: true,
    portalId: true,
    organizationId: true,
    meetingScore: true,
    oneTimeOnly: true,
    freeOnly: true,
    placesLeft: true,
    facets: true,
    lang: true,
  })
  .extend({
    limit: singleLineText()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return EMBED_LIMIT_DEFAULT;
        if (!/^\d{1,3}$/.test(v) || Number(v) < 1 || Number(v) > EMBED_LIMIT_MAX) {
          ctx.addIssue({ code: 'custom', message: 'embedLimitRange' });
          return z.NEVER;
        }
        return Number(v);
      }),
    /** The widget's card size; the JSON takes it too (and ignores it), so one URL's query fits both. */
    size: z
      .union([z.enum(EMBED_SIZES), z.literal('')], { error: 'embedSize' })
      .optional()
      .transform((v): EmbedSize => v || 'medium'),
  });
export type EmbedQuery = z.output<typeof embedQuerySchema>;

/** The list's filter for an embed query: upcoming activities only, the first `limit` of them. */
export function embedFilterFromQuery(query: EmbedQuery): ActivityFilter {
  return activityFilterFromQuery({
    ...query,
    showArchive: false,
    showFavorites: false,
    offset: 0,
  });
}

/**
 * The agenda on Meedoen with the widget's own selection, for its "Bekijk alle activiteiten": the list
 * page reads the same parameter names as GET /api/activities (the client's filtersToParams), so the
 * person who follows it finds what the widget showed, and more of it. The limit is the widget's own.
 */
export function activitiesPageUrl(publicUrl: string, filter: ActivityFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.dateFilter === 'custom') {
    if (filter.startDate || filter.endDate) {
      params.set('dateFilter', 'custom');
      if (filter.startDate) params.set('startDate', filter.startDate);
      if (filter.endDate) params.set('endDate', filter.endDate);
    }
  } else if (filter.dateFilter !== 'all') {
    params.set('dateFilter', filter.dateFilter);
  }
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
  if (filter.portalId !== null) params.set('portalId', String(filter.portalId));
  if (filter.organizationId !== null) params.set('organizationId', String(filter.organizationId));
  if (filter.meetingScore !== null) params.set('meetingScore', String(filter.meetingScore));
  if (filter.oneTimeOnly) params.set('oneTimeOnly', 'true');
  if (filter.freeOnly) params.set('freeOnly', 'true');
  if (filter.placesLeftOnly) params.set('placesLeft', 'true');
  if (filter.facets.length > 0) params.set('facets', filter.facets.join(','));
  const query = params.toString();
  return `${publicUrl}/activities${query ? `?${query}` : ''}`;
}

/**
 * The widget's language: ?lang=en, otherwise Dutch. Only the query string counts (not the visitor's
 * Accept-Language), so the host site decides what its page shows and a shared cache needs no Vary.
 */
export function widgetLanguage(query: unknown): Language {
  return (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'nl';
}

function localized(key: string): Localized {
  if (isEmbedMessageKey(key)) return EMBED_MESSAGES[key];
  return { nl: translateValidation(key, 'nl'), en: translateValidation(key, 'en') };
}

/**
 * A 400 for a query the schema refused (routes take it with attachValidation, since the widget's own
 * messages are unknown to the app's error handler), in the error handler's shape: the first problem is
 * the message, all of them are the issues, in both languages like every AppError.
 */
export function invalidQueryError(error: { validation?: FastifyError['validation'] }): AppError {
  const problems = (error.validation ?? []).map((v) => ({
    path: v.instancePath.split('/').filter(Boolean).join('.'),
    key: v.message ?? '',
  }));
  const issues: FieldIssue[] = problems.map(({ path, key }) => ({ path, message: localized(key) }));
  const first = problems[0];
  if (!first) return new AppError(400, STATUS_MESSAGES[400]!, issues);
  const text = localized(first.key);
  // Our own sentences stand alone; a library default needs the field's name to make sense.
  const known = isEmbedMessageKey(first.key) || isValidationMessageKey(first.key);
  const message =
    known || !first.path ? text : { nl: `${first.path}: ${text.nl}`, en: `${first.path}: ${text.en}` };
  return new AppError(400, message, issues);
}
