import type { ProposalSettings } from '../../../domain/proposals';
import type { Db } from '../../db/connect';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { readSetting, writeSetting } from './repository';

// Whether members may propose activities at all: an administrator's choice, on (true) until they
// choose, kept in site_settings under MEMBERS_MAY_PROPOSE.

const MEMBERS_MAY_PROPOSE = 'membersMayPropose';

export async function membersMayPropose(db: Db): Promise<boolean> {
  const value = await readSetting(db, MEMBERS_MAY_PROPOSE);
  return typeof value === 'boolean' ? value : true;
}

export async function proposalSettings(db: Db): Promise<ProposalSettings> {
  return { membersMayPropose: await membersMayPropose(db) };
}

export async function saveProposalSettings(
  db: Db,
  user: SessionUser | null,
  settings: ProposalSettings,
): Promise<ProposalSettings> {
  requireAdministrator(user);
  await writeSetting(db, MEMBERS_MAY_PROPOSE, settings.membersMayPropose);
  return proposalSettings(db);
}
