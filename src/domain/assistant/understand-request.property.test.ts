import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderFacets } from '../activities/facets';
import { addDays } from '../recurrence/calendar-date';
import { assistantAnswerSchema, assistantFiltersSchema, CHAT_MESSAGE_MAX, NO_FILTERS } from './answer';
import { describeAnswer } from './describe-answer';
import { assistantListParams } from './list-params';
import { PORTALS, TAGS } from './test-context';
import { understandConversation, understandRequest } from './understand-request';

// 2020-01-01 .. 2035-12-31, so month and year ends, leap days and every weekday come up as "today".
const todayArb = fc.integer({ min: 0, max: 5843 }).map((n) => addDays('2020-01-01', n));
const languageArb = fc.constantFrom('nl' as const, 'en' as const);

/** Text people might type: words of the vocabulary, dates, numbers, typos and plain noise mixed. */
const wordArb = fc.oneof(
  fc.constantFrom(
    'gratis',
    'free',
    'dit',
    'weekend',
    'volgende',
    'week',
    'next',
    'zaterdag',
    'in',
    'december',
    'maart',
    'may',
    'tussen',
    '1',
    'en',
    '31',
    'tot',
    'Den',
    'Haag',
    'The',
    'Hague',
    'Amsterdm',
    'dansen',
    'salsa',
    'rustig',
    'rolstoel',
    'wheelchair',
    'met',
    'kinderen',
    'for',
    'kids',
    'easy',
    'Dutch',
    'weinig',
    'Nederlands',
    'niet',
    'druk',
    'zonder',
    'aanmelden',
    'step-free',
    'hapje',
    'food',
    'stille',
    'veel',
    'contact',
    'betaald',
    'ontmoetingsscore',
    '5',
    'sterren',
    'Lichthuis',
    'morgen',
    'vandaag',
    'overmorgen',
    'gisteren',
    'yesterday',
    'this',
    'month',
    't/m',
    '-',
    ',',
  ),
  fc.string({ maxLength: 12 }),
);
const phraseArb = fc.array(wordArb, { maxLength: 25 }).map((words) => words.join(' '));
const anyTextArb = fc.oneof(
  phraseArb,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
);

const contextArb = fc.record({
  today: todayArb,
  language: languageArb,
  portals: fc.constant(PORTALS),
  tags: fc.constant(TAGS),
});

// Generous: fast-check runs hundreds of texts through both date parsers, and CI machines are slow.
describe('understandRequest: properties', { timeout: 30_000 }, () => {
  it('never throws, and always answers filters that pass the answer schema', () => {
    fc.assert(
      fc.property(anyTextArb, contextArb, (text, context) => {
        const { filters } = understandRequest(text, context);
        expect(assistantFiltersSchema.parse(filters)).toEqual(filters);
      }),
      { numRuns: 400 },
    );
  });

  it('understands nothing in whitespace', () => {
    const blankArb = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003'), { maxLength: 40 });
    fc.assert(
      fc.property(blankArb, contextArb, (blank, context) => {
        expect(understandRequest(blank.join(''), context)).toEqual({ filters: NO_FILTERS, quiet: false });
      }),
    );
  });

  it('never picks a date before today, nor a custom range that runs backwards', () => {
    fc.assert(
      fc.property(phraseArb, contextArb, (text, context) => {
        const { filters } = understandRequest(text, context);
        if (filters.startDate) expect(filters.startDate >= context.today).toBe(true);
        if (filters.endDate) expect(filters.endDate >= (filters.startDate ?? context.today)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('answers only known portals and at most ten tags', () => {
    fc.assert(
      fc.property(phraseArb, contextArb, (text, context) => {
        const { filters } = understandRequest(text, context);
        const ids = PORTALS.map((portal) => portal.id);
        if (filters.portalId !== null) expect(ids).toContain(filters.portalId);
        if (filters.organizationId !== null) expect(ids).toContain(filters.organizationId);
        expect(filters.tags.length).toBeLessThanOrEqual(10);
        expect(filters.type).toBe(filters.tags[0] ?? null);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a whole conversation, and describes any result in both languages', () => {
    const messageArb = fc.record({
      role: fc.constantFrom('user' as const, 'assistant' as const),
      content: anyTextArb,
    });
    fc.assert(
      fc.property(
        fc.array(messageArb, { minLength: 1, maxLength: 6 }),
        contextArb,
        fc.nat({ max: 10_000 }),
        (messages, context, total) => {
          const { filters, quiet } = understandConversation(messages, context);
          for (const lang of ['nl', 'en'] as const) {
            const message = describeAnswer(filters, {
              total,
              lang,
              today: context.today,
              portals: PORTALS,
              quiet,
            });
            expect(message.length).toBeGreaterThan(0);
            expect(assistantAnswerSchema.safeParse({ ...filters, message, total }).success).toBe(true);
          }
          const params = assistantListParams(filters);
          for (const value of Object.values(params)) expect(value).not.toBe('');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers facets of the vocabulary, each once and in its order, never the price as a facet', () => {
    fc.assert(
      fc.property(phraseArb, contextArb, (text, context) => {
        const { facets, free } = understandRequest(text, context).filters;
        expect(facets).toEqual(orderFacets(facets));
        expect(facets).not.toContain('free');
        const params = assistantListParams({ ...NO_FILTERS, facets, free });
        expect(params.facets).toBe(facets.length > 0 ? facets.join(',') : undefined);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the longest message allowed in reasonable time', () => {
    const words = ['gratis', 'dansen', 'in', 'Amsterdm', 'zaterdag', 'Lichthuis', 'woord', 'xyzzy'];
    const text = Array.from({ length: 400 }, (_, i) => words[i % words.length])
      .join(' ')
      .slice(0, CHAT_MESSAGE_MAX);
    const started = performance.now();
    understandRequest(text, { today: '2026-03-11', language: 'nl', portals: PORTALS, tags: TAGS });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
