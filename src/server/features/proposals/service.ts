import type { ActivityCreate } from '../../../domain/activities/input';
import { activityCreateSchema } from '../../../domain/activities/input';
import { payloadRange } from '../../../domain/duplicates';
import type { Localized } from '../../../domain/language';
import {
  PROPOSALS_PER_DAY,
  type Proposal,
  type ProposalPayload,
  type ProposalStatus,
} from '../../../domain/proposals';
import { todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import { AppError } from '../../plugins/errors';
import {
  managedPortals,
  requireMember,
  requireOrganiser,
  requirePortalManager,
  type SessionUser,
} from '../../plugins/session';
import { type ActivityState, addActivity, forgetCachedLists } from '../activities';
import type { SiteState } from '../site';
import { findLikelyDuplicates } from './duplicates';
import { queueDecisionMail } from './mails';
import * as repository from './repository';

// The rules of proposals (issue #44, item 2): who may propose, how many a day, who sees the queue, and
// the decision, which makes the activity (approved) and mails the proposer, exactly once.

const NOT_FOUND: Localized = { nl: 'Dit voorstel bestaat niet.', en: 'This proposal does not exist.' };
const CLOSED: Localized = {
  nl: 'Voorstellen doen is op dit moment niet mogelijk: de beheerders hebben het uitgezet.',
  en: 'Proposing activities is not possible at the moment: the administrators have turned it off.',
};
const TOO_MANY: Localized = {
  nl: `Je kunt hooguit ${PROPOSALS_PER_DAY} voorstellen per dag doen. Probeer het morgen weer.`,
  en: `You can make at most ${PROPOSALS_PER_DAY} proposals a day. Please try again tomorrow.`,
};
const DECIDED: Localized = {
  nl: 'Over dit voorstel is al besloten.',
  en: 'This proposal has already been decided.',
};
const PORTAL_UNKNOWN: Localized = { nl: 'Deze portal bestaat niet.', en: 'This portal does not exist.' };

/** The stored row as the API shows it. */
function present(row: repository.ProposalRow): Proposal {
  const { proposerId: _proposer, sourceId, ...rest } = row;
  return { ...rest, fromSource: sourceId !== null };
}

export interface ProposalContext {
  activities: ActivityState;
  publicUrl: string;
  /** The site's settings: whether members may propose at all. */
  site: SiteState;
}

export async function propose(
  { activities, site }: ProposalContext,
  user: SessionUser | null,
  payload: ProposalPayload,
): Promise<Proposal> {
  const member = requireMember(user);
  const { db } = activities;
  if (!(await site.settings()).membersMayPropose) throw new AppError(403, CLOSED);
  if (!(await repository.portalExists(db, payload.portalId)))
    throw new AppError(400, PORTAL_UNKNOWN, [{ path: 'portalId', message: PORTAL_UNKNOWN }]);
  const likelyDuplicates = await findLikelyDuplicates(db, {
    title: payload.title,
    city: payload.city,
    portalId: payload.portalId,
    range: payloadRange(payload, todayInAmsterdam()),
  });
  const id = await db.transaction(async (tx) => {
    if ((await repository.countTodayLocked(tx, member.id)) >= PROPOSALS_PER_DAY)
      throw new AppError(429, TOO_MANY);
    return repository.insertProposal(tx, {
      portalId: payload.portalId,
      proposerId: member.id,
      title: payload.title,
      payload: payload as unknown as Record<string, unknown>,
      likelyDuplicates: likelyDuplicates.map((duplicate) => duplicate.id),
    });
  });
  return present((await repository.selectProposal(db, id))!);
}

/** `mine`: the member's own; else the queue of the portals they manage (every portal: administrators). */
export async function listProposals(
  { activities }: ProposalContext,
  user: SessionUser | null,
  query: { mine?: 'true' | 'false'; status?: ProposalStatus },
): Promise<Proposal[]> {
  if (query.mine === 'true') {
    const member = requireMember(user);
    const rows = await repository.selectProposals(activities.db, {
      portalIds: null,
      proposerId: member.id,
      status: query.status,
    });
    return rows.map(present);
  }
  const organiser = requireOrganiser(user);
  const rows = await repository.selectProposals(activities.db, {
    portalIds: managedPortals(organiser),
    status: query.status,
  });
  return rows.map(present);
}

export async function pendingCount({ activities }: ProposalContext, user: SessionUser | null) {
  const organiser = requireOrganiser(user);
  return { count: await repository.countPending(activities.db, managedPortals(organiser)) };
}

/** The proposal a manager of its portal is about to decide: 404 unknown, 403 another portal's. */
async function decidable(context: ProposalContext, user: SessionUser | null, id: number) {
  const organiser = requireOrganiser(user);
  const row = await repository.selectProposal(context.activities.db, id);
  if (!row) throw new AppError(404, NOT_FOUND);
  const manager = requirePortalManager(organiser, row.portalId);
  if (row.status !== 'pending') throw new AppError(409, DECIDED);
  return { row, manager };
}

/**
 * Approves a proposal as proposed, or as the manager edited it (`edited`: the full create payload). The
 * activity, the decision and the proposer's mail are one transaction: all or nothing, and once.
 */
export async function approve(
  context: ProposalContext,
  user: SessionUser | null,
  id: number,
  edited: ActivityCreate | undefined,
): Promise<Proposal> {
  const { row, manager } = await decidable(context, user, id);
  const input = edited ?? parseStored(row.payload);
  // An edit may move it to another portal: that portal must be the manager's too.
  requirePortalManager(manager, input.portalId);
  const { activities } = context;
  const { name: siteName } = await context.site.settings();
  await activities.db.transaction(async (tx) => {
    if (!(await repository.decide(tx, id, { status: 'approved', reason: null, decidedBy: manager.id })))
      throw new AppError(409, DECIDED);
    const activityId = await addActivity({ ...activities, db: tx }, input, {
      via: 'proposal',
      userId: manager.id,
    });
    await repository.setActivity(tx, id, activityId);
    await queueDecisionMail(tx, context.publicUrl, siteName, row, { kind: 'approved', activityId });
  });
  // Forgotten again after the commit: a list read between addActivity's forgetting and the commit
  // could have kept the list without the new activity.
  forgetCachedLists(activities);
  return present((await repository.selectProposal(activities.db, id))!);
}

export async function reject(
  context: ProposalContext,
  user: SessionUser | null,
  id: number,
  reason: string,
): Promise<Proposal> {
  const { row, manager } = await decidable(context, user, id);
  const { db } = context.activities;
  const { name: siteName } = await context.site.settings();
  await db.transaction(async (tx) => {
    if (!(await repository.decide(tx, id, { status: 'rejected', reason, decidedBy: manager.id })))
      throw new AppError(409, DECIDED);
    await queueDecisionMail(tx, context.publicUrl, siteName, row, { kind: 'rejected', reason });
  });
  return present((await repository.selectProposal(db, id))!);
}

const STORED_INVALID: Localized = {
  nl: 'Dit voorstel is niet meer geldig als activiteit: pas het aan en keur het dan goed.',
  en: 'This proposal is no longer valid as an activity: edit it, then approve it.',
};

/** The stored payload as the activity it becomes; a payload the rules no longer take must be edited. */
function parseStored(payload: Record<string, unknown>): ActivityCreate {
  const parsed = activityCreateSchema.safeParse(payload);
  if (!parsed.success) throw new AppError(400, STORED_INVALID);
  return parsed.data;
}
