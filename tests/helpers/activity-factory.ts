import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ActivityCreateInput } from '../../src/domain/activities/input';
import type { ActivityDetail } from '../../src/domain/activities/response';
import { portals } from '../../src/server/db/schema';

/** A portal straight in the database (no API creates portals). Names and slugs are unique per call. */
export async function createPortal(
  app: FastifyInstance,
  overrides: { type?: 'city' | 'organization'; name?: string; city?: string | null } = {},
): Promise<{ id: number; name: string; slug: string; type: string }> {
  const suffix = randomBytes(4).toString('hex');
  const name = overrides.name ?? `Portal ${suffix}`;
  const [row] = await app.db
    .insert(portals)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`,
      type: overrides.type ?? 'organization',
      city: overrides.city ?? null,
    })
    .returning({ id: portals.id, name: portals.name, slug: portals.slug, type: portals.type });
  return row!;
}

/** Fields of the create payload; the portal is required. */
export type ActivityOverrides = Omit<Partial<ActivityCreateInput>, 'portalId'> & { portalId: number };

/** A valid create payload (spec section 3); every field can be overridden. */
export function activityPayload(overrides: ActivityOverrides): ActivityCreateInput {
  return {
    category: 'sport',
    title: `Activiteit ${randomBytes(3).toString('hex')}`,
    meetingPoint: 'Bij de ingang',
    streetAddress: 'Dorpsstraat 1',
    city: 'Teststad',
    postalCode: '1234 AB',
    ...overrides,
  };
}

/** Creates an activity through the API as the given administrator; throws unless it answers 201. */
export async function createActivity(
  app: FastifyInstance,
  adminCookie: string,
  overrides: ActivityOverrides,
): Promise<ActivityDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/activities',
    headers: { cookie: adminCookie },
    payload: activityPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`createActivity failed (${res.statusCode}): ${res.body}`);
  return res.json();
}
