import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config';
import { loggableError } from '../db/database-errors';
import { prettyDestination, resolveLogFormat } from './log-format';

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

/** Paths pino blanks out before a line is written, in either form. */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/**
 * Fastify's `logger` option. `stream` sends the JSON lines elsewhere than stdout (tests read them).
 * Otherwise stdout gets JSON lines, or readable text (log-format.ts) on a terminal or with
 * LOG_FORMAT=pretty; the same redaction and serializers make both.
 */
export function loggerOptions(
  config: AppConfig,
  stream?: DestinationStream,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const destination =
    stream ??
    (resolveLogFormat(config.logFormat, stdoutIsTerminal) === 'pretty' ? prettyDestination() : undefined);
  return {
    level: config.logLevel,
    redact: LOG_REDACT,
    serializers: { req: requestForLog, err: errorForLog },
    ...(destination ? { stream: destination } : {}),
  };
}
