import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config';
import { loggableError } from '../db/database-errors';

// What the log may hold. A query string can carry search terms, filters and tokens, so a request is
// logged by its path; an error is logged without the parameters of a failed query (password hashes,
// e-mail addresses) and without a database's row details (see loggableError).

/** The request as the log shows it: Fastify's default fields, with the path instead of the full URL. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Anything logged under `err`; what is not an Error (a thrown string) is logged as it is. */
function errorForLog(error: unknown) {
  return (error instanceof Error ? loggableError(error) : error) as ReturnType<typeof loggableError>;
}

/** Fastify's `logger` option. `stream` sends the lines elsewhere than stdout (tests read them). */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: requestForLog, err: errorForLog },
    ...(stream ? { stream } : {}),
  };
}
