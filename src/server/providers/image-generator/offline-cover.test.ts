import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_KEYS } from '../../../domain/categories';
import { offlineCoverGenerator } from './index';
import { COVER_HEIGHT, COVER_WIDTH, coverCategory, offlineCoverSvg } from './offline-cover';

describe('offlineCoverSvg', () => {
  it('draws the same cover for the same title, whatever its spacing and case', () => {
    const first = offlineCoverSvg({ title: 'Wandelen in het park', category: 'sport' });
    expect(offlineCoverSvg({ title: 'Wandelen in het park', category: 'sport' })).toBe(first);
    expect(offlineCoverSvg({ title: '  wandelen  in het PARK ', category: 'sport' })).toBe(first);
  });

  it('draws different covers for different titles in every category', () => {
    for (const category of CATEGORY_KEYS) {
      const covers = new Set(
        ['Koffie-ochtend', 'Wandelen in het park', 'Samen koken', 'Taalcafé'].map((title) =>
          offlineCoverSvg({ title, category }),
        ),
      );
      expect(covers.size, category).toBe(4);
    }
  });

  it('never puts the title in the drawing, so markup in a title cannot break or inject anything', () => {
    const title = '<script>alert("x")</script> & "quotes" <svg onload=alert(1)>';
    const svg = offlineCoverSvg({ title, category: 'theater' });
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('&');
    expect(svg).not.toContain('quotes');
    // Exactly one <svg ...> element: nothing from the title opened another.
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });

  it('reads a category label in either language, and falls back to "overige"', () => {
    expect(coverCategory('Sport & Bewegen')).toBe('sport');
    expect(coverCategory('food & drink')).toBe('eten-drinken');
    expect(coverCategory('muziek')).toBe('muziek');
    expect(coverCategory('iets anders')).toBe('overige');
    expect(coverCategory(null)).toBe('overige');
    expect(offlineCoverSvg({ title: 'Borrel', category: 'Going Out' })).toBe(
      offlineCoverSvg({ title: 'Borrel', category: 'uitgaan' }),
    );
  });

  it('gives every category a valid SVG that sharp renders at 1200×800, not blank', async () => {
    for (const { key } of CATEGORIES) {
      const svg = offlineCoverSvg({ title: `Activiteit voor ${key}`, category: key });
      const { data, info } = await sharp(Buffer.from(svg))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width, key).toBe(COVER_WIDTH);
      expect(info.height, key).toBe(COVER_HEIGHT);
      // A drawing, not a flat colour: the pixels vary.
      const stats = await sharp(data, { raw: info }).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev)), key).toBeGreaterThan(10);
    }
  });
});

describe('offlineCoverGenerator', () => {
  it('renders the same PNG bytes for the same title (so the stored picture is deduplicated)', async () => {
    const a = await offlineCoverGenerator.generate({ title: 'Yoga in het park', category: 'sport' });
    const b = await offlineCoverGenerator.generate({ title: 'Yoga in het park', category: 'sport' });
    expect(a.equals(b)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'png', width: 1200, height: 800 });
  });
});
