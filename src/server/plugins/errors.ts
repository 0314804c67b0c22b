import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, type Localized, languageFromHeader } from '../../domain/language';
import { STATUS_MESSAGES } from '../../domain/status-messages';
import { isValidationMessageKey, translateValidation } from '../../domain/validation-messages';
import { isDatabaseUnavailable, isInvalidInput } from '../db/database-errors';

/** A problem with one field of a 400, in both languages; answered in the request's language. */
export interface FieldIssue {
  path: string;
  message: Localized;
}

/**
 * An error meant for the person using the product: a status code and a message in both languages.
 * Services throw it; the error handler answers `{ message, issues? }` in the request's language.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly text: Localized,
    public readonly issues?: FieldIssue[],
  ) {
    super(text.en);
  }
}

/**
 * The one error shape every route declares: `{ message, issues? }` (issues name the fields of a 400).
 * Also used for plain `{ message }` answers.
 */
export const messageResponse = z
  .object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  // One named schema in the OpenAPI document (components/schemas/Message) that every answer refers to.
  .meta({ id: 'Message' });

/** Seconds a client should wait after a 503: about one statement timeout. */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/** The language a request is answered in: `?lang=`, else the Accept-Language header, else Dutch. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && (query.lang === 'en' || query.lang === 'nl')) return query.lang;
  return languageFromHeader(request.headers['accept-language']);
}

export function sendError(reply: FastifyReply, statusCode: number, text: Localized, issues?: FieldIssue[]) {
  const lang = reply.request.lang ?? 'nl';
  const message = text[lang];
  if (!issues) return reply.status(statusCode).send({ message });
  return reply
    .status(statusCode)
    .send({ message, issues: issues.map((issue) => ({ path: issue.path, message: issue.message[lang] })) });
}

async function errorsPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'nl');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.statusCode, error.text, error.issues);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lang = request.lang;
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean).join('.'),
        message: translateValidation(v.message ?? 'Invalid', lang),
        known: isValidationMessageKey(v.message),
      }));
      // The first problem is the message (our own sentences stand alone; a library default needs the
      // field name to make sense); all of them are in `issues` for forms that mark fields.
      const first = issues[0];
      const message = !first
        ? STATUS_MESSAGES[400]![lang]
        : first.known || !first.path
          ? first.message
          : `${first.path}: ${first.message}`;
      return reply
        .status(400)
        .send({ message, issues: issues.map(({ path, message }) => ({ path, message })) });
    }
    // The log's err serializer (plugins/logging.ts) drops a failed query's parameters and row details.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database did not answer');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, STATUS_MESSAGES[503]!);
    }
    // Validation should catch bad text first; a value PostgreSQL still refuses was bad input all the same.
    if (isInvalidInput(error)) {
      request.log.warn({ err: error }, 'database refused a value');
      return sendError(reply, 400, STATUS_MESSAGES[400]!);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The person gets a plain sentence; the stack trace stays in the log.
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, STATUS_MESSAGES[500]!);
    }
    return sendError(reply, status, STATUS_MESSAGES[status] ?? { nl: error.message, en: error.message });
  });
}

export const errors = fp(errorsPlugin, { name: 'errors' });
