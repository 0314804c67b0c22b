import { describe, expect, it } from 'vitest';
import { contactSchema, withoutRepeatedMessage } from './contact';

const person = { name: 'Een bezoeker', email: 'bezoeker@example.nl' };
const paths = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('contact form rules (spec 5)', () => {
  it('needs name, a valid e-mail address and a subject', () => {
    expect(paths({ ...person, name: '', subject: 'partner' })).toEqual(['name:nameRequired']);
    expect(paths({ ...person, email: 'nee', subject: 'partner' })).toEqual(['email:invalidEmail']);
    expect(paths(person)).toEqual(['subject:subjectRequired']);
  });
  it("'Ik wil partner worden' needs nothing more", () => {
    expect(paths({ ...person, subject: 'partner' })).toEqual([]);
  });
  it("'Ik heb een activiteit' needs title, description, start date and time, city and price", () => {
    expect(paths({ ...person, subject: 'activity' }).sort()).toEqual(
      [
        'city:required',
        'description:required',
        'price:required',
        'startDate:required',
        'startTime:required',
        'title:required',
      ].sort(),
    );
    expect(
      paths({
        ...person,
        subject: 'activity',
        title: 'Buurtbarbecue',
        description: 'Samen eten in het park',
        startDate: '2026-12-05',
        startTime: '17:00',
        city: 'Eindhoven',
        price: 'Gratis',
      }),
    ).toEqual([]);
  });
  it("'Ik wil ondersteuning' needs the support details", () => {
    expect(paths({ ...person, subject: 'support', supportDetails: ' ' })).toEqual([
      'supportDetails:required',
    ]);
  });
  it("'Review' needs the review text; the stars are welcome but not enforced", () => {
    expect(paths({ ...person, subject: 'review' })).toEqual(['reviewText:required']);
    expect(paths({ ...person, subject: 'review', reviewText: 'Fijne avond gehad!' })).toEqual([]);
    expect(paths({ ...person, subject: 'review', reviewText: 'Top', rating: 6 })).not.toEqual([]);
  });
  it("'Anders' needs its own subject and a message", () => {
    expect(paths({ ...person, subject: 'other' }).sort()).toEqual([
      'customSubject:subjectRequired',
      'message:messageRequired',
    ]);
  });
});

describe('withoutRepeatedMessage', () => {
  it("drops a 'Bericht' that only repeats the question, whatever its spacing or case", () => {
    const question = 'Hoe zet ik onze wandelclub\nin de agenda?';
    expect(
      withoutRepeatedMessage({
        subject: 'support',
        supportDetails: question,
        message: ' hoe zet ik onze wandelclub in de agenda? ',
      }),
    ).toEqual({ subject: 'support', supportDetails: question });
    // Carried over into the question and added to: still said once.
    expect(withoutRepeatedMessage({ reviewText: 'Top! En de koffie was goed.', message: 'Top!' })).toEqual({
      reviewText: 'Top! En de koffie was goed.',
    });
  });

  it('keeps a message that says something else, and one with nothing to repeat', () => {
    const both = { supportDetails: 'Hoe plaats ik iets?', message: 'Groet, Anna' };
    expect(withoutRepeatedMessage(both)).toBe(both);
    const other = { customSubject: 'Pers', message: 'Mogen we een interview?' };
    expect(withoutRepeatedMessage(other)).toBe(other);
  });
});
