import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, operationIdFor } from './access';
import { errors } from './errors';
import { jobs } from './jobs';
import { SESSION_COOKIE, session } from './session';

/** The plugins the access declarations need, without a database: no request here carries a session. */
async function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  await app.register(cookie);
  await app.register(jobs);
  await app.register(session, { findSessionUser: async () => null });
  await app.register(access);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  return app;
}

interface Operation {
  operationId: string;
  security: unknown;
  responses: Record<string, { description: string }>;
}

describe('route access declarations', () => {
  it('refuse to start an app with an /api route that declares no access', async () => {
    const app = await bareApp();
    await expect(async () => {
      app.get('/api/new-thing', async () => ({ ok: true }));
      await app.ready();
    }).rejects.toThrow(
      "GET /api/new-thing declares no access: add config: { access: 'public' | 'member' | 'organiser' | 'administrator' }",
    );
    await app.close();
  });

  it('refuse an access level that does not exist', async () => {
    const app = await bareApp();
    await expect(async () => {
      app.post('/api/new-thing', { config: { access: 'admin' as never } }, async () => ({ ok: true }));
      await app.ready();
    }).rejects.toThrow(/POST \/api\/new-thing declares no access/);
    await app.close();
  });

  it('guard a declared route, its HEAD twin too, and leave routes outside /api alone', async () => {
    const app = await bareApp();
    app.get('/api/mine', { config: { access: 'member' } }, async () => ({ ok: true }));
    app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/elsewhere', async () => ({ ok: true }));
    await app.ready();
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await app.inject({ method, url: '/api/mine' });
      expect(refused.statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/mine' })).json()).toEqual({ message: 'Je moet ingelogd zijn.' });
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/elsewhere' })).statusCode).toBe(200);
    await app.close();
  });

  it('write the security, the operation id and the common answers into the document', async () => {
    const app = await bareApp();
    app.put(
      '/api/things/:id',
      {
        config: { access: 'administrator' },
        schema: { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/no-schema', { config: { access: 'member' } }, async () => ({ ok: true }));
    await app.ready();
    const paths = app.swagger().paths as Record<string, Record<string, Operation>>;
    const put = paths['/api/things/{id}']!.put!;
    expect(put.operationId).toBe('putThingsById');
    expect(put.security).toEqual([{ session: ['administrator'] }]);
    expect(Object.keys(put.responses).sort()).toEqual([
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '500',
      '503',
    ]);
    expect(put.responses['403']!.description).toMatch(/not as an administrator.*another site/);
    // Without a schema a route is still documented, so the role matrix still calls it.
    expect(paths['/api/no-schema']!.get!.security).toEqual([{ session: ['member'] }]);
    await app.close();
  });

  it('name operations after their method and path', () => {
    expect(operationIdFor('GET', '/api/activities/:id/participants')).toBe('getActivitiesByIdParticipants');
    expect(operationIdFor('GET', '/api/activities/:id.ics')).toBe('getActivitiesByIdIcs');
    expect(operationIdFor('DELETE', '/api/auth/google/link')).toBe('deleteAuthGoogleLink');
    expect(operationIdFor('GET', '/api/contact-messages/unhandled-count')).toBe(
      'getContactMessagesUnhandledCount',
    );
  });
});
