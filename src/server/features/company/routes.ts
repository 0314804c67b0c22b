import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockStatusSchema,
  companyListSchema,
  companyMessageInputSchema,
  companyMessageSentSchema,
  companyQuerySchema,
  companyReportInputSchema,
  companyReportSchema,
  dateWelcomerSchema,
  welcomerDateParamsSchema,
  welcomerInputSchema,
} from '../../../domain/company';
import type { Localized } from '../../../domain/language';
import { activityIdFromPath } from '../../http/activity-id';
import { declareRoute } from '../../http/route-declaration';
import { refusal } from '../../plugins/openapi-responses';
import { idPathParams, pathId } from '../../plugins/path-id';
import * as service from './service';
import { removeDateWelcomer, setDateWelcomer, welcomerOfDate } from './welcomers';

const tags = ['company'];

const INVALID_USER_ID: Localized = { nl: 'Ongeldig gebruikers-ID.', en: 'Invalid user ID.' };
const USER_NOT_FOUND: Localized = { nl: 'Gebruiker niet gevonden.', en: 'User not found.' };
const INVALID_MESSAGE_ID: Localized = { nl: 'Ongeldig berichtnummer.', en: 'Invalid message number.' };

const userId = (raw: string) => pathId(raw, { malformed: INVALID_USER_ID, unknown: USER_NOT_FOUND });
const messageId = (raw: string) =>
  pathId(raw, { malformed: INVALID_MESSAGE_ID, unknown: service.MESSAGE_NOT_FOUND });

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const idOf = (request: { params: { id: string } }) => activityIdFromPath(request.params.id);

  app.get(
    '/api/activities/:id/company',
    declareRoute('member', {
      tags,
      summary:
        'The others who would like to go together on a date (none named: the next date): first name, picture and their line. Only for a member who asked for company on that date (403 otherwise); blocked pairs do not see each other',
      params: idPathParams,
      querystring: companyQuerySchema,
      response: {
        200: companyListSchema,
        403: refusal('The member did not ask for company on this date (going or on the waitlist)'),
      },
    }),
    async (request) => service.listCompany(app.db, request.user, idOf(request), request.query.date),
  );
  app.post(
    '/api/activities/:id/company/messages',
    declareRoute('member', {
      tags,
      summary:
        'Send a short message to another member who would like to go together on the same date; mailed once from Meedoen, neither address shown. At most 10 an hour (429)',
      params: idPathParams,
      body: companyMessageInputSchema,
      response: {
        200: companyMessageSentSchema,
        403: refusal('Either of the two does not want company on this date, or one blocked the other'),
        429: refusal('The sender sent 10 company messages in the past hour already'),
      },
    }),
    async (request) => {
      const sent = await service.sendMessage(
        app.db,
        request.user,
        idOf(request),
        request.body,
        app.config.publicUrl,
        (await app.site.settings()).name,
      );
      if (sent.queued) app.outbox.wake();
      return { id: sent.id };
    },
  );
  app.post(
    '/api/company/messages/:id/report',
    declareRoute('member', {
      tags,
      summary:
        'Report a company message one received to the administrators (it lands in their inbox; idempotent)',
      params: idPathParams,
      body: companyReportInputSchema,
      response: {
        200: companyReportSchema,
        403: refusal('Only the recipient of a message can report it'),
      },
    }),
    async (request) =>
      service.reportMessage(app.db, request.user, messageId(request.params.id), request.body),
  );

  const blockRoute = (summary: string) =>
    declareRoute('member', { tags, summary, params: idPathParams, response: { 200: blockStatusSchema } });
  app.post(
    '/api/users/:id/block',
    blockRoute('Block a member: neither sees the other among company any more, nor can write to them'),
    async (request) => service.block(app.db, request.user, userId(request.params.id)),
  );
  app.delete('/api/users/:id/block', blockRoute('Unblock a member (idempotent)'), async (request) =>
    service.unblock(app.db, request.user, userId(request.params.id)),
  );

  const welcomerRoute = (access: 'public' | 'organiser', summary: string) =>
    declareRoute(access, {
      tags,
      summary,
      params: welcomerDateParamsSchema,
      response: { 200: dateWelcomerSchema },
    });
  app.get(
    '/api/activities/:id/dates/:date/welcomer',
    welcomerRoute('public', 'Who welcomes newcomers on a date: the date’s own welcomer, else the activity’s'),
    async (request) => welcomerOfDate(app.db, idOf(request), request.params.date),
  );
  app.put(
    '/api/activities/:id/dates/:date/welcomer',
    declareRoute('organiser', {
      tags,
      summary:
        'Name the welcomer of one date, in place of the activity’s own (a photo left out stays; administrators, and organisers of its portal)',
      params: welcomerDateParamsSchema,
      body: welcomerInputSchema,
      response: { 200: dateWelcomerSchema },
    }),
    async (request) =>
      setDateWelcomer(app.db, request.user, idOf(request), request.params.date, request.body),
  );
  app.delete(
    '/api/activities/:id/dates/:date/welcomer',
    welcomerRoute(
      'organiser',
      'Take a date’s own welcomer away; the activity’s own welcomes again (administrators, and organisers of its portal)',
    ),
    async (request) => removeDateWelcomer(app.db, request.user, idOf(request), request.params.date),
  );
};
