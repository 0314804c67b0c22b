import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { queuePromotionMails } from '../../src/server/features/participation/promotion-notices';
import { markAddressConfirmed, registerMember } from '../helpers/accounts';
import { createActivity } from '../helpers/activity-factory';
import { startMailApp, stopMailApp, until } from '../helpers/mail-app';
import { type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import type { TestApp } from '../helpers/test-app';

// Issue #43: whoever the waitlist moves up is mailed, once, through a real mail server.

const PUBLIC_URL = 'https://meedoen.example';
let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;

beforeAll(async () => {
  ({ smtp, t, admin, portalId } = await startMailApp(PUBLIC_URL));
});
afterAll(() => stopMailApp(t, smtp));

/** The promotion mails one address got (a new member also gets the address confirmation). */
const sentTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.to.includes(address) && textBodyOf(mail.raw).includes('plek vrijgekomen'),
  );

async function confirmedMember() {
  const member = await registerMember(t.app);
  await markAddressConfirmed(t.app, member.user.id);
  return member;
}

describe('a place that comes free', () => {
  it('mails the member moved up at once, once, in Dutch and English', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      title: 'Koffieochtend',
      titleEn: 'Coffee morning',
      startDate: addDays(todayInAmsterdam(), 4),
      startTime: '10:00',
      capacity: 1,
    });
    const first = await confirmedMember();
    const second = await confirmedMember();
    for (const member of [first, second]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/activities/${a.id}/register`,
        headers: { cookie: member.cookie },
      });
    }
    expect(sentTo(second.user.email!)).toHaveLength(0);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/activities/${a.id}/register`,
      headers: { cookie: first.cookie },
    });

    // The leave itself queues the mail and wakes the outbox; the wait is long only for a slow machine.
    expect(await until(() => sentTo(second.user.email!).length > 0, 10_000)).toBe(true);
    const text = textBodyOf(sentTo(second.user.email!)[0]!.raw);
    expect(text).toContain("er is een plek vrijgekomen bij 'Koffieochtend'");
    expect(text).toContain("a place came free at 'Coffee morning'");
    expect(text).toContain(`${PUBLIC_URL}/activities/${a.id}?date=`);
    // Looking again, from this or any process, queues nothing more.
    expect(await queuePromotionMails(t.app.db, PUBLIC_URL, 'Meedoen')).toBe(0);
    await t.app.outbox.sendDue();
    expect(sentTo(second.user.email!)).toHaveLength(1);
    expect(sentTo(first.user.email!)).toHaveLength(0);
  });

  it('mails those moved up by more places too', async () => {
    const a = await createActivity(t.app, admin, {
      portalId,
      startDate: addDays(todayInAmsterdam(), 6),
      capacity: 1,
    });
    const people = [await confirmedMember(), await confirmedMember(), await confirmedMember()];
    for (const member of people) {
      await t.app.inject({
        method: 'POST',
        url: `/api/activities/${a.id}/register`,
        headers: { cookie: member.cookie },
      });
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${a.id}`,
      headers: { cookie: admin },
      payload: { capacity: 3 },
    });
    expect(await queuePromotionMails(t.app.db, PUBLIC_URL, 'Meedoen')).toBe(2);
    await t.app.outbox.sendDue();
    expect(people.map((member) => sentTo(member.user.email!).length)).toEqual([0, 1, 1]);
  });
});
