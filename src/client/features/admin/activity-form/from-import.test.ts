import { describe, expect, it } from 'vitest';
import { importToForm } from './from-import';
import { PRICE_CUSTOM } from './price';
import { KEY } from './test-fixtures';

describe('importToForm', () => {
  it('writes the imported keys only, overwriting, and the picture', () => {
    const changes = importToForm({
      sourceUrl: 'https://www.example.nl/agenda/koor',
      title: 'Koorconcert',
      startDate: '2026-12-12',
      price: '€12.50',
      image: { id: KEY, url: `/api/images/${KEY}/full.webp` },
    });
    expect(changes).toEqual({
      sourceUrl: 'https://www.example.nl/agenda/koor',
      title: 'Koorconcert',
      startDate: '2026-12-12',
      activityType: 'one-time',
      priceChoice: PRICE_CUSTOM,
      customPrice: '12.50',
      existingPrice: '',
      image: { id: KEY, url: `/api/images/${KEY}/full.webp`, changed: true },
    });
    expect(importToForm({ sourceUrl: 'https://x.nl', title: '' })).toEqual({ sourceUrl: 'https://x.nl' });
  });

  it('ticks the facets the page names, never free (the price says it)', () => {
    expect(
      importToForm({ sourceUrl: 'https://x.nl', facets: ['wheelchair', 'free', 'hearing-loop'] }),
    ).toEqual({
      sourceUrl: 'https://x.nl',
      facets: ['wheelchair', 'hearing-loop'],
    });
  });
});
