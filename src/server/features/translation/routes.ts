import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  translateToEnglishResponseSchema,
  translateToEnglishSchema,
} from '../../../domain/activities/translation';
import { activityHelpersSchema } from '../../../domain/activity-helpers';
import { messageResponse } from '../../plugins/errors';
import { guard, requireAdministrator } from '../../plugins/session';
import { translatorFor } from '../../providers/translator/index';
import { describeHelpers, translateToEnglish } from './service';

const errors = { 401: messageResponse, 403: messageResponse };
// Visitors and members are refused before their input is validated or read.
const adminOnly = guard(requireAdministrator);

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const translator = translatorFor(app.config.translation);

  app.post(
    '/api/translate-to-english',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['activities'],
        summary:
          "Translate an activity's Dutch texts to English with LibreTranslate or DeepL; answers the given, non-empty keys (administrators)",
        body: translateToEnglishSchema,
        response: {
          200: translateToEnglishResponseSchema,
          400: messageResponse,
          ...errors,
          502: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => translateToEnglish(translator, request.body, request.log),
  );

  app.get(
    '/api/admin/helpers',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['activities'],
        summary:
          "Which of the activity dialog's helpers this site has: translation and cover generation (administrators)",
        response: { 200: activityHelpersSchema, ...errors },
      },
    },
    async () => describeHelpers(app.config, translator),
  );
};
