import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Access } from '../plugins/access';

/**
 * A route's declaration (docs/decisions/0015-route-access-declarations.md): who may call it, which
 * plugins/access.ts enforces and writes into the OpenAPI document, and its schema: tags, summary, input
 * and the answers of its own. `config` holds what else a route tells the plugins (the chat's own 401).
 */
export function declareRoute<S extends FastifySchema>(
  access: Access,
  schema: S,
  config: Omit<FastifyContextConfig, 'access'> = {},
) {
  return { config: { access, ...config }, schema };
}
