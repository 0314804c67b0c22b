import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { connectDatabase, type Database, type Db } from './db/connect';
import type { PrepareSteps } from './db/prepare';
import {
  type ActivityState,
  activityJobs,
  activityRoutes,
  adminActivityListRoutes,
  createActivityState,
  firstCardPicture,
  refreshOccurrences,
} from './features/activities';
import { assistantRoutes } from './features/assistant';
import { authRoutes, passwordResetRoutes } from './features/auth';
import { companyRoutes } from './features/company';
import { contactRoutes } from './features/contact';
import { dateChangeRoutes } from './features/date-changes';
import { emailRoutes, memberMail } from './features/email';
import { embedRoutes } from './features/embed';
import { feedRoutes } from './features/feeds';
import { healthRoutes } from './features/health';
import { historyRoutes } from './features/history';
import { importRoutes } from './features/imports';
import { mediaRoutes, uploadRoutes } from './features/media';
import { metaRoutes, portalPageHead } from './features/meta';
import { outbox } from './features/outbox';
import { participationRoutes } from './features/participation';
import { partnerRoutes } from './features/partners';
import { portalRoutes } from './features/portals';
import { duplicateRoutes, proposalRoutes, upsertSourceProposal } from './features/proposals';
import {
  invitationRoutes,
  SiteState,
  sitePageFor,
  sitePageRoutes,
  siteSettingsRoutes,
} from './features/site';
import { sourceRoutes, type UpsertSourceProposal } from './features/sources';
import { translationRoutes } from './features/translation';
import { userRoutes } from './features/users';
import { brotliOptions, gzipOptions } from './http/compression';
import { createOutsideContentReader, type OutsideContentReader } from './outside-content/reader';
import { ACCESS_LEVELS, access, DOCS_PREFIX, SESSION_SCHEME } from './plugins/access';
import { client } from './plugins/client';
import { errors } from './plugins/errors';
import { jobs } from './plugins/jobs';
import { DEFAULT_BODY_LIMIT, jsonBody } from './plugins/json-body';
import { loggerOptions } from './plugins/logging';
import { withSharedSchemas } from './plugins/openapi-responses';
import { rateLimiter } from './plugins/rate-limiter';
import { security } from './plugins/security';
import { SESSION_COOKIE, session, sessionUserReads } from './plugins/session';
import { mailer } from './providers/mailer';
import { generatePassword, hashPassword, verifyPassword } from './security/passwords';
import { fastifyTrustProxy } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The database: its app pool (Drizzle), the list's pool and the connections of their own. */
    database: Database;
    db: Db;
    /** Parses outside content (imported pages, feeds) in worker threads, within limits. */
    outsideContent: OutsideContentReader;
    /** The activities' list index, caches, card and detail reads, occurrence freshness. */
    activities: ActivityState;
    /** The site's settings (name, look, contact, who may join) as last read, while nothing changed. */
    site: SiteState;
  }
}

export interface BuildOptions {
  /** An open database to use (tests); otherwise one is opened from the configuration. */
  database?: Database;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: DestinationStream;
}

/** The proposals queue as the calendar sources see it: what became of a source's event. */
const sourceProposalsQueue: UpsertSourceProposal = async (db, proposal) => {
  const { outcome } = await upsertSourceProposal(db, proposal);
  return outcome === 'kept' ? 'unchanged' : outcome;
};

/** Builds the whole application without listening, so tests can drive it with `app.inject()`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Small for every route; the picture routes raise it for themselves (see plugins/json-body.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Idle keep-alive connections are closed at shutdown; requests in flight are finished first.
    forceCloseConnections: 'idle',
    // A request must arrive whole within 2 minutes: room for the largest picture upload (8 MiB) over a
    // slow mobile uplink of about 1 Mbit/s, while a client that trickles a body cannot hold the socket.
    requestTimeout: 120_000,
    // A socket with no traffic either way for a minute is closed; an answer takes seconds at most,
    // since every query is capped by the database timeouts (see db/connect.ts).
    connectionTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await connectDatabase(config.database));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // A database handed in by a test belongs to the test; one opened here is closed here.
  if (!options.database) app.addHook('onClose', async () => database.close());
  const outsideContent = createOutsideContentReader();
  app.decorate('outsideContent', outsideContent);
  app.addHook('onClose', async () => outsideContent.close());
  // What this process holds for the activities, made here once and handed to the features through the
  // app: the list index (which listens on a connection of its own until the app closes) and the list's
  // caches, the cards' texts and reads, the stemmer decision, the details read per turn, the minute the
  // occurrences were last made fresh. Nothing of it lives in module scope: another app has its own.
  const activities = createActivityState(database);
  app.decorate('activities', activities);
  app.addHook('onClose', async () => activities.list.index.stopListening());
  // The site's settings, cached while a connection of its own hears of every change (site_changes).
  const site = new SiteState(database);
  app.decorate('site', site);
  app.addHook('onClose', async () => site.close());

  await app.register(errors);
  await app.register(jsonBody);
  // The scheduler first: the plugins and features after it add their own periodic work to it.
  await app.register(jobs);
  await app.register(rateLimiter);
  await app.register(security);
  // Light settings (http/compression.ts): at quality 4 (the default) brotli cost more CPU than the
  // database on a list page.
  await app.register(compress, { threshold: 1024, brotliOptions, zlibOptions: gzipOptions });
  await app.register(cookie);
  // The members of the sessions asked for in one turn, read with one statement (made per app).
  await app.register(session, { findSessionUser: sessionUserReads(database) });
  // Before every route: reads each route's `config.access`, guards it and documents it.
  await app.register(access);
  await app.register(swagger, {
    openapi: openapiDocument(config),
    transform: jsonSchemaTransform,
    // Adds the named zod schemas (the shared Message) to components/schemas for the references to them.
    transformObject: (document) => withSharedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  await app.register(healthRoutes);
  await app.register(mailer);
  await app.register(memberMail);
  // The mail that must reach someone once: app.outbox, and its sending and sweeping jobs.
  await app.register(outbox);
  await app.register(authRoutes);
  await app.register(emailRoutes);
  await app.register(passwordResetRoutes);
  await app.register(contactRoutes);
  await app.register(mediaRoutes);
  await app.register(uploadRoutes);
  await app.register(portalRoutes);
  await app.register(activityRoutes);
  await app.register(adminActivityListRoutes);
  await app.register(activityJobs);
  await app.register(importRoutes);
  await app.register(participationRoutes);
  await app.register(companyRoutes);
  await app.register(dateChangeRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(invitationRoutes);
  await app.register(partnerRoutes);
  await app.register(sitePageRoutes);
  await app.register(proposalRoutes);
  await app.register(duplicateRoutes);
  await app.register(historyRoutes);
  // Calendar sources; a source that needs approval hands its events to the proposals queue.
  await app.register(sourceRoutes, { upsertSourceProposal: sourceProposalsQueue });
  await app.register(metaRoutes);
  await app.register(userRoutes);
  await app.register(translationRoutes);
  await app.register(feedRoutes);
  await app.register(embedRoutes);
  await app.register(assistantRoutes);

  await app.register(client, {
    clientDir: config.clientDir,
    landingPictures: { '/activities': firstCardPicture(activities) },
    pageHeads: { '/p/:slug': portalPageHead(app.db, app.site, config.publicUrl.replace(/\/+$/, '')) },
    sitePage: async () => sitePageFor(await site.settings()),
  });
  return app;
}

/**
 * What the start-up data step (db/prepare.ts) needs from the features: passwords as the sign-in checks
 * them, and the activities' occurrences rebuilt for rows written outside the API.
 */
export const preparation: PrepareSteps = {
  passwords: { generate: generatePassword, hash: hashPassword, verify: verifyPassword },
  refreshOccurrences: (db) => refreshOccurrences(db),
};

/**
 * The document's frame: OpenAPI 3.1 (JSON Schema 2020-12, so a nullable value is `type: [..., 'null']`,
 * and a security requirement may name the roles it needs: `session: ['administrator']`).
 */
function openapiDocument(config: AppConfig) {
  return {
    openapi: '3.1.0',
    info: { title: 'Meedoen API', version: '1.0.0' },
    servers: [{ url: config.publicUrl.replace(/\/+$/, '') }],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: SESSION_COOKIE,
          description: `The session cookie set by /api/login, /api/register and Google sign-in. An operation lists the role it needs: ${ACCESS_LEVELS.slice(1).join(' or ')}.`,
        },
      },
    },
  };
}
