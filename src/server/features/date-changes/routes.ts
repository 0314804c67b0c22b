import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelDateBodySchema,
  dateChangeParamsSchema,
  dateChangeSchema,
  moveDateBodySchema,
} from '../../../domain/participation/date-change-input';
import type { DateChangeAction } from '../../../domain/participation/date-change-plan';
import { declareRoute } from '../../http/route-declaration';
import type { SessionUser } from '../../plugins/session';
import { activityIdFromPath } from '../activities';
import { changeDate } from './service';

const tags = ['participation'];
const CANCEL = '/api/activities/:id/dates/:date/cancel';
const MOVE = '/api/activities/:id/dates/:date/move';
const params = dateChangeParamsSchema;
const response = { 200: dateChangeSchema };

/** The organiser's changes of one date of a series: whoever may edit the activity (its portal's organisers). */
export const dateChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = (
    request: { user: SessionUser | null; params: { id: string; date: string } },
    action: DateChangeAction,
  ) => changeDate(app, request.user, activityIdFromPath(request.params.id), request.params.date, action);

  app.post(
    CANCEL,
    declareRoute('organiser', {
      tags,
      summary:
        'Cancel one date of a series, with an optional reason; those taking part are mailed (administrators, and organisers of its portal)',
      params,
      body: cancelDateBodySchema.nullish(),
      response,
    }),
    async (request) => change(request, { kind: 'cancel', reason: request.body?.reason || null }),
  );
  app.delete(
    CANCEL,
    declareRoute('organiser', {
      tags,
      summary:
        'Let a cancelled date go ahead after all; those taking part are mailed (administrators, and organisers of its portal)',
      params,
      response,
    }),
    async (request) => change(request, { kind: 'uncancel' }),
  );
  app.post(
    MOVE,
    declareRoute('organiser', {
      tags,
      summary:
        'Move one date of a series to another day and/or times; its registrations move along (administrators, and organisers of its portal)',
      params,
      body: moveDateBodySchema,
      response,
    }),
    async (request) =>
      change(request, {
        kind: 'move',
        to: request.body.date,
        startTime: request.body.startTime ?? null,
        endTime: request.body.endTime ?? null,
      }),
  );
  app.delete(
    MOVE,
    declareRoute('organiser', {
      tags,
      summary:
        'Put a moved date back on its own day and times; those taking part are mailed (administrators, and organisers of its portal)',
      params,
      response,
    }),
    async (request) => change(request, { kind: 'unmove' }),
  );
};
