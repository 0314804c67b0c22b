import { type NoticeMail, noticeMail } from './activities/participant-notice';
import type { Language } from './language';

// The e-mail to a member whose proposal was decided (issue #44, item 2): approved, with a link to the
// activity; or not, with the reason. Members have no language of their own stored, so it says it in
// Dutch, then in English, as the other notices do.

export interface ProposalDecision {
  kind: 'approved' | 'rejected';
  title: string;
  name: string;
  /** The activity's page (approved). */
  activityUrl?: string;
  /** Why not (rejected). */
  reason?: string;
  /** Where the member sees their proposals. */
  profileUrl: string;
}

const WORDS = {
  nl: {
    subject: { approved: 'Je voorstel staat in de agenda', rejected: 'Je voorstel is niet geplaatst' },
    hello: (name: string) => `Hallo ${name},`,
    approved: (title: string) => `Bedankt! Je voorstel '${title}' is goedgekeurd en staat nu in de agenda:`,
    rejected: (title: string) =>
      `Bedankt voor je voorstel '${title}'. We hebben het niet in de agenda gezet.`,
    reason: 'Reden:',
    mine: 'Je voorstellen en hoe het ermee staat zie je op je profiel:',
  },
  en: {
    subject: { approved: 'Your proposal is on the agenda', rejected: 'Your proposal was not published' },
    hello: (name: string) => `Hello ${name},`,
    approved: (title: string) => `Thank you! Your proposal '${title}' was approved and is on the agenda now:`,
    rejected: (title: string) => `Thank you for your proposal '${title}'. We have not put it on the agenda.`,
    reason: 'Reason:',
    mine: 'Your proposals and their state are on your profile:',
  },
} as const;

/** A title on one line, as a mail's subject and text can hold it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function proposalDecisionMail(decision: ProposalDecision, siteName: string): NoticeMail {
  const title = oneLine(decision.title);
  const part = (lang: Language): string[] => {
    const w = WORDS[lang];
    const lines = [w.hello(decision.name), ''];
    if (decision.kind === 'approved') lines.push(w.approved(title), decision.activityUrl ?? '');
    else lines.push(w.rejected(title), '', w.reason, decision.reason ?? '');
    lines.push('', w.mine, decision.profileUrl);
    return lines;
  };
  return noticeMail(
    `${WORDS.nl.subject[decision.kind]}: ${title} / ${WORDS.en.subject[decision.kind]}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
