import type * as client from 'openid-client';
import { z } from 'zod';
import { RETURN_TO_MAX } from '../../../domain/return-to';
import type { GoogleConfig } from '../../config';
import { onFirstUse } from '../../on-first-use';

/** openid-client, imported with the first sign-in (on-first-use.ts). */
const openidClient = onFirstUse(() => import('openid-client'));

// Sign in with Google through OpenID Connect: authorization code flow with PKCE, state and nonce.
// The issuer is configurable, so the tests run the whole round trip against a local mock issuer.

const pendingBase = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  returnTo: z.string().max(RETURN_TO_MAX),
});

/**
 * What the browser carries between the start and the callback (in a short-lived httpOnly cookie).
 * The cookie is not signed, so the callback trusts none of it beyond what the provider confirms: a
 * link's userId must also be the member signed in when the callback arrives.
 */
export const pendingSignInSchema = z.discriminatedUnion('intent', [
  pendingBase.extend({ intent: z.literal('sign-in') }),
  pendingBase.extend({ intent: z.literal('link'), userId: z.number().int().positive() }),
]);
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;
/** Why the browser goes to the provider: to sign in, or to link Google to the signed-in member's account. */
export type GoogleIntent = { intent: 'sign-in' } | { intent: 'link'; userId: number };

/** The person as the provider vouches for them, taken from the verified ID token. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

export interface GoogleSignIn {
  /** A new pending sign-in or link and the provider URL to send the browser to. */
  start(intent: GoogleIntent, returnTo: string): Promise<{ url: URL; pending: PendingSignIn }>;
  /**
   * Checks the provider's answer against the pending sign-in (state, PKCE, nonce, ID token signature,
   * issuer, audience, expiry) and answers the verified profile. Throws on anything wrong.
   */
  finish(callbackQuery: string, pending: PendingSignIn): Promise<ProviderProfile>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The sign-in client. The issuer's metadata is discovered on first use and kept; a failed discovery
 * is retried on the next attempt instead of being remembered.
 */
export function createGoogleSignIn(config: GoogleConfig, redirectUri: string): GoogleSignIn {
  const configuration = onFirstUse(() => discover(config));

  return {
    async start(intent, returnTo) {
      const oidc = await configuration();
      const client = await openidClient();
      const pending: PendingSignIn = {
        ...intent,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        prompt: 'select_account',
      });
      return { url, pending };
    },

    async finish(callbackQuery, pending) {
      const oidc = await configuration();
      const client = await openidClient();
      // The URL the provider sent the browser to, built from our own configured address rather than
      // from request headers a client could set.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = callbackQuery;
      const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('The provider sent no ID token subject');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : null,
        // Some providers send the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: stringClaim(claims.given_name),
        familyName: stringClaim(claims.family_name),
        name: stringClaim(claims.name),
      };
    },
  };
}

async function discover(config: GoogleConfig): Promise<client.Configuration> {
  const issuer = new URL(config.issuerUrl);
  // Plain http only for an issuer on this machine: the tests' mock issuer. Anything else needs https.
  const insecureLocal = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  const client = await openidClient();
  return client.discovery(
    issuer,
    config.clientId,
    config.clientSecret,
    undefined,
    insecureLocal ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
}
