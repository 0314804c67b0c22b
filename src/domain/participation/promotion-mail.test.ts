import { describe, expect, it } from 'vitest';
import { coffeeMorning } from './mail-test-fixtures';
import { promotionMail } from './promotion-mail';

describe('the mail of someone the waitlist moved up', () => {
  const place = {
    ...coffeeMorning,
    startTime: '10:00',
    name: 'Anna',
  };

  it('says which date, in Dutch then in English, with the way to leave', () => {
    const mail = promotionMail(place, 'https://meedoen.example', 'Meedoen', 2026);
    expect(mail.subject).toBe(
      'Er is een plek voor je vrij: Koffieochtend / A place came free for you: Coffee morning',
    );
    expect(mail.text).toContain("er is een plek vrijgekomen bij 'Koffieochtend' op di 8 dec om 10:00");
    expect(mail.text).toContain("a place came free at 'Coffee morning' on Tue 8 Dec at 10:00");
    expect(mail.text).toContain('https://meedoen.example/activities/12?date=2026-12-08');
    expect(mail.text.indexOf('Hallo Anna')).toBeLessThan(mail.text.indexOf('Hello Anna'));
  });

  it('leaves the date out when the activity has none', () => {
    const mail = promotionMail(
      { ...place, day: null, startTime: null },
      'https://meedoen.example',
      'Meedoen',
      2026,
    );
    expect(mail.text).toContain("bij 'Koffieochtend'. Je stond");
    expect(mail.text).toContain('https://meedoen.example/activities/12\n');
  });
});
