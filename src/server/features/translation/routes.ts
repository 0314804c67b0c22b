import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  translateToEnglishResponseSchema,
  translateToEnglishSchema,
} from '../../../domain/activities/translation';
import { activityHelpersSchema } from '../../../domain/activity-helpers';
import { declareRoute } from '../../http/route-declaration';
import { refusal } from '../../plugins/openapi-responses';
import { translatorFor } from '../../providers/translator/index';
import { describeHelpers, translateToEnglish } from './service';

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const translator = translatorFor(app.config.translation);

  app.post(
    '/api/translate-to-english',
    declareRoute('organiser', {
      tags: ['activities'],
      summary:
        "Translate an activity's Dutch texts to English with LibreTranslate or DeepL; answers the given, non-empty keys (administrators and organisers)",
      body: translateToEnglishSchema,
      response: {
        200: translateToEnglishResponseSchema,
        502: refusal('The translation service failed'),
        503: refusal('No translation service is set up'),
      },
    }),
    async (request) => translateToEnglish(translator, request.body, request.log),
  );

  app.get(
    '/api/admin/helpers',
    // Two switches of the site's set-up, the same for every portal: nothing to narrow for an organiser.
    declareRoute('organiser', {
      tags: ['activities'],
      summary:
        "Which of the activity dialog's helpers this site has: translation and cover generation (administrators and organisers)",
      response: { 200: activityHelpersSchema },
    }),
    async () => describeHelpers(app.config, translator),
  );
};
