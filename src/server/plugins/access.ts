import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Localized } from '../../domain/language';
import { AppError } from './errors';
import { commonResponses } from './openapi-responses';
import { NOT_LOGGED_IN, requireAdministrator, requireOrganiser } from './session';

/**
 * Who may call a route: anybody, a signed-in member, an organiser (an administrator, or a member who
 * organises a portal; the service then checks the portal the request is about), or an administrator.
 */
export const ACCESS_LEVELS = ['public', 'member', 'organiser', 'administrator'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route says so; the app refuses to start otherwise. */
    access?: Access;
    /** The 401's sentence where a route has its own (the chat's); else 'Je moet ingelogd zijn.'. */
    notLoggedIn?: Localized;
  }
}

/** The OpenAPI security scheme: the session cookie. An operation's roles are listed with it (3.1). */
export const SESSION_SCHEME = 'session';

/** The API documentation's own pages and JSON (swagger-ui): public, and not operations themselves. */
export const DOCS_PREFIX = '/api/docs';

function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
}

/**
 * The refusal, as a route hook of its own at onRequest: before the body is read (a member's 5 MB upload
 * is refused unread) and before the input is validated (a visitor learns nothing about the fields).
 */
function guardFor(access: Exclude<Access, 'public'>, notLoggedIn: Localized): onRequestHookHandler {
  const guard = async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, notLoggedIn);
    if (access === 'administrator') requireAdministrator(request.user);
    if (access === 'organiser') requireOrganiser(request.user);
  };
  return guard as onRequestHookHandler;
}

function hooksOf(hooks: RouteOptions['onRequest']): onRequestHookHandler[] {
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestHookHandler[];
}

/**
 * One declaration per route, `config: { access }`, read here once: the guard is installed, and the
 * operation's security, operation id and common error answers are written into its OpenAPI schema, so
 * the document says exactly what the server enforces (docs/decisions/0015-route-access-declarations.md).
 */
async function accessPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!needsDeclaration(route.url)) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `${route.method} ${route.url} declares no access: add config: { access: 'public' | 'member' | 'organiser' | 'administrator' }`,
      );
    }
    // A GET's HEAD twin comes through here too, with the options as they were before: guarded alike.
    if (access !== 'public') {
      const guard = guardFor(access, route.config?.notLoggedIn ?? NOT_LOGGED_IN);
      route.onRequest = [guard, ...hooksOf(route.onRequest)];
    }
    // A route without a schema is still in the document (and so in the role matrix), with its security.
    const schema = route.schema ?? {};
    if (!schema.hide) {
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      route.schema = {
        operationId: operationIdFor(String(method), route.url),
        security: access === 'public' ? [] : [{ [SESSION_SCHEME]: [access] }],
        ...schema,
        response: { ...commonResponses(route, access), ...(schema.response as object | undefined) },
      };
    }
  });
}

/** A stable id from the method and the path: GET /api/activities/:id/participants → getActivitiesByIdParticipants. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

export const access = fp(accessPlugin, { name: 'access', dependencies: ['session'] });
