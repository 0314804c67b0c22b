import type { Localized } from '../../../domain/language';
import { firstFreeSlug, type PortalInput, type PortalOverview, slugify } from '../../../domain/portals';
import type { Db } from '../../db/connect';
import { deleteImageIfUnused } from '../../images/repository';
import { AppError } from '../../plugins/errors';
import {
  managedPortals,
  requireAdministrator,
  requireOrganiser,
  type SessionUser,
} from '../../plugins/session';
import { type ActivityState, forgetCachedLists } from '../activities';
import messages from './messages.json';
import * as repository from './repository';
import { PORTAL_NOT_FOUND } from './service';

// Portal administration: administrators create, rename and delete city and organisation portals. A
// portal that activities use is only deleted together with moving them to another portal.

const { NAME_TAKEN, MOVE_TO_ITSELF, MOVE_TARGET_MISSING, SLUG_BUSY } = messages;

function hasActivities(count: number): Localized {
  return count === 1
    ? {
        nl: 'Deze portal heeft 1 activiteit. Kies een portal om die naartoe te verplaatsen.',
        en: 'This portal has 1 activity. Choose a portal to move it to.',
      }
    : {
        nl: `Deze portal heeft ${count} activiteiten. Kies een portal om ze naartoe te verplaatsen.`,
        en: `This portal has ${count} activities. Choose a portal to move them to.`,
      };
}

function deleted(moved: number): Localized {
  if (moved === 0) return { nl: 'Portal verwijderd.', en: 'Portal deleted.' };
  return moved === 1
    ? { nl: 'Portal verwijderd; 1 activiteit is verplaatst.', en: 'Portal deleted; 1 activity was moved.' }
    : {
        nl: `Portal verwijderd; ${moved} activiteiten zijn verplaatst.`,
        en: `Portal deleted; ${moved} activities were moved.`,
      };
}

/** Empty text means "none". */
function cityOf(input: PortalInput): string | null {
  return input.city ? input.city : null;
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  if (await repository.portalNameTaken(db, name, exceptId)) {
    throw new AppError(409, NAME_TAKEN, [{ path: 'name', message: NAME_TAKEN }]);
  }
}

async function overviewRow(db: Db, id: number): Promise<PortalOverview> {
  const row = await repository.selectPortalOverviewRow(db, id);
  if (!row) throw new AppError(404, PORTAL_NOT_FOUND);
  return row;
}

/** Every portal for an administrator; an organiser's own portals only (what their admin pages show). */
export async function listPortalOverview(db: Db, user: SessionUser | null): Promise<PortalOverview[]> {
  return repository.selectPortalOverview(db, managedPortals(requireOrganiser(user)));
}

export async function createPortal(
  db: Db,
  user: SessionUser | null,
  input: PortalInput,
): Promise<PortalOverview> {
  requireAdministrator(user);
  await assertNameFree(db, input.name);
  const base = slugify(input.name);
  // Two portals created at the same moment may pick the same free slug; the unique index lets one in
  // and the other takes the next free one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = firstFreeSlug(base, await repository.takenSlugsLike(db, base));
    const id = await repository.insertPortal(db, {
      name: input.name,
      slug,
      type: input.type,
      city: cityOf(input),
    });
    if (id !== null) return overviewRow(db, id);
  }
  throw new AppError(409, SLUG_BUSY);
}

/** Name, type and city change; the slug stays, so addresses and links that use it keep working. */
export async function updatePortal(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: PortalInput,
  activities: ActivityState,
): Promise<PortalOverview> {
  requireAdministrator(user);
  if (!(await repository.selectPortalOverviewRow(db, id))) throw new AppError(404, PORTAL_NOT_FOUND);
  await assertNameFree(db, input.name, id);
  if (!(await repository.updatePortal(db, id, { name: input.name, type: input.type, city: cityOf(input) }))) {
    throw new AppError(404, PORTAL_NOT_FOUND);
  }
  // Kept list pages show portal names and filter city portals by their city.
  forgetCachedLists(activities);
  return overviewRow(db, id);
}

export async function deletePortal(
  db: Db,
  user: SessionUser | null,
  id: number,
  moveTo: number | null,
  activities: ActivityState,
): Promise<{ message: Localized; moved: number }> {
  requireAdministrator(user);
  if (moveTo === id) throw new AppError(400, MOVE_TO_ITSELF, [{ path: 'moveTo', message: MOVE_TO_ITSELF }]);
  const outcome = await repository.deletePortal(db, id, moveTo);
  switch (outcome.status) {
    case 'not-found':
      throw new AppError(404, PORTAL_NOT_FOUND);
    case 'target-missing':
      throw new AppError(400, MOVE_TARGET_MISSING, [{ path: 'moveTo', message: MOVE_TARGET_MISSING }]);
    case 'has-activities':
      throw new AppError(409, hasActivities(outcome.count));
  }
  forgetCachedLists(activities);
  if (outcome.imageId !== null) await deleteImageIfUnused(db, outcome.imageId);
  return { message: deleted(outcome.moved), moved: outcome.moved };
}
