import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sourceCreateSchema,
  sourceListSchema,
  sourceReadSchema,
  sourceSchema,
  sourceUpdateSchema,
} from '../../../domain/sources/source-input';
import { declareRoute } from '../../http/route-declaration';
import { refusal } from '../../plugins/openapi-responses';
import { idPathParams, pathId } from '../../plugins/path-id';
import { activityReader, createParticipantNotices } from '../activities';
import { syncSourceCancellations } from '../date-changes';
import { addSourceJob } from './jobs';
import messages from './messages.json';
import type { SourceReader, UpsertSourceProposal } from './read-source';
import * as service from './service';

const tags = ['sources'];
const idOf = (raw: string) =>
  pathId(raw, { malformed: messages.INVALID_SOURCE_ID, unknown: messages.SOURCE_NOT_FOUND });

export interface SourceRoutesOptions {
  /** The proposals queue's entry for events of a source that needs approval (features/proposals). */
  upsertSourceProposal?: UpsertSourceProposal;
}

/**
 * Calendar sources (issue #44 item 3): administrators and the portal's organisers. Registered after the
 * mailer: participants hear of a changed time or place that a read brings.
 */
export const sourceRoutes: FastifyPluginAsyncZod<SourceRoutesOptions> = async (app, options) => {
  const reader: SourceReader = {
    db: app.db,
    activities: app.activities,
    outsideContent: app.outsideContent,
    notices: createParticipantNotices(
      app.db,
      activityReader(app.activities),
      app.mailer,
      app.config.publicUrl,
      async () => (await app.site.settings()).name,
    ),
    fetchOptions: {
      userAgent: `Meedoen-agenda/1.0 (+${app.config.publicUrl})`,
      // config.ts refuses IMPORT_TEST_ALLOW_HOSTS outside tests; this keeps a hand-built config from it too.
      allowHosts: app.config.env === 'test' ? app.config.importTestAllowHosts : [],
    },
    upsertSourceProposal: options.upsertSourceProposal ?? null,
    syncCancellations: (activityId, days, origin) => syncSourceCancellations(app, activityId, days, origin),
  };
  addSourceJob(app, reader);

  app.get(
    '/api/sources',
    declareRoute('organiser', {
      tags,
      summary: 'The calendar sources of the portals the member manages (administrators: all)',
      response: { 200: sourceListSchema },
    }),
    async (request) => service.listSources(app.db, request.user),
  );
  app.post(
    '/api/sources',
    declareRoute('organiser', {
      tags,
      summary: "Add an ICS address or a page of events as a portal's calendar source; read hourly",
      body: sourceCreateSchema,
      response: { 201: sourceSchema, 409: refusal('The portal already has a source with this address') },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.addSource(app.db, request.user, request.body)),
  );
  app.patch(
    '/api/sources/:id',
    declareRoute('organiser', {
      tags,
      summary: 'Pause or resume a source, or change whether its events need approval',
      params: idPathParams,
      body: sourceUpdateSchema,
      response: { 200: sourceSchema },
    }),
    async (request) => service.changeSource(app.db, request.user, idOf(request.params.id), request.body),
  );
  app.delete(
    '/api/sources/:id',
    declareRoute('organiser', {
      tags,
      summary: 'Delete a source; the activities it made stay',
      params: idPathParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.removeSource(app.db, request.user, idOf(request.params.id));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/sources/:id/read',
    declareRoute('organiser', {
      tags,
      summary: 'Read a source now: its events added, changed or ended; answers the outcome',
      params: idPathParams,
      response: { 200: sourceReadSchema },
    }),
    async (request) => service.readSourceNow(reader, request.user, idOf(request.params.id)),
  );
};
