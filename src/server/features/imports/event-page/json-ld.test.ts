import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fixturePage, JSON_LD_PAGE_PLACE } from './fixture-pages';
import { readJsonLdEvent } from './json-ld';

const read = (html: string) => readJsonLdEvent(cheerio.load(html));
const script = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('readJsonLdEvent', () => {
  it('reads a MusicEvent with its place, address, offer and first image', () => {
    expect(read(fixturePage('event-json-ld.html'))).toEqual({
      title: 'Koorconcert & samen zingen',
      description: expect.stringContaining('Een avond vol koormuziek in de buurt.'),
      start: '2026-12-12T19:30:00+01:00',
      end: '2026-12-12T22:00:00+01:00',
      ...JSON_LD_PAGE_PLACE,
      imageUrl: 'poster.png',
    });
  });

  it('strips the HTML of a description and decodes its entities', () => {
    const { description } = read(fixturePage('event-json-ld.html'));
    expect(description).not.toMatch(/<|&amp;/);
    expect(description).toContain('Iedereen zingt mee & na afloop is er koffie.');
  });

  it('finds the event in an @graph among other nodes, with an ImageObject and a free offer', () => {
    expect(read(fixturePage('event-graph.html'))).toMatchObject({
      title: 'Buurtmaaltijd',
      start: '2026-06-20T16:00:00Z',
      meetingPoint: 'Speeltuin De Pijp',
      postalCode: '1073 CP',
      price: 'Gratis',
      imageUrl: './poster.png',
    });
  });

  it('follows @id references inside the graph', () => {
    const html = script({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Place', '@id': '#zaal', name: 'De Zaal', address: 'Kerkstraat 1, 1234 AB Dorp' },
        { '@type': 'TheaterEvent', name: 'Toneel', location: { '@id': '#zaal' } },
      ],
    });
    expect(read(html)).toEqual({
      title: 'Toneel',
      meetingPoint: 'De Zaal',
      streetAddress: 'Kerkstraat 1',
      postalCode: '1234 AB',
      city: 'Dorp',
    });
  });

  it('reads several script blocks, a top-level array and prefixed types', () => {
    const html =
      script({ '@type': 'Organization', name: 'Niet dit' }) +
      script([{ '@type': 'WebPage' }, { '@type': 'schema:Festival', name: 'Zomerfeest' }]);
    expect(read(html)).toEqual({ title: 'Zomerfeest' });
  });

  it('reads prices the ways pages write them', () => {
    const event = (offers: unknown, extra = {}) =>
      read(script({ '@type': 'Event', name: 'x', offers, ...extra }));
    expect(event({ price: 0 }).price).toBe('Gratis');
    expect(event({ price: '0.00', priceCurrency: 'EUR' }).price).toBe('Gratis');
    expect(event({ price: '7,5' }).price).toBe('€7.50');
    expect(event({ price: 15, priceCurrency: 'USD' }).price).toBe('15 USD');
    expect(event([{ '@type': 'AggregateOffer', lowPrice: '4.5', highPrice: '9' }]).price).toBe('€4.50');
    expect(event({ price: 'vanaf 10 euro' }).price).toBe('vanaf 10 euro');
    expect(event({}, { isAccessibleForFree: 'True' }).price).toBe('Gratis');
    expect(event(undefined).price).toBeUndefined();
  });

  it('takes image as a string, a list or an ImageObject with contentUrl', () => {
    const image = (value: unknown) => read(script({ '@type': 'Event', image: value })).imageUrl;
    expect(image('https://x.nl/a.jpg')).toBe('https://x.nl/a.jpg');
    expect(image([{ '@type': 'ImageObject', contentUrl: '/b.jpg' }, 'c.jpg'])).toBe('/b.jpg');
    expect(image({ '@type': 'ImageObject', url: { '@type': 'URL', url: 'd.jpg' } })).toBe('d.jpg');
  });

  it('ignores broken JSON and pages without an event', () => {
    expect(read('<script type="application/ld+json">{ broken</script>')).toEqual({});
    expect(read(script({ '@type': 'Article', name: 'Nieuws' }))).toEqual({});
    expect(read('<p>niets</p>')).toEqual({});
  });

  it('reads what a page says about who can come into facets, free left to the price', () => {
    expect(read(fixturePage('event-accessible.html'))).toMatchObject({
      title: 'Prikkelarme middag voor gezinnen',
      price: 'Gratis',
      facets: ['wheelchair', 'step-free', 'hearing-loop', 'quiet', 'children', 'public-transport'],
    });
  });

  it('finds amenityFeature on the event itself and through @id references', () => {
    const html = script({
      '@context': 'https://schema.org',
      '@graph': [
        { '@id': '#loop', '@type': 'LocationFeatureSpecification', name: 'Induction loop', value: true },
        {
          '@type': 'Event',
          name: 'Lezing',
          startDate: '2026-09-01',
          amenityFeature: [{ '@id': '#loop' }],
          location: { '@type': 'Place', name: 'Bibliotheek' },
        },
      ],
    });
    expect(read(html).facets).toEqual(['hearing-loop']);
  });

  it('leaves facets out when the page says none', () => {
    expect(read(fixturePage('event-json-ld.html'))).not.toHaveProperty('facets');
  });
});
