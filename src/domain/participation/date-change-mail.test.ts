import { describe, expect, it } from 'vitest';
import { type ChangedDateNotice, dateChangeMail } from './date-change-mail';

describe('the mail about a cancelled or moved date', () => {
  const tuesday = { day: '2026-12-08', startTime: '19:00', endTime: '21:00' };
  const thursday = { day: '2026-12-10', startTime: '10:00', endTime: null };
  const notice: ChangedDateNotice = {
    kind: 'cancelled',
    activityId: 12,
    title: { nl: 'Koor', en: 'Choir' },
    before: tuesday,
    now: tuesday,
    reason: 'De zaal is bezet',
    name: 'Anna',
  };
  const links = { publicUrl: 'https://meedoen.example' };

  it('says a date is cancelled, with the reason, in Dutch then in English', () => {
    const mail = dateChangeMail(notice, links, 'Meedoen', 2026);
    expect(mail.subject).toBe(
      'Gaat niet door: Koor op di 8 dec om 19:00 / Cancelled: Choir on Tue 8 Dec at 19:00',
    );
    expect(mail.text).toContain("'Koor' op di 8 dec om 19:00 gaat niet door.");
    expect(mail.text).toContain('Reden: De zaal is bezet');
    expect(mail.text).toContain("'Choir' on Tue 8 Dec at 19:00 will not take place.");
    expect(mail.text).toContain('https://meedoen.example/activities/12\n');
    expect(mail.text.indexOf('Hallo Anna')).toBeLessThan(mail.text.indexOf('Hello Anna'));
  });

  it('leaves the reason out when none was given', () => {
    expect(dateChangeMail({ ...notice, reason: null }, links, 'Meedoen', 2026).text).not.toContain('Reden:');
  });

  it('names the old and the new day and time of a moved date', () => {
    const moved = { ...notice, kind: 'moved' as const, now: thursday };
    const mail = dateChangeMail(moved, links, 'Meedoen', 2026);
    expect(mail.subject).toBe(
      'Verplaatst: Koor naar do 10 dec om 10:00 / Moved: Choir to Thu 10 Dec at 10:00',
    );
    expect(mail.text).toContain("'Koor' van di 8 dec om 19:00 is verplaatst naar do 10 dec om 10:00.");
    expect(mail.text).toContain('https://meedoen.example/activities/12?date=2026-12-10');
    expect(mail.text).not.toContain('Reden:');
  });

  it('says a cancelled date goes ahead after all', () => {
    const mail = dateChangeMail({ ...notice, kind: 'restored' }, links, 'Meedoen', 2026);
    expect(mail.subject).toContain('Gaat toch door: Koor op di 8 dec om 19:00');
    expect(mail.text).toContain("Good news: 'Choir' on Tue 8 Dec at 19:00 goes ahead after all.");
  });

  it('says a moved date is back on its own day', () => {
    const back = { ...notice, kind: 'moved-back' as const, before: thursday };
    const mail = dateChangeMail(back, links, 'Meedoen', 2026);
    expect(mail.text).toContain(
      "'Koor' gaat toch niet naar do 10 dec om 10:00, maar blijft op di 8 dec om 19:00.",
    );
  });
});
