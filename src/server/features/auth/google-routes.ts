import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { googleLinkStartSchema } from '../../../domain/auth';
import type { Localized } from '../../../domain/language';
import { safeReturnTo } from '../../../domain/return-to';
import { ownProfileSchema } from '../../../domain/users';
import { declareRoute } from '../../http/route-declaration';
import { tokenDigest } from '../../http/secret-token';
import { sendError } from '../../plugins/errors';
import { refusal, TOO_MANY } from '../../plugins/openapi-responses';
import { requireMember, SESSION_COOKIE, startSession } from '../../plugins/session';
import { createAccountService, toOwnProfile } from '../users';
import { createGoogleSignIn, type PendingSignIn, pendingSignInSchema } from './google';
import {
  accountForGoogleProfile,
  GoogleAccountError,
  type GoogleRefusal,
  linkGoogleAccount,
  unlinkGoogleAccount,
} from './google-accounts';

const NOT_CONFIGURED: Localized = {
  nl: 'Inloggen met Google is niet ingesteld.',
  en: 'Sign in with Google is not configured.',
};
/** The login page shows a message for this. Reasons the person cannot act on stay in the log. */
const FAILED_REDIRECT = '/auth?error=google';
/** The one refusal of a sign-in the login page explains: what to do instead is not obvious. */
const ACCOUNT_EXISTS_REDIRECT = '/auth?error=google-account-exists';
/** A new account through Google while registration is by invitation only. */
const INVITATION_ONLY_REDIRECT = '/auth?error=google-invitation-only';
/** Where linking starts and ends unless the client says otherwise: the settings page's security tab. */
const LINK_RETURN_DEFAULT = '/settings?tab=security';
const PENDING_COOKIE = 'meedoen_google_signin';
const PENDING_PATH = '/api/auth/google';
const PENDING_SECONDS = 10 * 60;

const redirectResponse = z.null().describe('Redirect (Location header)');
const notConfigured = refusal('Sign in with Google is not set up on this server');

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = createAccountService(app.db, app.config.rateLimits, app.createLimiter);
  const config = app.config.google;
  const google = config
    ? createGoogleSignIn(config, `${app.config.publicUrl}/api/auth/google/callback`)
    : null;

  app.get(
    '/api/auth/providers',
    declareRoute('public', {
      tags: ['auth'],
      summary:
        'Which sign-in helpers are set up: Google, and password reset by e-mail (the client shows their buttons); and whether this site sends e-mail at all',
      // passwordReset: whether 'Wachtwoord vergeten?' can e-mail a link; email: whether anything is
      // e-mailed (the settings say so beside the e-mail notifications). Both: a mail server is set up.
      response: {
        200: z.object({ google: z.boolean(), passwordReset: z.boolean(), email: z.boolean() }),
      },
    }),
    async () => ({
      google: google !== null,
      passwordReset: app.config.mail !== null,
      email: app.config.mail !== null,
    }),
  );

  app.get(
    '/api/auth/google',
    declareRoute('public', {
      tags: ['auth'],
      summary: 'Start signing in with Google: redirects to the provider (state, nonce, PKCE)',
      querystring: z.object({ returnTo: z.string().optional() }),
      response: { 302: redirectResponse, 503: notConfigured },
    }),
    async (request, reply) => {
      if (!google) return sendError(reply, 503, NOT_CONFIGURED);
      try {
        const { url, pending } = await google.start(
          { intent: 'sign-in' },
          safeReturnTo(request.query.returnTo),
        );
        setPendingCookie(request, reply, pending);
        return reply.header('cache-control', 'no-store').redirect(url.href, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(FAILED_REDIRECT, 302);
      }
    },
  );

  app.post(
    '/api/auth/google/link',
    declareRoute('member', {
      tags: ['auth'],
      summary:
        'Start linking a Google account to the signed-in member, confirmed with their password; the ' +
        'browser then goes to `location` and comes back at returnTo (default /settings?tab=security) ' +
        'with google=linked or the reason it was refused',
      body: googleLinkStartSchema,
      response: {
        200: z.object({ location: z.string() }),
        429: TOO_MANY,
        503: notConfigured,
      },
    }),
    async (request, reply) => {
      if (!google) return sendError(reply, 503, NOT_CONFIGURED);
      // A session alone is not enough: a link outlives a password change, so a stolen session must not
      // be able to add the thief's Google account.
      await account.confirmOwnPassword(request.user, request.body.password);
      const userId = requireMember(request.user).id;
      const returnTo = safeReturnTo(request.body.returnTo ?? LINK_RETURN_DEFAULT);
      const { url, pending } = await google.start({ intent: 'link', userId }, returnTo);
      setPendingCookie(request, reply, pending);
      return reply.header('cache-control', 'no-store').send({ location: url.href });
    },
  );

  app.delete(
    '/api/auth/google/link',
    declareRoute('member', {
      tags: ['auth'],
      summary: 'Unlink Google from the signed-in member (only with a password) and end their other sessions',
      response: {
        200: ownProfileSchema,
        409: refusal('The account has no password to sign in with instead'),
      },
    }),
    async (request) =>
      toOwnProfile(
        await unlinkGoogleAccount(app.db, requireMember(request.user).id, currentSessionId(request)),
      ),
  );

  app.get(
    '/api/auth/google/callback',
    declareRoute('public', {
      tags: ['auth'],
      summary: 'Where the provider sends the browser back: signs in and redirects to where they came from',
      response: { 302: redirectResponse, 503: notConfigured },
    }),
    async (request, reply) => {
      if (!google) return sendError(reply, 503, NOT_CONFIGURED);
      const pending = readPendingCookie(request);
      // One attempt per start: the cookie goes whatever happens next.
      reply.clearCookie(PENDING_COOKIE, cookieOptions(request));
      reply.header('cache-control', 'no-store');
      if (!pending) return reply.redirect(FAILED_REDIRECT, 302);
      try {
        // A link goes to the member who started it, and only while that member is the one signed in
        // in this browser: the pending cookie alone is not proof (it is not signed).
        if (pending.intent === 'link' && request.user?.id !== pending.userId)
          throw new GoogleAccountError(
            'failed',
            'Another member (or nobody) is signed in than started linking',
          );
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const profile = await google.finish(query, pending);
        if (pending.intent === 'link') {
          await linkGoogleAccount(app.db, pending.userId, profile, currentSessionId(request));
          return reply.redirect(withOutcome(pending.returnTo, 'linked'), 302);
        }
        const { registrationOpen } = await app.site.settings();
        const user = await accountForGoogleProfile(app.db, profile, registrationOpen);
        await startSession(request, reply, user.id);
        return reply.redirect(safeReturnTo(pending.returnTo), 302);
      } catch (error) {
        const reason: GoogleRefusal = error instanceof GoogleAccountError ? error.reason : 'failed';
        request.log.warn({ err: error, reason, intent: pending.intent }, 'Google sign-in refused');
        if (pending.intent === 'link') return reply.redirect(withOutcome(pending.returnTo, reason), 302);
        const refused =
          reason === 'account-exists'
            ? ACCOUNT_EXISTS_REDIRECT
            : reason === 'invitation-only'
              ? INVITATION_ONLY_REDIRECT
              : FAILED_REDIRECT;
        return reply.redirect(refused, 302);
      }
    },
  );
};

/** The digest of the session the request came with: the one session a link or unlink keeps. */
function currentSessionId(request: FastifyRequest): string {
  return tokenDigest(request.cookies[SESSION_COOKIE] ?? '');
}

/** The return path with `google=<outcome>` added, for the settings page to show what happened. */
function withOutcome(returnTo: string, outcome: 'linked' | GoogleRefusal): string {
  const url = new URL(safeReturnTo(returnTo), 'http://meedoen.invalid');
  url.searchParams.set('google', outcome);
  return safeReturnTo(`${url.pathname}${url.search}${url.hash}`);
}

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
