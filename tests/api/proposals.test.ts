import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSALS_PER_DAY } from '../../src/domain/proposals';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { portalOrganisers } from '../../src/server/db/schema';
import { selectRows } from '../../src/server/db/select-rows';
import { markAddressConfirmed, registerMember, TEST_PASSWORD } from '../helpers/accounts';
import { createPortal } from '../helpers/activity-factory';
import { startMailApp, stopMailApp, until } from '../helpers/mail-app';
import { type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import type { TestApp } from '../helpers/test-app';

// Issue #44, item 2: members propose activities; administrators and the portal's organisers approve
// (as is or edited) or reject with a reason; the proposer is mailed once; nothing is public before.

const PUBLIC_URL = 'https://meedoen.example';
let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let portalId: number;
const day = (n: number) => addDays(todayInAmsterdam(), n);

beforeAll(async () => {
  ({ smtp, t, admin, portalId } = await startMailApp(PUBLIC_URL));
});
afterAll(() => stopMailApp(t, smtp));

type Method = 'POST' | 'PUT' | 'GET';
const inject = (method: Method, url: string, cookie?: string, payload?: object, lang = 'nl') =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const proposalPayload = (title: string, overrides: object = {}) => ({
  portalId,
  category: 'sport',
  title,
  description: 'Samen bouwen en racen.',
  startDate: day(10),
  startTime: '14:00',
  meetingPoint: 'Bij de kerk',
  streetAddress: 'Dorpsstraat 1',
  city: 'Voorsteldorp',
  postalCode: '1234 AB',
  ...overrides,
});

async function confirmedMember() {
  const member = await registerMember(t.app);
  await markAddressConfirmed(t.app, member.user.id);
  return member;
}

async function organiserOf(id: number) {
  const member = await registerMember(t.app);
  await t.app.db.insert(portalOrganisers).values({ userId: member.user.id, portalId: id });
  return member;
}

async function propose(cookie: string, title: string, overrides: object = {}) {
  const res = await inject('POST', '/api/proposals', cookie, proposalPayload(title, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; title: string };
}

const proposalRow = async (id: number) =>
  (
    await selectRows<{
      status: string;
      activity_id: number | null;
      decided_by: number | null;
      reason: string | null;
    }>(t.app.db, sql`select status, activity_id, decided_by, reason from proposals where id = ${id}`)
  )[0]!;

const outboxKeys = async (prefix: string) =>
  (
    await selectRows<{ event_key: string }>(
      t.app.db,
      sql`select event_key from mail_outbox where event_key like ${`${prefix}%`}`,
    )
  ).map((row) => row.event_key);

const mailsTo = (address: string, words: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && textBodyOf(mail.raw).includes(words));

describe('proposals', () => {
  it('keeps a pending proposal out of every list, search, feed and widget until it is approved', async () => {
    const member = await confirmedMember();
    const title = 'Zeepkistenrace Kwakelhoek';
    const proposal = await propose(member.cookie, title);
    expect(proposal.status).toBe('pending');

    const publicPlaces = [
      '/api/activities?search=Zeepkistenrace',
      '/api/activities?search=Kwakelhoek',
      '/api/activities.rss',
      '/api/activities.ics',
      '/api/embed/activities',
      '/api/iframe/activities',
    ];
    for (const url of publicPlaces) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Kwakelhoek');
    }
    const count = await inject('GET', '/api/activities?search=Kwakelhoek');
    expect(count.headers['x-total-count']).toBe('0');

    // Approved, the same places show it: the checks above could have failed.
    const approved = await inject('POST', `/api/proposals/${proposal.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    for (const url of ['/api/activities?search=Kwakelhoek', '/api/activities.rss', '/api/embed/activities']) {
      expect((await inject('GET', url)).body, url).toContain('Kwakelhoek');
    }
  });

  it('shows members their own proposals, and the queue only to administrators and organisers', async () => {
    const member = await registerMember(t.app);
    const proposal = await propose(member.cookie, 'Boekenruil Mijnstraat');
    const mine = await inject('GET', '/api/proposals?mine=true', member.cookie);
    expect(mine.json().map((p: { id: number }) => p.id)).toEqual([proposal.id]);

    const queue = await inject('GET', '/api/proposals', member.cookie);
    expect(queue.statusCode).toBe(403);
    expect(queue.json().message).toBe('Alleen beheerders en organisatoren mogen dit doen.');

    const otherPortal = await createPortal(t.app);
    const other = await organiserOf(otherPortal.id);
    expect((await inject('GET', '/api/proposals', other.cookie)).json()).toEqual([]);
    expect((await inject('GET', '/api/proposals/pending-count', other.cookie)).json()).toEqual({ count: 0 });

    const own = await organiserOf(portalId);
    const ids = (await inject('GET', '/api/proposals?status=pending', own.cookie))
      .json()
      .map((p: { id: number }) => p.id);
    expect(ids).toContain(proposal.id);
    const count = (await inject('GET', '/api/proposals/pending-count', own.cookie)).json().count;
    expect(count).toBe(ids.length);
  });

  it('refuses bad input in the reader’s language and stores nothing', async () => {
    const member = await registerMember(t.app);
    const before = await selectRows(t.app.db, sql`select id from proposals`);
    const res = await inject('POST', '/api/proposals', member.cookie, proposalPayload('  '), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('title');
    const nl = await inject(
      'POST',
      '/api/proposals',
      member.cookie,
      proposalPayload('x', { portalId: 999_999 }),
    );
    expect(nl.statusCode).toBe(400);
    expect(nl.json().message).toBe('Deze portal bestaat niet.');
    expect(await selectRows(t.app.db, sql`select id from proposals`)).toEqual(before);
  });

  it(`takes at most ${PROPOSALS_PER_DAY} proposals per member a day`, async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < PROPOSALS_PER_DAY; i++) await propose(member.cookie, `Idee nummer ${i}`);
    const nl = await inject('POST', '/api/proposals', member.cookie, proposalPayload('Nog een'));
    expect(nl.statusCode).toBe(429);
    expect(nl.json().message).toContain(`hooguit ${PROPOSALS_PER_DAY} voorstellen per dag`);
    const en = await inject('POST', '/api/proposals', member.cookie, proposalPayload('One more'), 'en');
    expect(en.json().message).toContain(`at most ${PROPOSALS_PER_DAY} proposals a day`);
    // Another member is not held back by this one.
    await propose((await registerMember(t.app)).cookie, 'Ander idee');
  });

  it('lets administrators turn proposing off and on', async () => {
    expect((await inject('GET', '/api/settings/proposals')).json()).toEqual({ membersMayPropose: true });
    const member = await registerMember(t.app);
    expect(
      (await inject('PUT', '/api/settings/proposals', member.cookie, { membersMayPropose: false }))
        .statusCode,
    ).toBe(403);
    const off = await inject('PUT', '/api/settings/proposals', admin, { membersMayPropose: false });
    expect(off.json()).toEqual({ membersMayPropose: false });
    const refused = await inject('POST', '/api/proposals', member.cookie, proposalPayload('Dicht'), 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('administrators have turned it off');
    await inject('PUT', '/api/settings/proposals', admin, { membersMayPropose: true });
    await propose(member.cookie, 'Weer open');
  });

  it('lets only a manager of its portal decide, and an organiser of another portal changes nothing', async () => {
    const member = await confirmedMember();
    const proposal = await propose(member.cookie, 'Burendag Appelhof');
    const otherPortal = await createPortal(t.app);
    const other = await organiserOf(otherPortal.id);
    for (const action of ['approve', 'reject']) {
      const res = await inject('POST', `/api/proposals/${proposal.id}/${action}`, other.cookie, {
        reason: 'Nee',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await proposalRow(proposal.id)).status).toBe('pending');
    expect(await outboxKeys(`proposal-approved:${proposal.id}`)).toEqual([]);

    // An organiser of this portal cannot move it into a portal they do not manage either.
    const own = await organiserOf(portalId);
    const moved = await inject('POST', `/api/proposals/${proposal.id}/approve`, own.cookie, {
      activity: proposalPayload('Burendag Appelhof', { portalId: otherPortal.id }),
    });
    expect(moved.statusCode).toBe(403);
    expect((await proposalRow(proposal.id)).status).toBe('pending');
  });

  it('approves after editing, records the activity as made by proposal and mails the proposer once', async () => {
    const member = await confirmedMember();
    const proposal = await propose(member.cookie, 'Kaarsenmaken Molenwijk');
    const own = await organiserOf(portalId);
    const edited = { ...proposalPayload('Kaarsen maken in de Molenwijk'), titleEn: 'Candle making' };
    const res = await inject('POST', `/api/proposals/${proposal.id}/approve`, own.cookie, {
      activity: edited,
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json();
    expect(approved.status).toBe('approved');
    const activity = (await inject('GET', `/api/activities/${approved.activityId}`)).json();
    expect(activity.title).toBe('Kaarsen maken in de Molenwijk');
    const [change] = await selectRows<{ via: string; user_id: number; action: string }>(
      t.app.db,
      sql`select via, user_id, action from activity_changes where activity_id = ${approved.activityId}`,
    );
    expect(change).toEqual({ via: 'proposal', user_id: own.user.id, action: 'created' });
    expect((await proposalRow(proposal.id)).decided_by).toBe(own.user.id);

    const again = await inject('POST', `/api/proposals/${proposal.id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    const rejectAfter = await inject('POST', `/api/proposals/${proposal.id}/reject`, admin, {
      reason: 'Toch niet',
    });
    expect(rejectAfter.statusCode).toBe(409);

    expect(await until(() => mailsTo(member.user.email!, 'goedgekeurd').length > 0)).toBe(true);
    expect(await outboxKeys(`proposal-approved:${proposal.id}`)).toHaveLength(1);
    const [mail] = mailsTo(member.user.email!, 'goedgekeurd');
    expect(textBodyOf(mail!.raw)).toContain(`${PUBLIC_URL}/activities/${approved.activityId}`);
    expect(mailsTo(member.user.email!, 'goedgekeurd')).toHaveLength(1);
  });

  it('rejects only with a reason, tells the proposer that reason once, and shows it on their list', async () => {
    const member = await confirmedMember();
    const proposal = await propose(member.cookie, 'Dubbel idee');
    const empty = await inject('POST', `/api/proposals/${proposal.id}/reject`, admin, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const long = await inject('POST', `/api/proposals/${proposal.id}/reject`, admin, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect((await proposalRow(proposal.id)).status).toBe('pending');

    const res = await inject('POST', `/api/proposals/${proposal.id}/reject`, admin, {
      reason: 'Deze staat al in de agenda.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      reason: 'Deze staat al in de agenda.',
      activityId: null,
    });
    const mine = (await inject('GET', '/api/proposals?mine=true', member.cookie)).json();
    expect(mine[0]).toMatchObject({
      id: proposal.id,
      status: 'rejected',
      reason: 'Deze staat al in de agenda.',
    });
    expect(
      (await inject('POST', `/api/proposals/${proposal.id}/reject`, admin, { reason: 'Weer' })).statusCode,
    ).toBe(409);

    expect(await until(() => mailsTo(member.user.email!, 'Deze staat al in de agenda.').length > 0)).toBe(
      true,
    );
    expect(await outboxKeys(`proposal-rejected:${proposal.id}`)).toHaveLength(1);
    expect(mailsTo(member.user.email!, 'Deze staat al in de agenda.')).toHaveLength(1);
  });

  it('puts a member’s proposals in their data export, and forgets the unapproved ones with the account', async () => {
    const member = await confirmedMember();
    const kept = await propose(member.cookie, 'Goedgekeurd idee');
    const waiting = await propose(member.cookie, 'Wachtend idee');
    expect((await inject('POST', `/api/proposals/${kept.id}/approve`, admin)).statusCode).toBe(200);

    const exported = (await inject('GET', '/api/user/export', member.cookie)).json();
    expect(exported.proposals.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
      ['Wachtend idee', 'pending'],
      ['Goedgekeurd idee', 'approved'],
    ]);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: member.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await selectRows(t.app.db, sql`select id from proposals where id = ${waiting.id}`)).toEqual([]);
    const [approved] = await selectRows<{ proposer_id: number | null; status: string }>(
      t.app.db,
      sql`select proposer_id, status from proposals where id = ${kept.id}`,
    );
    expect(approved).toEqual({ proposer_id: null, status: 'approved' });
  });

  it('answers 404 for a proposal that does not exist', async () => {
    expect((await inject('POST', '/api/proposals/999999/approve', admin)).statusCode).toBe(404);
    expect((await inject('POST', '/api/proposals/abc/reject', admin, { reason: 'x' })).statusCode).toBe(400);
  });
});
