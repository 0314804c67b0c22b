import { describe, expect, it } from 'vitest';
import { firstFreeSlug, portalInputSchema, slugify } from './portals';

describe('slugify', () => {
  it.each([
    ['Eindhoven', 'eindhoven'],
    ['Den Haag', 'den-haag'],
    ['Café De Boog!', 'cafe-de-boog'],
    ["  's-Hertogenbosch  ", 's-hertogenbosch'],
    ['Ĳsselmonde – Zuid', 'ijsselmonde-zuid'],
    ['🎉🎉', 'portal'],
    ['---', 'portal'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs short and never ends them with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base, else the first free number from 2', () => {
    expect(firstFreeSlug('zwolle', new Set())).toBe('zwolle');
    expect(firstFreeSlug('zwolle', new Set(['zwolle']))).toBe('zwolle-2');
    expect(firstFreeSlug('zwolle', new Set(['zwolle', 'zwolle-2', 'zwolle-4']))).toBe('zwolle-3');
  });
});

describe('portalInputSchema', () => {
  it('trims the name and refuses an empty one, an unknown type and control characters', () => {
    expect(portalInputSchema.parse({ name: ' Zwolle ', type: 'city' })).toEqual({
      name: 'Zwolle',
      type: 'city',
    });
    expect(portalInputSchema.safeParse({ name: ' ', type: 'city' }).error?.issues[0]?.message).toBe(
      'nameRequired',
    );
    expect(portalInputSchema.safeParse({ name: 'Dorp', type: 'dorp' }).error?.issues[0]?.message).toBe(
      'invalidChoice',
    );
    expect(portalInputSchema.safeParse({ name: 'a\u0000b', type: 'city' }).error?.issues[0]?.message).toBe(
      'controlCharacters',
    );
  });
});
