import { describe, expect, it } from 'vitest';
import { companyMessageMail } from './company-message-mail';
import { coffeeMorning } from './mail-test-fixtures';

const message = {
  ...coffeeMorning,
  recipientName: 'Bram',
  senderName: 'Anna',
  text: 'Zullen we bij de ingang afspreken?\nIk draag een rode jas.',
};

describe('the company message mail', () => {
  it('says who wrote, quotes the text and links to the date, in Dutch and English', () => {
    const mail = companyMessageMail(message, 'https://meedoen.example', 'Samen in Tilburg', 2026);
    expect(mail.subject).toContain('Anna wil graag samen gaan: Koffieochtend');
    expect(mail.subject).toContain('Anna would like to go together: Coffee morning');
    expect(mail.text).toContain('Hallo Bram,');
    expect(mail.text).toContain('> Zullen we bij de ingang afspreken?\n> Ik draag een rode jas.');
    expect(mail.text).toContain('https://meedoen.example/activities/12?date=2026-12-08#company');
    expect(mail.text).toContain("Anna would also like to go to 'Coffee morning'");
    // Through the site, under its name.
    expect(mail.text).toContain('en stuurde je dit bericht via Samen in Tilburg:');
    expect(mail.text).toContain('You answer through Samen in Tilburg:');
    expect(mail.text).toContain('Groet, Samen in Tilburg');
    expect(mail.fromName).toBe('Samen in Tilburg');
  });

  it('leaves the date out for a one-time activity without one', () => {
    const mail = companyMessageMail({ ...message, day: null }, 'https://meedoen.example', 'Meedoen');
    expect(mail.text).toContain('https://meedoen.example/activities/12#company');
    expect(mail.text).toContain("naar 'Koffieochtend' en stuurde");
  });
});
