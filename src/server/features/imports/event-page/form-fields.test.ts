import { describe, expect, it } from 'vitest';
import { cleanImportedText } from '../../../../domain/activities/import';
import { fixturePage, JSON_LD_PAGE_PLACE } from './fixture-pages';
import { formFields } from './form-fields';
import { readEventPage } from './read-event-page';

const PAGE = 'http://127.0.0.1:4567/agenda/event.html';
const fieldsOf = (name: string) => formFields(readEventPage(fixturePage(name), PAGE), PAGE);

describe('readEventPage + formFields', () => {
  it('JSON-LD wins over Open Graph field by field; dates in Amsterdam', () => {
    expect(fieldsOf('event-json-ld.html')).toEqual({
      title: 'Koorconcert & samen zingen',
      description: 'Een avond vol koormuziek in de buurt.\n\nIedereen zingt mee & na afloop is er koffie.',
      startDate: '2026-12-12',
      startTime: '19:30',
      endDate: '2026-12-12',
      endTime: '22:00',
      ...JSON_LD_PAGE_PLACE,
    });
  });

  it('an @graph event in summer time; its own image beats og:image', () => {
    expect(fieldsOf('event-graph.html')).toMatchObject({
      startTime: '18:00',
      endTime: '21:00',
      price: 'Gratis',
    });
    expect(readEventPage(fixturePage('event-graph.html'), PAGE).imageUrl).toBe('./poster.png');
  });

  it('a page that says who can come gives the form its facets, and its price from isAccessibleForFree', () => {
    expect(fieldsOf('event-accessible.html')).toMatchObject({
      title: 'Prikkelarme middag voor gezinnen',
      startDate: '2026-12-19',
      price: 'Gratis',
      facets: ['wheelchair', 'step-free', 'hearing-loop', 'quiet', 'children', 'public-transport'],
    });
    expect(fieldsOf('event-json-ld.html')).not.toHaveProperty('facets');
  });

  it('h-event and Open Graph pages', () => {
    expect(fieldsOf('event-h-event.html')).toMatchObject({
      title: 'Repair Café Oost',
      subtitle: 'Samen kapotte spullen repareren',
      startDate: '2026-11-28',
      meetingPoint: 'Wijkcentrum Oost',
    });
    expect(fieldsOf('event-open-graph.html')).toEqual({
      title: 'Wandeling door het Wilhelminapark',
      description: 'Loop mee met de buurtgids: een uur wandelen & praten, voor iedereen.',
      websiteUrl: 'https://www.example.nl/wandeling',
    });
  });

  it('a JSON-LD event without a picture still gets the og:image', () => {
    const html = `<meta property="og:image" content="/og.jpg">
      <script type="application/ld+json">{"@type":"Event","name":"Zonder plaatje"}</script>`;
    expect(readEventPage(html, PAGE)).toEqual({ title: 'Zonder plaatje', imageUrl: '/og.jpg' });
  });

  it('cuts texts to the activity fields and keeps only web links', () => {
    const long = 'x'.repeat(500);
    const fields = formFields(
      {
        title: long,
        meetingPoint: `Zaal\u0007 ${long}`,
        postalCode: '1234 AB extra lange postcode tekst',
        websiteUrl: 'javascript:alert(1)',
        ticketUrl: '/tickets',
      },
      PAGE,
    );
    expect(fields.title).toHaveLength(200);
    expect(fields.meetingPoint).toMatch(/^Zaal x+$/);
    expect(fields.meetingPoint).toHaveLength(200);
    // Cut at 20 characters, then trimmed.
    expect(fields.postalCode).toBe('1234 AB extra lange');
    expect(fields.websiteUrl).toBeUndefined();
    // A relative link is resolved against the page; a host without a dot is no web address for the form.
    expect(fields.ticketUrl).toBe('http://127.0.0.1:4567/tickets');
    expect(formFields({ ticketUrl: 'http://intranet/x' }, PAGE).ticketUrl).toBeUndefined();
  });
});

describe('cleanImportedText', () => {
  it('removes control characters, folds white space and trims', () => {
    expect(cleanImportedText('  Koor\u0000concert\t \n samen\u009b ', 100)).toBe('Koor concert samen');
  });

  it('keeps paragraphs in a multi-line text', () => {
    expect(cleanImportedText('Eén\n  regel\n\n\n Twee \r\n\r\nDrie', 100, 'multi')).toBe(
      'Eén regel\n\nTwee\n\nDrie',
    );
  });

  it('cuts at the limit without splitting an emoji, and leaves out what is empty', () => {
    expect(cleanImportedText('ab😀', 3)).toBe('ab');
    expect(cleanImportedText(' \u0007 ', 10)).toBeUndefined();
    expect(cleanImportedText(undefined, 10)).toBeUndefined();
  });
});
