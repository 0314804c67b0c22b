import { and, inArray, sql } from 'drizzle-orm';
import { storeImage } from '../../images/image-store';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../connect';
import { activities, favorites, partners, portals, registrations, seriesFollowers, users } from '../schema';
import { activityArtwork, activityRow, checkDemoAgenda, DEMO_ACTIVITIES, demoArtworks } from './agenda';
import { amsterdamToday } from './dates';
import { artworkKey, renderArtwork } from './images';
import { DEMO_MEMBER_PASSWORD, MEMBERS } from './members';
import { PARTNERS } from './partners';
import { CITY_NAMES, CITY_PORTALS, ORGANISATIONS } from './portals';

export interface SeedSummary {
  /** Rows created by this run (existing portals, activities and members are left as they are). */
  portals: number;
  activities: number;
  members: number;
  partners: number;
}

export interface SeedOptions {
  /** true: demo members can log in with DEMO_MEMBER_PASSWORD; false: they have no password. */
  withMemberPasswords: boolean;
  /** The calendar date the agenda is laid out around (`yyyy-MM-dd`); today in Amsterdam by default. */
  today?: string;
}

/**
 * Loads the Dutch demo agenda: 5 city portals, 12 organisations, about 70 activities in every category
 * (one-time ones around today and recurring ones of every kind), pictures, and demo members with some
 * registrations and favourites, and the twelve featured partners. All in one transaction: it loads completely or not at all. Running it
 * again adds nothing twice: portals are matched by slug, activities by portal and title, members by
 * username or e-mail, partners by name.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const problems = checkDemoAgenda();
  if (problems.length > 0) throw new Error(`The demo agenda has mistakes:\n${problems.join('\n')}`);
  const today = options.today ?? amsterdamToday();

  // The slow parts happen before the transaction opens: drawing the pictures and hashing the password.
  const artworks = demoArtworks();
  const [pictures, passwordHash] = await Promise.all([
    Promise.all(artworks.map(renderArtwork)),
    options.withMemberPasswords ? hashPassword(DEMO_MEMBER_PASSWORD) : Promise.resolve(null),
  ]);

  return db.transaction(async (tx) => {
    // One after the other: a transaction is one connection, and pg deprecates queries issued on a
    // connection while another is still running (they would only queue anyway).
    const stored: Awaited<ReturnType<typeof storeImage>>[] = [];
    for (const png of pictures) stored.push(await storeImage(tx, png));
    const imageIds = new Map(artworks.map((art, i) => [artworkKey(art), stored[i]!.id]));
    const imageFor = (key: string) => {
      const id = imageIds.get(key);
      if (id === undefined) throw new Error(`no demo picture ${key}`);
      return id;
    };

    const { portalIds, created: portalsCreated } = await ensurePortals(tx, imageFor);
    const { activityIds, created: activitiesCreated } = await insertActivities(
      tx,
      today,
      portalIds,
      imageFor,
    );
    const membersCreated = await insertMembers(tx, passwordHash, activityIds);
    const partnersCreated = await insertPartners(tx, portalIds);
    return {
      portals: portalsCreated,
      activities: activitiesCreated,
      members: membersCreated,
      partners: partnersCreated,
    };
  });
}

async function ensurePortals(
  tx: Db,
  imageFor: (key: string) => number,
): Promise<{ portalIds: Map<string, number>; created: number }> {
  const wanted = [
    ...CITY_PORTALS.map((city) => ({
      name: city.name,
      slug: city.slug,
      description: city.description,
      type: 'city',
      city: CITY_NAMES[city.slug].nl,
      websiteUrl: null,
      imageId: imageFor(artworkKey({ kind: 'city', city: city.slug })),
    })),
    ...ORGANISATIONS.map((o, i) => ({
      name: o.name,
      slug: o.slug,
      description: o.description,
      type: 'organization',
      city: CITY_NAMES[o.city].nl,
      websiteUrl: o.websiteUrl,
      imageId: imageFor(artworkKey({ kind: 'category', category: o.picture, variant: i % 2 })),
    })),
  ];
  // An existing portal keeps what an administrator made of it; it only gets a picture if it had none.
  const rows = await tx
    .insert(portals)
    .values(wanted)
    .onConflictDoUpdate({
      target: portals.slug,
      set: { imageId: sql`coalesce(${portals.imageId}, excluded.image_id)` },
    })
    .returning({ id: portals.id, slug: portals.slug, inserted: sql<boolean>`(xmax = 0)` });
  return {
    portalIds: new Map(rows.map((row) => [row.slug, row.id])),
    created: rows.filter((row) => row.inserted).length,
  };
}

/** The featured partners, each linked to its portal; one with the same name is left as it is. */
async function insertPartners(tx: Db, portalIds: Map<string, number>): Promise<number> {
  const taken = await tx
    .select({ name: partners.name })
    .from(partners)
    .where(
      inArray(
        partners.name,
        PARTNERS.map((p) => p.name),
      ),
    );
  const takenNames = new Set(taken.map((row) => row.name));
  const missing = PARTNERS.map((p, position) => ({ p, position })).filter(({ p }) => !takenNames.has(p.name));
  if (missing.length === 0) return 0;
  const inserted = await tx
    .insert(partners)
    .values(
      missing.map(({ p, position }) => ({
        name: p.name,
        town: p.town,
        descriptionNl: p.description.nl,
        descriptionEn: p.description.en,
        colour: p.colour,
        portalId: portalIds.get(p.portal) ?? null,
        position,
      })),
    )
    .returning({ id: partners.id });
  return inserted.length;
}

async function insertActivities(
  tx: Db,
  today: string,
  portalIds: Map<string, number>,
  imageFor: (key: string) => number,
): Promise<{ activityIds: Map<string, number>; created: number }> {
  const portalOf = (slug: string) => {
    const id = portalIds.get(slug);
    if (id === undefined) throw new Error(`no demo portal ${slug}`);
    return id;
  };
  const existing = await tx
    .select({ id: activities.id, title: activities.title, portalId: activities.portalId })
    .from(activities)
    .where(
      and(
        inArray(activities.portalId, [...portalIds.values()]),
        inArray(
          activities.title,
          DEMO_ACTIVITIES.map((a) => a.title.nl),
        ),
      ),
    );
  const existingId = new Map(existing.map((row) => [`${row.portalId}|${row.title}`, row.id]));
  const activityIds = new Map<string, number>();
  const missing = DEMO_ACTIVITIES.filter((a) => {
    const id = existingId.get(`${portalOf(a.portal)}|${a.title.nl}`);
    if (id !== undefined) activityIds.set(a.key, id);
    return id === undefined;
  });
  if (missing.length === 0) return { activityIds, created: 0 };

  // Spread the creation times, so "most recent activities" lists have an order to show.
  const now = Date.now();
  const rows = missing.map((a, i) => ({
    ...activityRow(a, today, {
      portalId: portalOf(a.portal),
      imageId: imageFor(artworkKey(activityArtwork(a))),
    }),
    createdAt: new Date(now - (missing.length - i) * 37 * 60_000),
  }));
  const inserted = await tx
    .insert(activities)
    .values(rows)
    .returning({ id: activities.id, title: activities.title, portalId: activities.portalId });
  const insertedId = new Map(inserted.map((row) => [`${row.portalId}|${row.title}`, row.id]));
  for (const a of missing) {
    const id = insertedId.get(`${portalOf(a.portal)}|${a.title.nl}`);
    if (id !== undefined) activityIds.set(a.key, id);
  }
  return { activityIds, created: inserted.length };
}

async function insertMembers(
  tx: Db,
  passwordHash: string | null,
  activityIds: Map<string, number>,
): Promise<number> {
  const usernames = MEMBERS.map((m) => m.username.toLowerCase());
  const emails = MEMBERS.map((m) => emailOf(m.username));
  const taken = await tx
    .select({
      username: sql<string>`lower(${users.username})`,
      email: sql<string | null>`lower(${users.email})`,
    })
    .from(users)
    .where(sql`lower(${users.username}) in ${usernames} or lower(${users.email}) in ${emails}`);
  const takenNames = new Set(taken.flatMap((row) => [row.username, row.email]));
  const missing = MEMBERS.filter(
    (m) => !takenNames.has(m.username.toLowerCase()) && !takenNames.has(emailOf(m.username)),
  );
  if (missing.length === 0) return 0;

  const inserted = await tx
    .insert(users)
    .values(
      missing.map((m) => ({
        username: m.username,
        passwordHash,
        email: emailOf(m.username),
        firstName: m.firstName,
        lastName: m.lastName,
        location: m.location,
        gender: m.gender,
        age: m.age,
        bio: m.bio,
        hobbies: m.hobbies,
        isAdmin: false,
        // Demo people: their addresses count as confirmed, so the demo shows every mail a member gets.
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userIds = new Map(inserted.map((row) => [row.username, row.id]));

  const links = (pick: (m: (typeof MEMBERS)[number]) => string[]) =>
    missing.flatMap((m) =>
      pick(m).flatMap((key) => {
        const activityId = activityIds.get(key);
        const userId = userIds.get(m.username);
        return activityId !== undefined && userId !== undefined ? [{ userId, activityId }] : [];
      }),
    );
  const joins = links((m) => m.joins);
  const favourites = links((m) => m.favourites);
  if (joins.length > 0) await insertJoins(tx, joins);
  if (favourites.length > 0) await tx.insert(favorites).values(favourites).onConflictDoNothing();
  return inserted.length;
}

/**
 * The demo members take part as a member would: in a one-time activity's date, and in a series every
 * time (the series' dates follow when its occurrences are built, by the trigger of migration 0014).
 */
async function insertJoins(tx: Db, joins: { userId: number; activityId: number }[]): Promise<void> {
  const found = await tx
    .select({ id: activities.id, activityType: activities.activityType, startDate: activities.startDate })
    .from(activities)
    .where(
      inArray(
        activities.id,
        joins.map((join) => join.activityId),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  const follows = joins.filter((join) => byId.get(join.activityId)?.activityType === 'recurring');
  const dated = joins
    .filter((join) => byId.get(join.activityId)?.activityType === 'one-time')
    .map((join) => ({ ...join, day: byId.get(join.activityId)!.startDate, status: 'going' }));
  if (follows.length > 0) await tx.insert(seriesFollowers).values(follows).onConflictDoNothing();
  if (dated.length > 0) await tx.insert(registrations).values(dated).onConflictDoNothing();
}

function emailOf(username: string): string {
  return `${username.toLowerCase()}@example.nl`;
}
