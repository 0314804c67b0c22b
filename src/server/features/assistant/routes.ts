import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assistantAnswerSchema,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_MAX,
  chatRequestSchema,
} from '../../../domain/assistant/answer';
import { declareRoute } from '../../http/route-declaration';
import { TOO_MANY } from '../../plugins/openapi-responses';
import { CHAT_NEEDS_LOGIN, CHATS_PER_MINUTE, createAssistantService } from './service';

/**
 * A whole conversation: 20 messages of 2,000 characters (UTF-16 units, as zod counts them) at 3 bytes
 * each at most as JSON.stringify writes them (UTF-8; quotes and line breaks escaped in 2), plus room for
 * the JSON around them. Only a lone surrogate, which no keyboard types, is written longer (6 bytes).
 */
const CHAT_BODY_LIMIT = CHAT_MESSAGES_MAX * (CHAT_MESSAGE_MAX * 3 + 64) + 1024;

/** The search assistant, POST /api/chat (issue #10, item 5). */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const assistant = createAssistantService(app.activities, app.config, app.createLimiter);

  app.post(
    '/api/chat',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      // Visitors are refused before the body is read, with the chat's own sentence (spec 8).
      ...declareRoute(
        'member',
        {
          tags: ['assistant'],
          summary:
            'The search assistant: a conversation in Dutch or English → the list’s filters, how many activities ' +
            'match, and a sentence saying both; offline, or an OpenAI-compatible model when configured ' +
            `(members; ${CHATS_PER_MINUTE} questions a minute)`,
          body: chatRequestSchema,
          response: { 200: assistantAnswerSchema, 429: TOO_MANY },
        },
        { notLoggedIn: CHAT_NEEDS_LOGIN },
      ),
    },
    async (request) => assistant.answer(request.user, request.body, request.lang, request.log),
  );
};
