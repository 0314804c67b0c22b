import { describe, expect, it } from 'vitest';
import { DIGEST_SIZE, digestPicks, digestWeek, livesIn, newActivitiesMail } from './new-activities-digest';
import type { NoticeActivity } from './participant-notice';
import type { ActivityDetail } from './response';

// The weekly e-mail of new activities ('Nieuwe activiteiten' in the settings): when it is due, which
// activities it names for whom, and what it says.

let nextId = 1;
function activity(changes: Partial<ActivityDetail> = {}): NoticeActivity {
  const nl = {
    id: nextId++,
    title: 'Samen koken',
    titleEn: 'Cooking together',
    ontmoetingsscore: 3,
    activityType: 'one-time',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    startTime: '18:00',
    endTime: '20:00',
    recurringStartTime: null,
    recurringEndTime: null,
    recurrenceText: null,
    nextDate: '2026-12-05',
    city: 'Utrecht',
    ...changes,
  } as unknown as ActivityDetail;
  return { nl, en: { ...nl, title: nl.titleEn ?? nl.title } };
}

const links = { publicUrl: 'https://meedoen.test' };

describe('digestWeek', () => {
  it('is the ISO week, from Monday 09:00 in Amsterdam until the next Monday 09:00', () => {
    expect(digestWeek('2026-11-23 08:59')).toBeNull(); // a Monday, before nine
    expect(digestWeek('2026-11-23 09:00')).toBe('2026-W48');
    expect(digestWeek('2026-11-29 23:59')).toBe('2026-W48'); // the Sunday after
    expect(digestWeek('2026-11-30 08:00')).toBeNull();
    expect(digestWeek('2026-11-30 09:30')).toBe('2026-W49');
  });

  it('counts the weeks of the ISO year across New Year', () => {
    expect(digestWeek('2027-01-01 12:00')).toBe('2026-W53'); // a Friday in 2026's last week
    expect(digestWeek('2027-01-04 10:00')).toBe('2027-W01');
    expect(digestWeek('2026-01-05 09:00')).toBe('2026-W02');
  });
});

describe('livesIn', () => {
  it("finds the activity's place among the words of a member's location, whatever the case or accents", () => {
    expect(livesIn('Eindhoven', 'Eindhoven')).toBe(true);
    expect(livesIn('woensel, eindhoven', 'Eindhoven')).toBe(true);
    expect(livesIn('Den Haag', 'Den Haag')).toBe(true);
    expect(livesIn("'s-Hertogenbosch", 's-Hertogenbosch')).toBe(true);
    expect(livesIn('Zoë-stad', 'Zoe stad')).toBe(true);
  });

  it('needs whole words, and a location at all', () => {
    expect(livesIn('Amsterdam', 'Dam')).toBe(false);
    expect(livesIn('Hoorn', 'Hoornaar')).toBe(false);
    expect(livesIn(null, 'Utrecht')).toBe(false);
    expect(livesIn('  ', 'Utrecht')).toBe(false);
  });
});

describe('digestPicks', () => {
  it("puts the member's place first, then the highest meeting score, then the soonest", () => {
    const far5 = activity({ city: 'Groningen', ontmoetingsscore: 5 });
    const near2 = activity({ city: 'Eindhoven', ontmoetingsscore: 2 });
    const far4Late = activity({ city: 'Utrecht', ontmoetingsscore: 4, nextDate: '2026-12-20' });
    const far4Soon = activity({ city: 'Utrecht', ontmoetingsscore: 4, nextDate: '2026-12-01' });
    const picks = digestPicks([far4Late, far5, near2, far4Soon], 'Eindhoven');
    expect(picks.map((a) => a.nl.id)).toEqual([near2.nl.id, far5.nl.id, far4Soon.nl.id, far4Late.nl.id]);
  });

  it('leaves out what has no date ahead, and names at most DIGEST_SIZE', () => {
    const over = activity({ nextDate: null });
    const many = Array.from({ length: DIGEST_SIZE + 3 }, () => activity());
    const picks = digestPicks([over, ...many], null);
    expect(picks).toHaveLength(DIGEST_SIZE);
    expect(picks).not.toContain(over);
    expect(digestPicks([over], 'Utrecht')).toEqual([]);
  });
});

describe('newActivitiesMail', () => {
  it('names each pick with its time, place, meeting score and link, in Dutch and then in English', () => {
    const a = activity({ title: '🍲 Samen koken', ontmoetingsscore: 5, city: 'Eindhoven' });
    const mail = newActivitiesMail([a], 1, 'Anna', 'Eindhoven', links, 'Samen in Tilburg');
    expect(mail.subject).toBe(
      'Nieuw op Samen in Tilburg: 1 nieuwe activiteit / New on Samen in Tilburg: 1 new activity',
    );
    expect(mail.fromName).toBe('Samen in Tilburg');
    const [nl, en] = mail.text.split('— English below / Engels hieronder —');
    for (const line of [
      'Hallo Anna,',
      'Er staat een nieuwe activiteit in de agenda van Samen in Tilburg:',
      'Die in Eindhoven staan bovenaan.',
      '• Samen koken',
      'za 5 dec, 18:00–20:00 · Eindhoven',
      'Ontmoetingsscore 5 van 5',
      `https://meedoen.test/activities/${a.nl.id}`,
      "'Nieuwe activiteiten' aan staat",
      'https://meedoen.test/settings?tab=notifications',
      'Groet, Samen in Tilburg',
    ]) {
      expect(nl).toContain(line);
    }
    for (const line of [
      'Hello Anna,',
      '• Cooking together',
      'Sat 5 Dec, 18:00–20:00 · Eindhoven',
      'Meeting score 5 of 5',
      "'New activities' is on",
      'There is a new activity in the Samen in Tilburg agenda:',
      'Regards, Samen in Tilburg',
    ]) {
      expect(en).toContain(line);
    }
  });

  it('counts the new activities it does not name, and links to the agenda', () => {
    const picks = [activity(), activity()];
    const mail = newActivitiesMail(picks, 12, 'Bram', null, links, 'Meedoen');
    expect(mail.subject).toBe('Nieuw op Meedoen: 12 nieuwe activiteiten / New on Meedoen: 12 new activities');
    expect(mail.text).toContain('Er staan 12 nieuwe activiteiten in de agenda van Meedoen:');
    expect(mail.text).toContain(
      'En nog 10 nieuwe activiteiten. De hele agenda:\nhttps://meedoen.test/activities\n',
    );
    expect(mail.text).toContain('And 10 more new activities. The whole agenda:');
    // Without a place of the member's among them, no line says what comes first.
    expect(mail.text).not.toContain('bovenaan');
  });
});
