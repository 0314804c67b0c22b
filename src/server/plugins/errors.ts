import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, type Localized, languageFromHeader } from '../../domain/language';
import { isValidationMessageKey, translateValidation } from '../../domain/validation-messages';

/**
 * An error meant for the person using the product: a status code and a message in both languages.
 * Services throw it; the error handler answers `{ message }` in the request's language.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly text: Localized,
    public readonly issues?: { path: string; message: string }[],
  ) {
    super(text.en);
  }
}

/**
 * The one error shape every route declares: `{ message, issues? }` (issues name the fields of a 400).
 * Also used for plain `{ message }` answers.
 */
export const messageResponse = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

const GENERIC: Record<number, Localized> = {
  400: { nl: 'Ongeldige invoer.', en: 'Invalid input.' },
  401: { nl: 'Je bent niet ingelogd.', en: 'You are not logged in.' },
  403: { nl: 'Je hebt geen toegang tot deze actie.', en: 'You are not allowed to do this.' },
  404: { nl: 'Niet gevonden.', en: 'Not found.' },
  413: { nl: 'De aanvraag is te groot.', en: 'The request is too large.' },
  415: { nl: 'Dit type inhoud wordt niet ondersteund.', en: 'This content type is not supported.' },
  429: {
    nl: 'Te veel pogingen. Probeer het later opnieuw.',
    en: 'Too many attempts. Please try again later.',
  },
  500: { nl: 'Er is een fout opgetreden.', en: 'An error occurred.' },
};

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

export function sendError(reply: FastifyReply, statusCode: number, text: Localized, issues?: unknown[]) {
  const lang = reply.request.lang ?? 'nl';
  return reply.status(statusCode).send(issues ? { message: text[lang], issues } : { message: text[lang] });
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
        ? GENERIC[400]![lang]
        : first.known || !first.path
          ? first.message
          : `${first.path}: ${first.message}`;
      return reply
        .status(400)
        .send({ message, issues: issues.map(({ path, message }) => ({ path, message })) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The person gets a plain sentence; the stack trace stays in the log.
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, GENERIC[500]!);
    }
    return sendError(reply, status, GENERIC[status] ?? { nl: error.message, en: error.message });
  });
}

export const errors = fp(errorsPlugin, { name: 'errors' });
