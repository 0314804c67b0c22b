import {
  type ActivityHistory,
  type ActivityHistoryQuery,
  type AgendaHistory,
  type AgendaHistoryQuery,
  CHANGE_VIAS,
  type ChangeVia,
  type HistoryEntry,
  type HistoryPerson,
} from '../../../domain/activities/history';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { ACTIVITY_NOT_FOUND, requireManagerOfActivity } from '../activities';
import * as repository from './repository';

// Reading the history (issue #44, item 5; decision 0039). An activity's own: its administrators and its
// portal's organisers. Across the agenda: administrators only. A name is read from the account as it
// is now, so a deleted account leaves no name behind (the row's user_id became null).

const iso = (value: Date | string) => new Date(value).toISOString();

const person = (id: number | null, name: string | null): HistoryPerson | null =>
  id === null || name === null ? null : { id, name };

function presentChange(row: repository.ChangeRow): HistoryEntry {
  return {
    id: Number(row.id),
    at: iso(row.at),
    action: row.action,
    via: (CHANGE_VIAS as readonly string[]).includes(row.via) ? (row.via as ChangeVia) : 'hand',
    by: person(row.user_id, row.user_name),
    source:
      row.source_id === null || row.source_url === null ? null : { id: row.source_id, url: row.source_url },
    fields: Object.entries(row.fields ?? {}).map(([field, change]) => ({ field, ...change })),
  };
}

/** The rows of one page and the cursor of the next (the last row's id when more follow). */
function page<T extends { id: number }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  return { shown, nextBefore: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
}

/** An activity's changes, newest first, with who made and who last changed it. */
export async function activityHistory(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  query: ActivityHistoryQuery,
): Promise<ActivityHistory> {
  await requireManagerOfActivity(db, user, activityId);
  const [authors, rows] = await Promise.all([
    repository.selectAuthors(db, activityId),
    repository.selectChanges(db, { activityId, before: query.before, limit: query.limit }),
  ]);
  if (!authors) throw new AppError(404, ACTIVITY_NOT_FOUND);
  const { shown, nextBefore } = page(rows.map(presentChange), query.limit);
  return {
    activity: { id: authors.id, title: authors.title },
    createdBy: person(authors.created_by, authors.created_by_name),
    createdAt: iso(authors.created_at),
    updatedBy: person(authors.updated_by, authors.updated_by_name),
    updatedAt: iso(authors.updated_at),
    changes: shown,
    nextBefore,
  };
}

/** Who did what across the agenda, newest first, narrowed to one person and/or one activity. */
export async function agendaHistory(
  db: Db,
  user: SessionUser | null,
  query: AgendaHistoryQuery,
): Promise<AgendaHistory> {
  requireAdministrator(user);
  const [rows, name] = await Promise.all([
    repository.selectChanges(db, {
      activityId: query.activity,
      userId: query.user,
      before: query.before,
      limit: query.limit,
    }),
    query.user === undefined ? null : repository.selectPersonName(db, query.user),
  ]);
  const changes = rows.map((row) => ({
    ...presentChange(row),
    activity: { id: row.activity_id, title: row.activity_title },
  }));
  const { shown, nextBefore } = page(changes, query.limit);
  return { changes: shown, person: query.user === undefined ? null : person(query.user, name), nextBefore };
}
