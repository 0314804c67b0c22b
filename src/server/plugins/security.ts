import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route acts only on a signed token in its address and never on the session: the rule below
     * (a JSON body or our own Origin) does not apply to it. Only the one-click unsubscribe says so.
     */
    signedLinkOnly?: boolean;
  }
}

/**
 * Paths that other sites may show in an iframe: exactly the embeddable widget, and its older address
 * /embed/activities, which forwards to it inside the host's frame, each with a query or none. Anything
 * below them (/iframe/activities/x) is the app itself, which must not be framed (clickjacking), and
 * so is the embed builder (/embed), a page of Meedoen like every other.
 */
export function isFrameablePath(url: string): boolean {
  return /^\/(iframe|embed)\/activities(\?|$)/.test(url);
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet sets for these options, worked out once. They depend on the options alone, never
 * on the request; @fastify/helmet built helmet's middleware again for every request (parsing the CSP
 * directives each time), about 2% of the CPU of a detail request.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

async function securityPlugin(app: FastifyInstance) {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The widget and images may be used by other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Promised only where the site really is served over HTTPS: over plain HTTP the header would lock
    // browsers out of a site without a certificate.
    strictTransportSecurity: app.config.publicUrl.startsWith('https:')
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // The widget routes are the only pages another site may frame.
  app.addHook('onSend', async (request, reply) => {
    if (!isFrameablePath(request.url)) return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    }
    reply.removeHeader('x-frame-options');
  });

  // Mutations must come from our own pages: a JSON body (which a cross-site form cannot send) or an
  // Origin header that matches the host. This closes CSRF together with SameSite=Lax cookies.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    // The one route a mail provider posts to (the one-click unsubscribe, RFC 8058): it reads no session,
    // only the signed token in its address, so a request from elsewhere can do nothing a cookie allows.
    if (request.routeOptions.config.signedLinkOnly === true) return;
    const origin = request.headers.origin;
    if (origin) {
      // Fastify's host reads X-Forwarded-Host only from a proxy TRUST_PROXY trusts: taken from anyone,
      // a client could name the foreign site as the host and so make its Origin pass.
      const host = request.host;
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost !== host) {
        return reply.status(403).send({
          message:
            request.lang === 'en' ? 'Cross-site request refused.' : 'Verzoek van een andere site geweigerd.',
        });
      }
      return;
    }
    const type = request.headers['content-type'] ?? '';
    const hasBody = request.body !== undefined && request.body !== null;
    if (hasBody && !type.startsWith('application/json') && !type.startsWith('multipart/form-data')) {
      return reply.status(415).send({ message: request.lang === 'en' ? 'Send JSON.' : 'Stuur JSON.' });
    }
  });
}

export const security = fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
