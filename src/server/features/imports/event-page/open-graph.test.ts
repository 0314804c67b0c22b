import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fixturePage } from './fixture-pages';
import { readOpenGraph } from './open-graph';

const read = (html: string) => readOpenGraph(cheerio.load(html));

describe('readOpenGraph', () => {
  it('reads title, description, URL and image, entities decoded', () => {
    expect(read(fixturePage('event-open-graph.html'))).toEqual({
      title: 'Wandeling door het Wilhelminapark',
      description: 'Loop mee met de buurtgids: een uur wandelen & praten, voor iedereen.',
      websiteUrl: 'https://www.example.nl/wandeling',
      imageUrl: 'poster.png',
    });
  });

  it('falls back to the meta description, Twitter tags and the <title>', () => {
    const html = `<title>Paginatitel</title><meta name="description" content="Beschrijving">
      <meta name="twitter:image" content="https://x.nl/t.jpg">`;
    expect(read(html)).toEqual({
      title: 'Paginatitel',
      description: 'Beschrijving',
      imageUrl: 'https://x.nl/t.jpg',
    });
  });

  it('leaves out empty tags', () => {
    expect(read('<meta property="og:title" content="  "><meta property="og:image" content="">')).toEqual({});
  });
});
