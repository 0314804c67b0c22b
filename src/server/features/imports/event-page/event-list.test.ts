import { describe, expect, it } from 'vitest';
import { readEventList } from './event-list';

// A calendar source that is a web page: every schema.org Event on it, in an ItemList, an @graph or an
// array, each with its own key.

const page = (...blocks: unknown[]) =>
  `<!doctype html><html><head>${blocks
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
    .join('')}</head><body></body></html>`;

const event = (name: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'Event',
  name,
  startDate: '2026-12-12T19:30:00+01:00',
  ...extra,
});

describe('readEventList', () => {
  it('reads an ItemList of ListItems, each keyed by its url', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: event('Open dag', { url: '/agenda/1' }) },
        { '@type': 'ListItem', position: 2, item: event('Bingo', { url: '/agenda/2' }) },
      ],
    };
    expect(readEventList(page(list), 'https://club.example/agenda')).toEqual([
      {
        key: 'https://club.example/agenda/1',
        fields: expect.objectContaining({ title: 'Open dag', startDate: '2026-12-12', startTime: '19:30' }),
      },
      { key: 'https://club.example/agenda/2', fields: expect.objectContaining({ title: 'Bingo' }) },
    ]);
  });

  it('reads an @graph and a top-level array; an event without @id or url is keyed by title and start', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage' }, event('Koor', { '@id': '#koor' })],
    };
    const found = readEventList(page(graph, [event('Markt')]), 'https://club.example/');
    expect(found.map((e) => e.key)).toEqual([
      'https://club.example/#koor',
      'Markt|2026-12-12T19:30:00+01:00',
    ]);
  });

  it('answers nothing for a page without events', () => {
    expect(readEventList('<html><body><h1>Agenda</h1></body></html>', 'https://club.example/')).toEqual([]);
  });
});
