import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES_PER_HOUR } from '../../src/domain/company';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { WEEKDAYS } from '../../src/domain/recurrence/recurrence-rule';
import { selectRows } from '../../src/server/db/select-rows';
import { markAddressConfirmed, registerMember } from '../helpers/accounts';
import { createActivity } from '../helpers/activity-factory';
import { startMailApp, stopMailApp, until } from '../helpers/mail-app';
import { type TestSmtpServer, textBodyOf } from '../helpers/smtp-server';
import type { TestApp } from '../helpers/test-app';

// Issue #43, "nobody has to come alone": members who would like to go together on the same date find
// each other (first name, picture, their line; never an address or a last name), write through Meedoen
// (mailed once through a real mail server, neither address shown), block and report.

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

let counter = 0;
async function member(firstName: string) {
  counter += 1;
  const person = await registerMember(t.app, { firstName, lastName: `Achternaam${counter}` });
  await markAddressConfirmed(t.app, person.user.id);
  return person;
}
type Member = Awaited<ReturnType<typeof member>>;

/** Every day from tomorrow for a week. */
function series() {
  return createActivity(t.app, admin, {
    portalId,
    title: 'Wandelgroep',
    titleEn: 'Walking group',
    activityType: 'recurring',
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringDays: [...WEEKDAYS],
    recurringStartDate: day(1),
    recurringEndDate: day(7),
    recurringStartTime: '10:00',
    recurringEndTime: '12:00',
  });
}

function join(id: number, who: Member, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/activities/${id}/register`,
    headers: { cookie: who.cookie },
    payload,
  });
}

function company(id: number, date: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/activities/${id}/company?date=${date}`,
    headers: cookie ? { cookie } : {},
  });
}

function send(id: number, from: Member, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/activities/${id}/company/messages`,
    headers: { cookie: from.cookie },
    payload,
  });
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('who else would like company', () => {
  it('is shown only to members who asked on that date, by first name, picture and line', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    const other = await member('Otto');
    const plain = await member('Piet');
    expect(
      (await join(a.id, anna, { date: day(2), wantsCompany: true, companyNote: 'Ik draag een rode jas' }))
        .statusCode,
    ).toBe(200);
    await join(a.id, bram, { date: day(2), wantsCompany: true, comingAlone: true });
    await join(a.id, other, { date: day(3), wantsCompany: true });
    await join(a.id, plain, { date: day(2) });

    expect((await company(a.id, day(2))).statusCode).toBe(401);
    expect((await company(a.id, day(2), plain.cookie)).statusCode).toBe(403);
    expect((await company(a.id, day(2), admin)).statusCode).toBe(403);
    // Asked for another date only: not this one.
    expect((await company(a.id, day(2), other.cookie)).statusCode).toBe(403);

    const seen = await company(a.id, day(2), bram.cookie);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      date: day(2),
      people: [
        {
          userId: anna.user.id,
          firstName: 'Anna',
          avatarUrl: null,
          note: 'Ik draag een rode jas',
          received: [],
        },
      ],
    });
    expect(seen.body).not.toContain('@');
    expect(seen.body).not.toContain('Achternaam');
    const byAnna = (await company(a.id, day(2), anna.cookie)).json();
    expect(byAnna.people.map((p: { firstName: string }) => p.firstName)).toEqual(['Bram']);
    expect((await company(a.id, day(3), other.cookie)).json().people).toEqual([]);
  });

  it('can be changed later for the date: the line, and no longer wanting company', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    await join(a.id, anna, { date: day(2), wantsCompany: true });
    await join(a.id, bram, { date: day(2), wantsCompany: true });
    const changed = await join(a.id, anna, { date: day(2), companyNote: 'Bij de bushalte' });
    expect(changed.json().status).toBe('registered');
    expect((await company(a.id, day(2), bram.cookie)).json().people[0].note).toBe('Bij de bushalte');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${a.id}/is-registered?date=${day(2)}`,
      headers: { cookie: anna.cookie },
    });
    expect(status.json()).toMatchObject({
      wantsCompany: true,
      comingAlone: false,
      companyNote: 'Bij de bushalte',
    });
    await join(a.id, anna, { date: day(2), wantsCompany: false });
    expect((await company(a.id, day(2), bram.cookie)).json().people).toEqual([]);
    expect((await company(a.id, day(2), anna.cookie)).statusCode).toBe(403);
    const tooLong = await join(a.id, bram, { date: day(2), companyNote: 'x'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('hides a blocked pair from each other, both ways, until unblocked', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    for (const who of [anna, bram]) await join(a.id, who, { date: day(2), wantsCompany: true });
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/users/${bram.user.id}/block`,
      headers: { cookie: anna.cookie },
    });
    expect(blocked.json()).toEqual({ blocked: true });
    expect((await company(a.id, day(2), anna.cookie)).json().people).toEqual([]);
    expect((await company(a.id, day(2), bram.cookie)).json().people).toEqual([]);
    // Neither can write to the other.
    expect((await send(a.id, bram, { date: day(2), to: anna.user.id, text: 'Hoi' })).statusCode).toBe(403);
    expect((await send(a.id, anna, { date: day(2), to: bram.user.id, text: 'Hoi' })).statusCode).toBe(403);
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${bram.user.id}/block`,
      headers: { cookie: anna.cookie },
    });
    expect(unblocked.json()).toEqual({ blocked: false });
    expect((await company(a.id, day(2), bram.cookie)).json().people).toHaveLength(1);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/users/${anna.user.id}/block`,
      headers: { cookie: anna.cookie },
    });
    expect(self.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/users/${anna.user.id}/block` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a message between two who would like company', () => {
  it('is mailed once from Meedoen, naming the writer, without either address', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    for (const who of [anna, bram]) await join(a.id, who, { date: day(2), wantsCompany: true });
    const sent = await send(a.id, anna, { date: day(2), to: bram.user.id, text: 'Zullen we samen gaan?' });
    expect(sent.statusCode, sent.body).toBe(200);
    const toBram = () =>
      smtp.received.filter(
        (mail) =>
          mail.to.includes(bram.user.email!) && textBodyOf(mail.raw).includes('Zullen we samen gaan?'),
      );
    expect(await until(() => toBram().length > 0)).toBe(true);
    const mail = toBram()[0]!;
    const text = textBodyOf(mail.raw);
    expect(text).toContain('Anna wil ook graag samen met iemand');
    expect(text).toContain(`${PUBLIC_URL}/activities/${a.id}?date=${day(2)}#company`);
    expect(mail.raw).not.toContain(anna.user.email!);
    expect(text).not.toContain(bram.user.email!);
    expect(mail.raw).not.toContain('Achternaam');
    // Sending the outbox again sends nothing more.
    await t.app.outbox.sendDue();
    expect(toBram()).toHaveLength(1);
    const [row] = await selectRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from mail_outbox where event_key = ${`company-message:${sent.json().id}`}`,
    );
    expect(row!.n).toBe(1);
    expect(mailsTo(anna.user.email!).some((m) => textBodyOf(m.raw).includes('Zullen we'))).toBe(false);
    // Bram reads it on the date's page too (to answer, or to report it); Anna's own list shows none.
    const bramsView = (await company(a.id, day(2), bram.cookie)).json();
    expect(bramsView.people[0].received).toEqual([
      { id: sent.json().id, text: 'Zullen we samen gaan?', sentAt: expect.any(String) },
    ]);
    expect((await company(a.id, day(2), anna.cookie)).json().people[0].received).toEqual([]);
  });

  it('only goes to someone who would like company on the same date', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    const carla = await member('Carla');
    await join(a.id, anna, { date: day(2), wantsCompany: true });
    await join(a.id, bram, { date: day(3), wantsCompany: true });
    await join(a.id, carla, { date: day(2) });
    expect((await send(a.id, anna, { date: day(2), to: bram.user.id, text: 'Hoi' })).statusCode).toBe(403);
    expect((await send(a.id, anna, { date: day(2), to: carla.user.id, text: 'Hoi' })).statusCode).toBe(403);
    expect((await send(a.id, carla, { date: day(2), to: anna.user.id, text: 'Hoi' })).statusCode).toBe(403);
    expect((await send(a.id, anna, { date: day(2), to: anna.user.id, text: 'Hoi' })).statusCode).toBe(400);
    expect(
      (await send(a.id, anna, { date: day(2), to: bram.user.id, text: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
  });

  it(`stops at ${COMPANY_MESSAGES_PER_HOUR} an hour per sender, with a clear message`, async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    for (const who of [anna, bram]) await join(a.id, who, { date: day(4), wantsCompany: true });
    // Earlier messages of this hour, written straight into the table the limit counts.
    await t.app.db.execute(sql`insert into company_messages (activity_id, day, sender_id, recipient_id, body)
      select ${a.id}, ${day(4)}::date, ${anna.user.id}, ${bram.user.id}, 'eerder'
      from generate_series(1, ${COMPANY_MESSAGES_PER_HOUR - 1})`);
    expect((await send(a.id, anna, { date: day(4), to: bram.user.id, text: 'Nog één' })).statusCode).toBe(
      200,
    );
    const refused = await send(a.id, anna, { date: day(4), to: bram.user.id, text: 'Te veel' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('afgelopen uur');
    // Bram may still answer.
    expect((await send(a.id, bram, { date: day(4), to: anna.user.id, text: 'Prima!' })).statusCode).toBe(200);
  });

  it('can be reported by its recipient into the administrators’ inbox', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    for (const who of [anna, bram]) await join(a.id, who, { date: day(2), wantsCompany: true });
    const sent = await send(a.id, anna, { date: day(2), to: bram.user.id, text: 'Iets onaardigs' });
    const id = sent.json().id;
    const report = (who: Member | { cookie: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/company/messages/${id}/report`,
        headers: { cookie: who.cookie },
        payload: { reason: 'Dit voelt niet goed' },
      });
    expect((await report(anna)).statusCode).toBe(403);
    expect((await report({ cookie: admin })).statusCode).toBe(403);
    expect((await report(bram)).json()).toEqual({ reported: true });
    expect((await report(bram)).statusCode).toBe(200);

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages?limit=100',
      headers: { cookie: admin },
    });
    const reports = inbox
      .json()
      .filter(
        (item: { subject: string; details: Record<string, unknown> }) =>
          item.subject === 'companyReport' && item.details.messageId === String(id),
      );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      name: 'Bram',
      userId: bram.user.id,
      handledAt: null,
      details: {
        reason: 'Dit voelt niet goed',
        reportedText: 'Iets onaardigs',
        reportedMemberId: anna.user.id,
        activityTitle: 'Wandelgroep',
        activityDate: day(2),
      },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/company/messages/999999999/report',
      headers: { cookie: bram.cookie },
      payload: { reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the member’s own data', () => {
  it('holds their line, the messages they sent and whom they blocked, and nothing of the other', async () => {
    const a = await series();
    const anna = await member('Anna');
    const bram = await member('Bram');
    await join(a.id, anna, { date: day(3), wantsCompany: true, companyNote: 'Ik draag een rode jas' });
    await join(a.id, bram, { date: day(3), wantsCompany: true });
    expect((await send(a.id, anna, { date: day(3), to: bram.user.id, text: 'Tot dan!' })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${bram.user.id}/block`,
      headers: { cookie: anna.cookie },
    });

    const annas = (
      await t.app.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: anna.cookie } })
    ).json();
    expect(annas.registrations).toEqual([
      expect.objectContaining({ activityId: a.id, date: day(3), companyNote: 'Ik draag een rode jas' }),
    ]);
    expect(annas.companyMessages).toEqual([
      { activityId: a.id, title: 'Wandelgroep', date: day(3), text: 'Tot dan!', sentAt: expect.any(String) },
    ]);
    expect(annas.blocked).toEqual([{ username: bram.user.username, blockedAt: expect.any(String) }]);
    // Bram's export holds his own rows only: not Anna's message to him, not her block.
    const brams = (
      await t.app.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: bram.cookie } })
    ).json();
    expect(brams.companyMessages).toEqual([]);
    expect(brams.blocked).toEqual([]);
  });
});
