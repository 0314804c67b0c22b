import { describe, expect, it } from 'vitest';
import { type ProposalDecision, proposalDecisionMail } from './proposal-mail';

describe('the proposal decision mail', () => {
  const proposer = { name: 'Anna', profileUrl: 'https://meedoen.example/profiel' };
  /** The mail to the one proposer every case writes to. */
  const decisionMail = (decision: Omit<ProposalDecision, keyof typeof proposer>, siteName: string) =>
    proposalDecisionMail({ ...proposer, ...decision }, siteName);

  it('links the approved activity in both languages', () => {
    const mail = decisionMail(
      { kind: 'approved', title: 'Koffie\nochtend', activityUrl: 'https://meedoen.example/activiteiten/7' },
      'Samen in Tilburg',
    );
    expect(mail.subject).toBe(
      'Je voorstel staat in de agenda: Koffie ochtend / Your proposal is on the agenda',
    );
    expect(mail.text).toContain("Je voorstel 'Koffie ochtend' is goedgekeurd");
    expect(mail.text).toContain('was approved');
    expect(mail.text.match(/activiteiten\/7/g)).toHaveLength(2);
    expect(mail.text).toContain('Groet, Samen in Tilburg');
    expect(mail.text).toContain('Regards, Samen in Tilburg');
    expect(mail.fromName).toBe('Samen in Tilburg');
  });

  it('gives the reason of a rejection', () => {
    const mail = decisionMail({ kind: 'rejected', title: 'Koffie', reason: 'Staat er al in.' }, 'Meedoen');
    expect(mail.text).toContain('Reden:\nStaat er al in.');
    expect(mail.text).toContain('Reason:\nStaat er al in.');
    expect(mail.text).not.toContain('goedgekeurd');
  });
});
