import { z } from 'zod';
import { FACETS } from '../activities/facets';
import { SEARCH_MAX_LENGTH } from '../activities/list-query';
import { MAX_SERIAL } from '../ids';
import { isAgendaDate } from '../recurrence/calendar-date';
import { DATE_FILTERS } from '../recurrence/date-filters';
import { multiLineText, singleLineText } from '../text';

// The search assistant (spec 2.13, POST /api/chat): the conversation it is sent and the filter set it
// answers. Every filter field maps one to one onto the list's filter set (spec section 3, the client's
// ActivityFilters) and onto the query string of GET /api/activities (see list-params.ts).

/** At most this many messages per conversation, each at most CHAT_MESSAGE_MAX characters. */
export const CHAT_MESSAGES_MAX = 20;
export const CHAT_MESSAGE_MAX = 2000;
/** At most this many tags in an answer; the list takes 20. */
export const ASSISTANT_TAGS_MAX = 10;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES, { error: 'invalidChoice' }),
  content: multiLineText('required').max(CHAT_MESSAGE_MAX, 'tooLong'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chat's body. The number of messages (1..20) and a blank last question are checked by the
 * service, which says so in the person's language; the schema documents the limits.
 */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: 'required' })
    .min(1, 'required')
    .describe(`The conversation so far, oldest first: 1 to ${CHAT_MESSAGES_MAX} messages`),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

// A model's date the list cannot filter on (the year 9999) is an answer to refuse, like a malformed one.
const calendarDate = singleLineText().refine(isAgendaDate, 'invalidDate');
const rowId = z.number().int().min(1).max(MAX_SERIAL);

/**
 * The filters the assistant understood. Absent fields take their "no filter" value, so a model's
 * answer (providers/assistant) may leave out what it did not find; the API always answers every field.
 */
const filterShape = {
  /** The list's search box: the words no other filter explains. */
  searchQuery: singleLineText().trim().min(1).max(SEARCH_MAX_LENGTH).nullable().default(null),
  /** The list's dateFilter; with 'custom' at least one of startDate and endDate. */
  date: z.enum(DATE_FILTERS).default('all'),
  /** Added beyond spec 7: a custom range's first and last day ('yyyy-MM-dd', inclusive). */
  startDate: calendarDate.nullable().default(null),
  endDate: calendarDate.nullable().default(null),
  /** The city understood, as its portal is named (for the message; portalId is what filters). */
  location: singleLineText().max(100).nullable().default(null),
  /** The city portal (the Stad select, selectedPortalId). */
  portalId: rowId.nullable().default(null),
  /** Added beyond spec 7: the organisation portal (the Organisatie select, selectedOrganizationId). */
  organizationId: rowId.nullable().default(null),
  /** The first of `tags` (spec 7: "type sets tags"); kept for clients that read only this. */
  type: singleLineText().trim().min(1).max(100).nullable().default(null),
  /** Added beyond spec 7: every category key or tag understood (selectedTags; the list matches any). */
  tags: z.array(singleLineText().trim().min(1).max(100)).max(ASSISTANT_TAGS_MAX).default([]),
  /** Only free activities (freeOnly). */
  free: z.boolean().default(false),
  /** The person asked for paid activities; the list has no such filter, so it filters nothing. */
  paid: z.boolean().default(false),
  /** Added beyond spec 7: only activities with places left on their next date (placesLeft). */
  placesLeft: z.boolean().default(false),
  /** Added beyond spec 7: at least this meeting score (the Ontmoetingsscore ≥ select). */
  meetingScore: z.number().int().min(1).max(5).nullable().default(null),
  /**
   * Issue #45: what the activities must all say about who can come (the list's facets=), in the
   * vocabulary's order. The price stays `free`: the assistant never answers the facet 'free'.
   */
  facets: z
    .array(z.enum(FACETS, { error: 'invalidChoice' }))
    .max(FACETS.length)
    .default([]),
};

type FilterFields = {
  date: string;
  startDate: string | null;
  endDate: string | null;
  free: boolean;
  paid: boolean;
};

/** The rules across fields: a custom range has a bound and runs forwards; free and paid exclude each other. */
function checkAcrossFields(value: FilterFields, ctx: z.RefinementCtx) {
  const custom = value.date === 'custom';
  if (custom && !value.startDate && !value.endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'invalidDate' });
  }
  if (!custom && (value.startDate || value.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: 'invalidDateFilter' });
  }
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'invalidDate' });
  }
  if (value.free && value.paid) ctx.addIssue({ code: 'custom', path: ['paid'], message: 'invalidChoice' });
}

/** The filter set alone: what the offline parser makes and what a model's answer must pass. */
export const assistantFiltersSchema = z.object(filterShape).superRefine(checkAcrossFields);
export type AssistantFilters = z.output<typeof assistantFiltersSchema>;

/**
 * The filters an answer that found nothing can do without, most worth giving up first: how social and
 * the price before the date and the place, what someone needs to be able to come (facets) after
 * those, the person's own subject last.
 */
export const DROPPABLE_FILTERS = [
  'meetingScore',
  'free',
  'placesLeft',
  'date',
  'organizationId',
  'portalId',
  'facets',
  'tags',
  'searchQuery',
] as const;
export type DroppableFilter = (typeof DROPPABLE_FILTERS)[number];

/** One filter left out of an answer that found nothing, and how many activities that would find. */
export const dropSuggestionSchema = z.object({
  filter: z.enum(DROPPABLE_FILTERS),
  /** The filter as the answer's sentence names it: '4+ sterren', 'Utrecht', 'dit weekend'. */
  label: z.string(),
  /** How many activities match without it (at least 1). */
  total: z.number().int().min(1),
  /** The question that leaves it out ("Zonder '4+ sterren'"), as the person could type it. */
  question: z.string(),
});
export type DropSuggestion = z.output<typeof dropSuggestionSchema>;

/** POST /api/chat's answer: the filter set, what the assistant says about it, and how many match. */
export const assistantAnswerSchema = z
  .object({
    /** A sentence in the request's language: what was understood and how many activities match. */
    message: z.string(),
    ...filterShape,
    /** Added beyond spec 7: how many activities match (GET /api/activities' X-Total-Count). */
    total: z.number().int().min(0),
    /**
     * When nothing matches: each filter that, left out alone, would find something, with that number
     * (most worth giving up first); empty otherwise.
     */
    suggestions: z.array(dropSuggestionSchema).max(DROPPABLE_FILTERS.length).default([]),
  })
  .superRefine(checkAcrossFields);
export type AssistantAnswer = z.output<typeof assistantAnswerSchema>;

/** The filter set that filters nothing. */
export const NO_FILTERS: AssistantFilters = {
  searchQuery: null,
  date: 'all',
  startDate: null,
  endDate: null,
  location: null,
  portalId: null,
  organizationId: null,
  type: null,
  tags: [],
  free: false,
  paid: false,
  placesLeft: false,
  meetingScore: null,
  facets: [],
};
