import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveBodySchema,
  proposalInputSchema,
  proposalListQuerySchema,
  proposalSchema,
  proposalSettingsSchema,
  rejectBodySchema,
} from '../../../domain/proposals';
import { declareRoute } from '../../http/route-declaration';
import { refusal } from '../../plugins/openapi-responses';
import { idPathParams, pathId } from '../../plugins/path-id';
import { updateSiteSettings } from '../site';
import * as service from './service';

const tags = ['proposals'];
const decided = refusal('The proposal has been approved or rejected already');

/** Members propose activities; administrators and the portal's organisers decide (issue #44, item 2). */
export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: service.ProposalContext = {
    activities: app.activities,
    publicUrl: app.config.publicUrl,
    site: app.site,
  };
  const siteContext = { db: app.db, site: app.site };

  app.post(
    '/api/proposals',
    declareRoute('member', {
      tags,
      summary: 'Propose an activity for a portal; it is not public until approved (members)',
      body: proposalInputSchema,
      response: {
        201: proposalSchema,
        403: refusal('Administrators have turned proposing off (or sent from another site)'),
        429: refusal('The member made the most proposals a day already'),
      },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.propose(context, request.user, request.body)),
  );

  app.get(
    '/api/proposals',
    declareRoute('member', {
      tags,
      summary:
        "With mine=true the member's own proposals; else the queue of the portals the administrator or organiser manages",
      querystring: proposalListQuerySchema,
      response: {
        200: z.array(proposalSchema),
        403: refusal('Without mine=true: neither an administrator nor an organiser'),
      },
    }),
    async (request) => service.listProposals(context, request.user, request.query),
  );

  app.get(
    '/api/proposals/pending-count',
    declareRoute('organiser', {
      tags,
      summary:
        'How many proposals of the portals they manage wait for a decision (administrators, organisers)',
      response: { 200: z.object({ count: z.number().int() }) },
    }),
    async (request) => service.pendingCount(context, request.user),
  );

  app.post(
    '/api/proposals/:id/approve',
    declareRoute('organiser', {
      tags,
      summary:
        "Approve a proposal as proposed or as edited (`activity`: the full create payload); the proposer is mailed (the portal's administrators and organisers)",
      params: idPathParams,
      body: approveBodySchema.nullish(),
      response: { 200: proposalSchema, 409: decided },
    }),
    async (request) =>
      service.approve(context, request.user, proposalId(request.params.id), request.body?.activity),
  );

  app.post(
    '/api/proposals/:id/reject',
    declareRoute('organiser', {
      tags,
      summary:
        "Reject a proposal with a reason; the proposer is mailed (the portal's administrators and organisers)",
      params: idPathParams,
      body: rejectBodySchema,
      response: { 200: proposalSchema, 409: decided },
    }),
    async (request) =>
      service.reject(context, request.user, proposalId(request.params.id), request.body.reason),
  );

  app.get(
    '/api/settings/proposals',
    declareRoute('public', {
      tags,
      summary: 'Whether members may propose activities',
      response: { 200: proposalSettingsSchema },
    }),
    async () => ({ membersMayPropose: (await app.site.settings()).membersMayPropose }),
  );

  app.put(
    '/api/settings/proposals',
    declareRoute('administrator', {
      tags,
      summary: 'Choose whether members may propose activities (administrators)',
      body: proposalSettingsSchema,
      response: { 200: proposalSettingsSchema },
    }),
    async (request) => {
      const settings = await updateSiteSettings(siteContext, request.user, request.body);
      return { membersMayPropose: settings.membersMayPropose };
    },
  );
};

const NOT_FOUND = { nl: 'Dit voorstel bestaat niet.', en: 'This proposal does not exist.' };
const MALFORMED = { nl: 'Ongeldig voorstel-ID', en: 'Invalid proposal ID' };
const proposalId = (raw: string) => pathId(raw, { malformed: MALFORMED, unknown: NOT_FOUND });
