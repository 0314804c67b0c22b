import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../domain/contact';
import { detailLines, detailText, formatCalendarDate, formatMoment } from './message-details';

function message(subject: string, details: Record<string, unknown>): ContactMessage {
  return {
    id: 1,
    createdAt: '2026-05-04T08:30:00.000Z',
    name: 'Anna',
    email: 'anna@example.test',
    subject,
    details,
    userId: null,
    activityId: null,
    handledAt: null,
    replies: [],
  };
}

describe('detailLines', () => {
  it('shows a reported company message plainly, without the ids its lines already name', () => {
    const details = {
      reason: 'Onaardig',
      reportedText: 'Hoi',
      reportedMember: 'Anna (@anna, #3)',
      reportedMemberId: 3,
      activityTitle: 'Wandelen',
      activityId: 9,
      activityDate: '2030-05-04',
      sentAt: '2030-05-01T10:00:00Z',
      messageId: '12',
    };
    const namedElsewhere = ['reportedMemberId', 'activityId'];
    const lines = detailLines(message('companyReport', details));
    expect(lines.map((l) => l.key)).toEqual(
      Object.keys(details).filter((key) => !namedElsewhere.includes(key)),
    );
    expect(lines.every((l) => l.known)).toBe(true);
    expect(detailText(lines[4]!, 'nl')).toBe('4 mei 2030');
  });

  it('puts the form fields in the form order and leaves out empty ones', () => {
    const lines = detailLines(
      message('activity', {
        price: 'Gratis',
        title: 'Wandelen',
        startDate: '2030-05-04',
        endDate: '',
        category: 'sport',
        message: '  ',
      }),
    );
    expect(lines.map((l) => l.key)).toEqual(['title', 'startDate', 'price', 'category']);
  });

  it('leaves the custom subject of "Anders" to the heading, and keeps unknown fields at the end', () => {
    const lines = detailLines(
      message('other', { customSubject: 'Pers', message: 'Hoi', zeta: 'z', alpha: 2 }),
    );
    expect(lines).toEqual([
      { key: 'message', known: true, value: 'Hoi' },
      { key: 'alpha', known: false, value: 2 },
      { key: 'zeta', known: false, value: 'z' },
    ]);
  });

  it('shows a rating number and ignores values that are not text or numbers', () => {
    const lines = detailLines(message('review', { rating: 4, reviewText: 'Top', nested: { a: 1 } }));
    expect(lines.map((l) => [l.key, l.value])).toEqual([
      ['rating', 4],
      ['reviewText', 'Top'],
    ]);
  });
});

describe('formatting', () => {
  it('writes dates out in the language, in Amsterdam time', () => {
    expect(formatCalendarDate('2030-05-04', 'nl')).toBe('4 mei 2030');
    expect(formatCalendarDate('2030-05-04', 'en')).toBe('4 May 2030');
    expect(formatCalendarDate('morgen', 'nl')).toBe('morgen');
    // 08:30 UTC is 10:30 in Amsterdam in summer.
    expect(formatMoment('2026-05-04T08:30:00.000Z', 'nl')).toContain('10:30');
    expect(formatMoment('2026-05-04T08:30:00.000Z', 'nl')).toContain('4 mei 2026');
  });

  it('names a category by its label', () => {
    expect(detailText({ key: 'category', known: true, value: 'sport' }, 'nl')).toBe('Sport & Bewegen');
    expect(detailText({ key: 'city', known: true, value: 'Eindhoven' }, 'en')).toBe('Eindhoven');
  });
});
