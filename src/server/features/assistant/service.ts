import type { FastifyBaseLogger } from 'fastify';
import { activityFilterFromQuery, activityListQuerySchema } from '../../../domain/activities/list-query';
import {
  type AssistantAnswer,
  type AssistantFilters,
  CHAT_MESSAGES_MAX,
  type ChatMessage,
  type ChatRequest,
  type DropSuggestion,
} from '../../../domain/assistant/answer';
import { describeAnswer } from '../../../domain/assistant/describe-answer';
import {
  dropQuestion,
  filterLabel,
  type LabelContext,
  setFilters,
  withoutFilter,
} from '../../../domain/assistant/drop-filter';
import { assistantListParams } from '../../../domain/assistant/list-params';
import type { AssistantContext, Understanding } from '../../../domain/assistant/understand-request';
import type { Language, Localized } from '../../../domain/language';
import { todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import type { AppConfig } from '../../config';
import { onFirstUse } from '../../on-first-use';
import { AppError } from '../../plugins/errors';
import type { LimiterFactory } from '../../plugins/rate-limiter';
import type { SessionUser } from '../../plugins/session';
import { type AssistantModel, assistantModelFor } from '../../providers/assistant/index';
import { AssistantModelFailed } from '../../providers/assistant/request';
import type { OutsideServiceOptions } from '../../providers/post-json';
import { type ActivityState, listActivities, listTags } from '../activities';
import messages from './messages.json';
import { selectKnownPortals } from './repository';

/** The offline reader, with chrono-node, imported with the first question it reads (on-first-use.ts). */
const offlineReader = onFirstUse(() => import('../../../domain/assistant/understand-request'));

// The search assistant (spec 2.13, POST /api/chat): a member's conversation → the list's filters, the
// number of activities they match, and a sentence that says both. Offline by default; a configured
// model is asked first and any failure of it is answered offline.

const { NO_QUESTION, TOO_MANY_QUESTIONS } = messages;
/** Spec 8: the chat's 401 text. */
export const { CHAT_NEEDS_LOGIN } = messages;
const TOO_MANY_MESSAGES: Localized = {
  nl: `Dit gesprek is te lang (maximaal ${CHAT_MESSAGES_MAX} berichten). Begin een nieuw gesprek.`,
  en: `This conversation is too long (at most ${CHAT_MESSAGES_MAX} messages). Please start a new one.`,
};
/** A signed-in member, or a 401 with the chat's own sentence (spec 8) rather than the general one. */
export function requireChatMember(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError(401, CHAT_NEEDS_LOGIN);
  return user;
}

/** Questions per member per minute: more than anyone types, few enough to keep a paid model cheap. */
export const CHATS_PER_MINUTE = 20;

export interface AssistantServiceOptions {
  /** Tests shorten the model's deadline; production keeps ASSISTANT_TIMEOUT_MS. */
  model?: OutsideServiceOptions;
}

export function createAssistantService(
  activities: ActivityState,
  config: Pick<AppConfig, 'assistant'>,
  createLimiter: LimiterFactory,
  options: AssistantServiceOptions = {},
) {
  const model = assistantModelFor(config.assistant, options.model);
  const perMember = createLimiter({
    name: 'assistant-chat',
    points: CHATS_PER_MINUTE,
    windowSeconds: 60,
    text: TOO_MANY_QUESTIONS,
  });

  return {
    async answer(
      user: SessionUser | null,
      request: ChatRequest,
      lang: Language,
      log: FastifyBaseLogger,
    ): Promise<AssistantAnswer> {
      const member = requireChatMember(user);
      const { messages } = request;
      if (messages.length > CHAT_MESSAGES_MAX) throw new AppError(400, TOO_MANY_MESSAGES);
      const question = messages.findLast((message) => message.role === 'user');
      if (!question?.content.trim()) throw new AppError(400, NO_QUESTION);
      await perMember.consume(`user:${member.id}`);

      const [portals, tags] = await Promise.all([selectKnownPortals(activities.db), listTags(activities)]);
      const context: AssistantContext = { today: todayInAmsterdam(), language: lang, portals, tags };
      const { filters, quiet } = await understand(model, messages, context, log);
      const count = (counted: AssistantFilters) => countMatches(activities, counted, member, lang);
      const total = await count(filters);
      const suggestions =
        total === 0 ? await dropSuggestions(filters, count, lang, { today: context.today, portals }) : [];
      const message = describeAnswer(filters, {
        total,
        lang,
        today: context.today,
        portals,
        quiet,
        suggestions,
      });
      return { message, ...filters, total, suggestions };
    },
  };
}

/** The model's reading when there is a model and it answers well; the offline parser's otherwise. */
async function understand(
  model: AssistantModel | null,
  messages: readonly ChatMessage[],
  context: AssistantContext,
  log: FastifyBaseLogger,
): Promise<Understanding> {
  if (model) {
    try {
      return { filters: await model.understand(messages, context), quiet: false };
    } catch (error) {
      const reason = error instanceof AssistantModelFailed ? error.reason : 'unexpected error';
      log.warn({ provider: model.provider, reason }, 'assistant model failed; answered offline');
    }
  }
  const { understandConversation } = await offlineReader();
  return understandConversation(messages, context);
}

/**
 * For an answer that found nothing: each filter that, left out alone, finds something, with how many.
 * At most one count per filter set (seven), one after another, and only when the answer found nothing:
 * each is the list's own count, mostly answered from the in-memory list index.
 */
async function dropSuggestions(
  filters: AssistantFilters,
  count: (filters: AssistantFilters) => Promise<number>,
  lang: Language,
  context: LabelContext,
): Promise<DropSuggestion[]> {
  const suggestions: DropSuggestion[] = [];
  for (const filter of setFilters(filters)) {
    const total = await count(withoutFilter(filters, filter));
    if (total === 0) continue;
    const label = filterLabel(filters, filter, lang, context);
    suggestions.push({ filter, label, total, question: dropQuestion(label, lang) });
  }
  return suggestions;
}

/**
 * How many activities the list shows for these filters: the list's own query string, parsed and
 * counted by the list's own service, so the number is GET /api/activities' X-Total-Count.
 */
async function countMatches(
  activities: ActivityState,
  filters: AssistantFilters,
  user: SessionUser,
  lang: Language,
): Promise<number> {
  const query = activityListQuerySchema.parse({ ...assistantListParams(filters), limit: '1' });
  const { total } = await listActivities(activities, activityFilterFromQuery(query), user, lang);
  return total;
}
