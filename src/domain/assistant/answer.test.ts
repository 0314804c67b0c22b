import { describe, expect, it } from 'vitest';
import { assistantFiltersSchema, chatRequestSchema, NO_FILTERS } from './answer';

describe('assistantFiltersSchema', () => {
  it('gives every field left out its "no filter" value, so a model may answer only what it found', () => {
    expect(assistantFiltersSchema.parse({})).toEqual(NO_FILTERS);
    expect(assistantFiltersSchema.parse({ date: 'weekend', free: true, extra: 'dropped' })).toEqual({
      ...NO_FILTERS,
      date: 'weekend',
      free: true,
    });
  });

  it.each([
    [{ date: 'custom' }, 'a custom range without a day'],
    [{ date: 'weekend', startDate: '2026-03-14' }, 'a day without the custom range'],
    [{ date: 'custom', startDate: '2026-03-14', endDate: '2026-03-13' }, 'a range that runs backwards'],
    [{ date: 'custom', startDate: '14-03-2026' }, 'a day in another format'],
    [{ date: 'next week' }, 'a date filter the list does not have'],
    [{ free: true, paid: true }, 'free and paid at once'],
    [{ meetingScore: 6 }, 'a meeting score above 5'],
    [{ portalId: 0 }, 'a portal id no row can have'],
    [{ portalId: '4' }, 'an id as text'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'more than ten tags'],
    [{ searchQuery: 'x'.repeat(201) }, 'a search longer than the search box'],
    [{ searchQuery: 'a\u0000b' }, 'a control character'],
  ] as [object, string][])('refuses %o: %s', (value) => {
    expect(assistantFiltersSchema.safeParse(value).success).toBe(false);
  });
});

describe('chatRequestSchema', () => {
  it('takes messages of the person and the assistant, up to 2,000 characters each', () => {
    const messages = [
      { role: 'user', content: 'gratis dansen' },
      { role: 'assistant', content: 'x'.repeat(2000) },
    ];
    expect(chatRequestSchema.parse({ messages })).toEqual({ messages });
    expect(
      chatRequestSchema.safeParse({ messages: [{ role: 'user', content: 'x'.repeat(2001) }] }).success,
    ).toBe(false);
    expect(chatRequestSchema.safeParse({ messages: [] }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ messages: [{ role: 'system', content: 'x' }] }).success).toBe(false);
  });
});
