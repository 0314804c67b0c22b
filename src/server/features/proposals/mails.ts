import { proposalDecisionMail } from '../../../domain/proposal-mail';
import type { Db } from '../../db/connect';
import { enqueueMail } from '../outbox';
import { type ProposalRow, proposerAddress } from './repository';

// The proposer hears of the decision by e-mail, through the outbox, in the decision's own transaction
// (decision 0034). The event key names the proposal: a proposal is decided once, so it is mailed once.
// A source's event (no proposer), or a proposer whose address is unconfirmed or who turned mail off,
// gets no mail; their profile shows the decision all the same.

export type DecisionNews = { kind: 'approved'; activityId: number } | { kind: 'rejected'; reason: string };

export async function queueDecisionMail(
  tx: Db,
  publicUrl: string,
  /** The site's name as its settings say now: the mail is signed and sent under it. */
  siteName: string,
  proposal: Pick<ProposalRow, 'id' | 'proposerId' | 'title'>,
  news: DecisionNews,
): Promise<boolean> {
  if (proposal.proposerId === null) return false;
  const address = await proposerAddress(tx, proposal.proposerId);
  if (!address) return false;
  const origin = publicUrl.replace(/\/+$/, '');
  const mail = proposalDecisionMail(
    {
      kind: news.kind,
      title: proposal.title,
      name: address.name,
      ...(news.kind === 'approved'
        ? { activityUrl: `${origin}/activities/${news.activityId}` }
        : { reason: news.reason }),
      profileUrl: `${origin}/profile`,
    },
    siteName,
  );
  return enqueueMail(tx, `proposal-${news.kind}:${proposal.id}`, { to: address.email, ...mail });
}
