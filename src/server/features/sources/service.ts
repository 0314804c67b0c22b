import type {
  CalendarSource,
  SourceCreate,
  SourceRead,
  SourceUpdate,
} from '../../../domain/sources/source-input';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import {
  managedPortals,
  requireOrganiser,
  requirePortalManager,
  type SessionUser,
} from '../../plugins/session';
import messages from './messages.json';
import { readSource, type SourceReader } from './read-source';
import * as repository from './repository';

// Who may do what with a calendar source: an administrator, or an organiser of the source's portal (an
// organiser of another portal gets a 403 and changes nothing); the list shows only the portals they manage.

const { SOURCE_NOT_FOUND, SOURCE_EXISTS, PORTAL_UNKNOWN } = messages;

export async function listSources(db: Db, user: SessionUser | null): Promise<CalendarSource[]> {
  return repository.listSources(db, managedPortals(requireOrganiser(user)));
}

async function shown(db: Db, id: number): Promise<CalendarSource> {
  const [source] = await repository.listSources(db, null, id);
  if (!source) throw new AppError(404, SOURCE_NOT_FOUND);
  return source;
}

/** The source, after checking the member manages its portal. */
async function managedSource(db: Db, user: SessionUser | null, id: number) {
  requireOrganiser(user);
  const source = await repository.findSource(db, id);
  if (!source) throw new AppError(404, SOURCE_NOT_FOUND);
  requirePortalManager(user, source.portalId);
  return source;
}

export async function addSource(
  db: Db,
  user: SessionUser | null,
  input: SourceCreate,
): Promise<CalendarSource> {
  const manager = requirePortalManager(user, input.portalId);
  if (!(await repository.findPortal(db, input.portalId))) {
    throw new AppError(400, PORTAL_UNKNOWN, [{ path: 'portalId', message: PORTAL_UNKNOWN }]);
  }
  const id = await repository.insertSource(db, { ...input, createdBy: manager.id });
  if (id === null) throw new AppError(409, SOURCE_EXISTS, [{ path: 'url', message: SOURCE_EXISTS }]);
  return shown(db, id);
}

export async function changeSource(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: SourceUpdate,
): Promise<CalendarSource> {
  await managedSource(db, user, id);
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  // Resumed: read at the next round rather than an hour after the last read.
  if (input.paused === false) Object.assign(values, { nextReadAt: new Date() });
  if (Object.keys(values).length > 0) await repository.updateSource(db, id, values);
  return shown(db, id);
}

/** Deletes the source; its activities stay (their source_id is cleared), as an organiser may have edited them. */
export async function removeSource(db: Db, user: SessionUser | null, id: number): Promise<void> {
  await managedSource(db, user, id);
  await repository.deleteSource(db, id);
}

export async function readSourceNow(
  reader: SourceReader,
  user: SessionUser | null,
  id: number,
): Promise<SourceRead> {
  const manager = requireOrganiser(user);
  await managedSource(reader.db, user, id);
  const result = await readSource(reader, id, manager.id);
  return { source: await shown(reader.db, id), ...result };
}
