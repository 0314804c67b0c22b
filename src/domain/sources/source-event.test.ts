import { describe, expect, it } from 'vitest';
import { activityCreateSchema } from '../activities/input';
import {
  activityPayload,
  endingChange,
  locationParts,
  type SourceEvent,
  updatePayload,
} from './source-event';

const portal = { id: 7, name: 'Buurthuis De Kroon', city: 'Haarlem' };
const oneTime: SourceEvent['schedule'] = {
  activityType: 'one-time',
  startDate: '2026-12-05',
  endDate: '2026-12-05',
  startTime: '10:00',
  endTime: null,
};

describe('activityPayload', () => {
  it('splits LOCATION by its postal code and fills the rest from the portal', () => {
    const payload = activityPayload(
      {
        key: 'a',
        text: { title: 'Wandelen', meetingPoint: 'Kerk, Dorpsstraat 3, 2011LR Haarlem' },
        schedule: oneTime,
      },
      portal,
      'https://club.example/agenda.ics',
    );
    expect(payload).toMatchObject({
      portalId: 7,
      category: 'overige',
      meetingPoint: 'Kerk',
      streetAddress: 'Dorpsstraat 3',
      postalCode: '2011 LR',
      city: 'Haarlem',
      sourceUrl: 'https://club.example/agenda.ics',
    });
    expect(activityCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('carries the facets a page said (issue #45), and says none when it said none', () => {
    const event: SourceEvent = {
      key: 'a',
      text: { title: 'Rustig wandelen' },
      schedule: oneTime,
      facets: ['wheelchair', 'quiet'],
    };
    const payload = activityPayload(event, portal, 'https://x.example/');
    expect(payload.facets).toEqual(['wheelchair', 'quiet']);
    expect(activityCreateSchema.parse(payload).facets).toEqual(['wheelchair', 'quiet']);
    const silent = activityPayload({ ...event, facets: undefined }, portal, 'https://x.example/');
    expect(silent).not.toHaveProperty('facets');
    expect(Object.keys(updatePayload(silent, activityCreateSchema.parse(silent)))).not.toContain('facets');
  });

  it('uses defaults an activity can be saved with when the calendar gives no place at all', () => {
    const payload = activityPayload(
      { key: 'a', text: { title: 'Koor' }, schedule: oneTime },
      { ...portal, city: null },
      'https://x.example/',
    );
    expect(payload).toMatchObject({
      meetingPoint: 'Zie de omschrijving',
      meetingPointEn: 'See the description',
      streetAddress: 'Zie de omschrijving',
      postalCode: '-',
      city: 'Buurthuis De Kroon',
    });
    expect(activityCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('is refused by the activity schema without a title (the read skips it)', () => {
    const payload = activityPayload({ key: 'a', text: {}, schedule: oneTime }, portal, 'https://x.example/');
    expect(activityCreateSchema.safeParse(payload).success).toBe(false);
  });

  it('updates only what the calendar gave, never the category or portal', () => {
    const written = activityPayload(
      { key: 'a', text: { title: 'Koor' }, schedule: oneTime },
      portal,
      'https://x.example/',
    );
    const parsed = activityCreateSchema.parse(written);
    const update = updatePayload(written, parsed);
    expect(update).not.toHaveProperty('category');
    expect(update).not.toHaveProperty('portalId');
    expect(update).not.toHaveProperty('ontmoetingsscore');
    expect(update).toMatchObject({ title: 'Koor', startTime: '10:00' });
  });
});

describe('locationParts', () => {
  it('keeps a line without a postal code whole, as the meeting point', () => {
    expect(locationParts('Het park bij de vijver')).toEqual({ meetingPoint: 'Het park bij de vijver' });
    expect(locationParts('  ')).toEqual({});
  });
});

describe('endingChange', () => {
  const today = '2026-11-28';
  const stored = {
    recurringFrequency: null,
    recurringDates: null,
    startDate: null,
    endDate: null,
    nextDate: '2026-12-01',
  };
  it('ends a series yesterday', () => {
    expect(
      endingChange({ ...stored, activityType: 'recurring', recurringFrequency: 'weekly' }, today),
    ).toEqual({
      recurringEndDate: '2026-11-27',
    });
  });
  it('keeps the past dates of a series of dates, or yesterday alone', () => {
    const dates = { ...stored, activityType: 'recurring', recurringFrequency: 'dates' };
    expect(endingChange({ ...dates, recurringDates: ['2026-11-01', '2026-12-01'] }, today)).toEqual({
      recurringDates: ['2026-11-01'],
    });
    expect(endingChange({ ...dates, recurringDates: ['2026-12-01'] }, today)).toEqual({
      recurringDates: ['2026-11-27'],
    });
  });
  it('moves a one-time event still to come into the archive, and leaves one already past alone', () => {
    expect(
      endingChange(
        { ...stored, activityType: 'one-time', startDate: '2026-12-01', endDate: '2026-12-01' },
        today,
      ),
    ).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-11-27',
    });
    expect(endingChange({ ...stored, activityType: 'one-time', nextDate: null }, today)).toBeNull();
  });
});
