import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Localized } from '../../../domain/language';
import { messageResponse, sendError } from '../../plugins/errors';
import { startSession } from '../../plugins/session';
import { createGoogleSignIn, type PendingSignIn, pendingSignInSchema, safeReturnTo } from './google';
import { accountForGoogleProfile } from './google-accounts';

const NOT_CONFIGURED: Localized = {
  nl: 'Inloggen met Google is niet ingesteld.',
  en: 'Sign in with Google is not configured.',
};
/** The login page shows a message for this. The reason stays in the log, not in the address bar. */
const FAILED_REDIRECT = '/auth?error=google';
const PENDING_COOKIE = 'meedoen_google_signin';
const PENDING_PATH = '/api/auth/google';
const PENDING_SECONDS = 10 * 60;

const redirectResponse = z.null().describe('Redirect (Location header)');

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.google;
  const google = config
    ? createGoogleSignIn(config, `${app.config.publicUrl}/api/auth/google/callback`)
    : null;

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-in providers are set up (the client shows their buttons)',
        response: { 200: z.object({ google: z.boolean() }) },
      },
    },
    async () => ({ google: google !== null }),
  );

  app.get(
    '/api/auth/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with Google: redirects to the provider (state, nonce, PKCE)',
        querystring: z.object({ returnTo: z.string().optional() }),
        response: { 302: redirectResponse, 503: messageResponse },
      },
    },
    async (request, reply) => {
      if (!google) return sendError(reply, 503, NOT_CONFIGURED);
      try {
        const { url, pending } = await google.start(safeReturnTo(request.query.returnTo));
        setPendingCookie(request, reply, pending);
        return reply.header('cache-control', 'no-store').redirect(url.href, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(FAILED_REDIRECT, 302);
      }
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back: signs in and redirects to where they came from',
        response: { 302: redirectResponse, 503: messageResponse },
      },
    },
    async (request, reply) => {
      if (!google) return sendError(reply, 503, NOT_CONFIGURED);
      const pending = readPendingCookie(request);
      // One attempt per start: the cookie goes whatever happens next.
      reply.clearCookie(PENDING_COOKIE, cookieOptions(request));
      reply.header('cache-control', 'no-store');
      if (!pending) return reply.redirect(FAILED_REDIRECT, 302);
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const profile = await google.finish(query, pending);
        const user = await accountForGoogleProfile(app.db, profile);
        await startSession(request, reply, user.id);
        return reply.redirect(safeReturnTo(pending.returnTo), 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in refused');
        return reply.redirect(FAILED_REDIRECT, 302);
      }
    },
  );
};

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax' as const,
    path: PENDING_PATH,
    secure: request.server.config.publicUrl.startsWith('https:') || request.protocol === 'https',
  };
}

function setPendingCookie(request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn) {
  const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
  reply.setCookie(PENDING_COOKIE, value, { ...cookieOptions(request), maxAge: PENDING_SECONDS });
}

function readPendingCookie(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw || raw.length > 2000) return null;
  try {
    const parsed = pendingSignInSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
