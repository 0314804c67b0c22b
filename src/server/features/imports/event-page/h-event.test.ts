import { describe, expect, it } from 'vitest';
import { fixturePage } from './fixture-pages';
import { readHEvent } from './h-event';

const PAGE = 'https://www.example.nl/agenda/repair-cafe.html';

describe('readHEvent', () => {
  it('reads an h-event with an h-card location, content and photo (resolved against the page)', () => {
    expect(readHEvent(fixturePage('event-h-event.html'), PAGE)).toEqual({
      title: 'Repair Café Oost',
      subtitle: 'Samen kapotte spullen repareren',
      description: expect.stringContaining('Neem je kapotte lamp, fiets of trui mee.'),
      start: '2026-11-28T10:00:00+01:00',
      end: '2026-11-28T13:00:00+01:00',
      meetingPoint: 'Wijkcentrum Oost',
      streetAddress: 'Javastraat 5',
      postalCode: '1094 HA',
      city: 'Amsterdam',
      websiteUrl: 'https://www.example.nl/repair-cafe',
      imageUrl: 'https://www.example.nl/agenda/poster.png',
    });
  });

  it('reads a plain-text location and an event nested in an h-feed', () => {
    const html = `<div class="h-feed"><div class="h-entry"><span class="p-name">Blog</span>
      <div class="h-event"><span class="p-name">Lezing</span>
      <time class="dt-start" datetime="2026-03-01 20:00">1 maart</time>
      <span class="p-location">Bibliotheek, Stationsplein 3, 2011 LR Haarlem</span></div></div></div>`;
    expect(readHEvent(html, PAGE)).toMatchObject({
      title: 'Lezing',
      start: '2026-03-01 20:00',
      meetingPoint: 'Bibliotheek',
      streetAddress: 'Stationsplein 3',
      postalCode: '2011 LR',
      city: 'Haarlem',
    });
  });

  it('finds nothing on a page without an h-event', () => {
    expect(readHEvent(fixturePage('event-open-graph.html'), PAGE)).toEqual({});
  });
});
