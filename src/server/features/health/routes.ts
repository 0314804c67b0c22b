import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareRoute } from '../../http/route-declaration';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['embedded', 'postgres']),
});

// A load balancer asks often and gives up after a few seconds of its own: a database that does not
// answer within this time is "unavailable" (503), well before the 5 s statement timeout would say so.
export const HEALTH_TIMEOUT_MS = 2000;

/** Resolves to true when the database answered a real query in time, false when it failed or hung. */
async function databaseAnswers(ping: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    declareRoute('public', {
      tags: ['health'],
      summary: 'Whether the server and its database answer (for load balancers)',
      response: { 200: healthResponse, 503: healthResponse },
    }),
    async (_request, reply) => {
      const database = app.database.kind;
      if (await databaseAnswers(() => app.database.ping(), HEALTH_TIMEOUT_MS)) {
        return { status: 'ok' as const, database };
      }
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable' as const, database });
    },
  );
};
