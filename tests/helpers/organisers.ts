import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../src/domain/auth';
import { registerMember } from './accounts';

/**
 * Makes a member an organiser of exactly these portals through the API, as an administrator does in
 * Beheer → Gebruikers; throws unless it answers 200.
 */
export async function makeOrganiser(
  app: FastifyInstance,
  adminCookie: string,
  userId: number,
  portalIds: number[],
): Promise<PublicUser> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers: { cookie: adminCookie },
    payload: { organiserOf: portalIds },
  });
  if (res.statusCode !== 200) throw new Error(`makeOrganiser failed (${res.statusCode}): ${res.body}`);
  return res.json();
}

/** A fresh member who organises these portals, with their session cookie. */
export async function registerOrganiser(
  app: FastifyInstance,
  adminCookie: string,
  portalIds: number[],
): Promise<{ cookie: string; user: PublicUser }> {
  const member = await registerMember(app);
  const user = await makeOrganiser(app, adminCookie, member.user.id, portalIds);
  return { cookie: member.cookie, user };
}
