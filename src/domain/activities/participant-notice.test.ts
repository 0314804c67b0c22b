import { describe, expect, it } from 'vitest';
import { activityUpdateSchema } from './input';
import {
  cancellationNoticeMail,
  changeNoticeMail,
  changesWorthANotice,
  mayChangeWhenOrWhere,
  type NoticeActivity,
  whenText,
  whereText,
} from './participant-notice';
import type { ActivityDetail } from './response';

// What a participant is told when an activity they signed up for changes, or is taken off the agenda.

const base = {
  id: 7,
  title: '🎶 Samen zingen',
  titleEn: 'Singing together',
  activityType: 'one-time',
  startDate: '2026-12-05',
  endDate: '2026-12-05',
  startTime: '14:00',
  endTime: '16:00',
  recurringStartDate: null,
  recurringEndDate: null,
  recurringDays: [],
  recurringFrequency: null,
  recurringPattern: null,
  recurringStartTime: null,
  recurringEndTime: null,
  recurrenceText: null,
  meetingPoint: 'Bij de ingang',
  meetingPointEn: 'At the entrance',
  streetAddress: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  city: 'Teststad',
  cityEn: null,
  description: 'Oud',
  price: 'Gratis',
} as unknown as ActivityDetail;

const detail = (changes: Partial<ActivityDetail> = {}): ActivityDetail => ({ ...base, ...changes });
const both = (a: ActivityDetail): NoticeActivity => ({
  nl: a,
  en: { ...a, title: a.titleEn ?? a.title, meetingPoint: a.meetingPointEn ?? a.meetingPoint },
});

describe('changesWorthANotice', () => {
  it('notices a new time or place, and nothing else', () => {
    expect(changesWorthANotice(base, detail({ startTime: '15:00' }))).toEqual(['when']);
    expect(changesWorthANotice(base, detail({ startDate: '2026-12-06', endDate: '2026-12-06' }))).toEqual([
      'when',
    ]);
    expect(changesWorthANotice(base, detail({ city: 'Anderstad' }))).toEqual(['where']);
    expect(changesWorthANotice(base, detail({ meetingPoint: 'Achterom', endTime: '17:00' }))).toEqual([
      'when',
      'where',
    ]);
    expect(changesWorthANotice(base, detail({ recurringDays: ['monday'] }))).toEqual(['when']);
  });

  it('leaves out what does not send anyone to the wrong place or time', () => {
    expect(
      changesWorthANotice(base, detail({ description: 'Nieuw', price: '€ 5', title: 'Zingen!' })),
    ).toEqual([]);
  });
});

describe('mayChangeWhenOrWhere', () => {
  it('says a change of a time or place field may send a notice, and one of none of them cannot', () => {
    expect(mayChangeWhenOrWhere(['startTime'])).toBe(true);
    expect(mayChangeWhenOrWhere(['contactPerson', 'city'])).toBe(true);
    expect(mayChangeWhenOrWhere(['recurringDays'])).toBe(true);
    expect(mayChangeWhenOrWhere(['meetingPointEn'])).toBe(true);
    expect(mayChangeWhenOrWhere(['contactPerson', 'description', 'price', 'title', 'capacity', 'tags'])).toBe(
      false,
    );
    expect(mayChangeWhenOrWhere([])).toBe(false);
  });

  it('answers true for every field of a change whose new value changesWorthANotice would notice', () => {
    for (const field of Object.keys(activityUpdateSchema.shape)) {
      const changed = detail({ [field]: `anders: ${field}` } as Partial<ActivityDetail>);
      if (changesWorthANotice(base, changed).length > 0)
        expect([field, mayChangeWhenOrWhere([field])]).toEqual([field, true]);
    }
    // The loop met time and place fields at all (it would pass on none).
    expect(Object.keys(activityUpdateSchema.shape)).toContain('streetAddress');
  });
});

describe('whenText and whereText', () => {
  it('say when in each language, with the year only when it is another', () => {
    expect(whenText(base, 'nl', 2026)).toBe('za 5 dec, 14:00–16:00');
    expect(whenText(base, 'en', 2026)).toBe('Sat 5 Dec, 14:00–16:00');
    expect(whenText(detail({ endDate: '2026-12-06', startTime: null, endTime: null }), 'nl', 2026)).toBe(
      'za 5 dec t/m zo 6 dec',
    );
    expect(whenText(base, 'nl', 2025)).toBe('za 5 dec 2026, 14:00–16:00');
    expect(
      whenText(
        detail({
          activityType: 'recurring',
          recurrenceText: 'Elke maandag',
          recurringStartTime: '10:00',
          recurringEndTime: '11:30',
        }),
        'nl',
        2026,
      ),
    ).toBe('Elke maandag, 10:00–11:30');
    expect(whenText(detail({ startDate: null, startTime: null }), 'en')).toBe('not known yet');
  });

  it('say where, from the meeting point to the city', () => {
    expect(whereText(base)).toBe('Bij de ingang, Dorpsstraat 1, 1234 AB Teststad');
  });
});

describe('the e-mails', () => {
  const links = { publicUrl: 'https://meedoen.test' };

  it('a change: Dutch first, then English, the changed part marked, the links to the activity and the setting', () => {
    const mail = changeNoticeMail(
      both(detail({ startTime: '15:00' })),
      ['when'],
      'Anna',
      links,
      'Samen in Tilburg',
    );
    expect(mail.subject).toBe('Gewijzigd: Samen zingen / Changed: Singing together');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Wanneer (gewijzigd):');
    expect(mail.text).toContain('Waar: Bij de ingang, Dorpsstraat 1, 1234 AB Teststad');
    expect(mail.text).toContain('When (changed):');
    expect(mail.text).toContain('Where: At the entrance, Dorpsstraat 1, 1234 AB Teststad');
    expect(mail.text).toContain('https://meedoen.test/activities/7');
    expect(mail.text).toContain('https://meedoen.test/settings?tab=notifications');
    expect(mail.text.indexOf('Hallo')).toBeLessThan(mail.text.indexOf('Hello'));
    // Signed and sent under the site's name, in each language.
    expect(mail.fromName).toBe('Samen in Tilburg');
    expect(mail.text.indexOf('Groet, Samen in Tilburg')).toBeLessThan(mail.text.indexOf('Hello'));
    expect(mail.text.endsWith('\nRegards, Samen in Tilburg')).toBe(true);
  });

  it('a cancellation says what it would have been', () => {
    const mail = cancellationNoticeMail(both(base), 'Anna', links, 'Meedoen');
    expect(mail.subject).toBe('Gaat niet door: Samen zingen / Cancelled: Singing together');
    expect(mail.text).toContain("'Samen zingen', waarvoor je was aangemeld, gaat niet meer door");
    expect(mail.text).toContain('Dit zou zijn: ');
    expect(mail.text).toContain('https://meedoen.test/activities\n');
  });
});
