import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityHistoryQuerySchema,
  activityHistorySchema,
  agendaHistoryQuerySchema,
  agendaHistorySchema,
} from '../../../domain/activities/history';
import { declareRoute } from '../../http/route-declaration';
import { idPathParams } from '../../plugins/path-id';
import { activityIdFromPath } from '../activities';
import * as service from './service';

const tags = ['activities'];

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activities/:id/history',
    declareRoute('organiser', {
      tags,
      summary:
        'An activity’s changes, newest first: who, when, how, each field from what to what; ?before pages on (its organisers and administrators)',
      params: idPathParams,
      querystring: activityHistoryQuerySchema,
      response: { 200: activityHistorySchema },
    }),
    async (request) =>
      service.activityHistory(app.db, request.user, activityIdFromPath(request.params.id), request.query),
  );

  app.get(
    '/api/history',
    declareRoute('administrator', {
      tags,
      summary:
        'Who did what across the agenda, newest first; ?user and ?activity narrow it, ?before pages on (administrators)',
      querystring: agendaHistoryQuerySchema,
      response: { 200: agendaHistorySchema },
    }),
    async (request) => service.agendaHistory(app.db, request.user, request.query),
  );
};
