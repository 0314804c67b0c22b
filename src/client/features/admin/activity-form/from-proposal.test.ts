import { describe, expect, it } from 'vitest';
import { proposalToFormValues } from './from-proposal';

describe('a proposal in the activity form', () => {
  it('fills what the member proposed and leaves the rest as for a new activity', () => {
    const values = proposalToFormValues({
      portalId: 4,
      category: 'sport',
      title: 'Zeepkistenrace',
      activityType: 'one-time',
      startDate: '2026-12-05',
      tags: ['buiten', 'kinderen'],
      price: '€5',
      city: 'Delft',
      subtitle: null,
    });
    expect(values).toMatchObject({
      portalId: '4',
      category: 'sport',
      title: 'Zeepkistenrace',
      startDate: '2026-12-05',
      tags: 'buiten, kinderen',
      priceChoice: '€5',
      city: 'Delft',
      subtitle: '',
      titleEn: '',
    });
  });
});
