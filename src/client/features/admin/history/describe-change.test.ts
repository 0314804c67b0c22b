import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../../domain/activities/history';
import enActivities from '../../../locales/en/admin-activities.json';
import enHistory from '../../../locales/en/admin-history.json';
import nlActivities from '../../../locales/nl/admin-activities.json';
import nlHistory from '../../../locales/nl/admin-history.json';
import { type DescribeContext, describeChange } from './describe-change';

async function context(lang: 'nl' | 'en'): Promise<DescribeContext> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    ns: ['admin-history', 'admin-activities'],
    defaultNS: 'admin-history',
    interpolation: { escapeValue: false },
    resources: {
      nl: { 'admin-history': nlHistory, 'admin-activities': nlActivities },
      en: { 'admin-history': enHistory, 'admin-activities': enActivities },
    },
  });
  return { t: i18n.t, lang, portalName: (id) => (id === 7 ? 'Bibliotheek' : undefined) };
}

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  action: 'updated',
  via: 'hand',
  by: { id: 3, name: 'Anna' },
  source: null,
  fields: [],
  ...over,
});

describe('describeChange', () => {
  it('says one changed field in one sentence, with the form’s own label', async () => {
    const change = entry({ fields: [{ field: 'startTime', from: '19:00', to: '19:30' }] });
    expect(describeChange(change, await context('nl')).sentence).toBe(
      'Anna wijzigde Begintijd van 19:00 naar 19:30',
    );
    expect(describeChange(change, await context('en')).sentence).toBe(
      'Anna changed Start time from 19:00 to 19:30',
    );
  });

  it('lists several fields, writing dates, weekdays, portals and empty values as people read them', async () => {
    const change = entry({
      fields: [
        { field: 'startDate', from: null, to: '2026-12-08' },
        { field: 'recurringDays', from: ['monday'], to: ['monday', 'friday'] },
        { field: 'portalId', from: 7, to: 8 },
      ],
    });
    const { sentence, lines } = describeChange(change, await context('nl'));
    expect(sentence).toBe('Anna wijzigde 3 velden:');
    expect(lines).toEqual([
      'Startdatum van (leeg) naar 8 dec. 2026',
      'Weekdagen van maandag naar maandag, vrijdag',
      'Portal van Bibliotheek naar #8',
    ]);
  });

  it('shortens a long text and names a deleted account', async () => {
    const long = 'Een wandeling door het park met koffie na afloop en een praatje met de buren. '.repeat(3);
    const change = entry({ by: null, fields: [{ field: 'description', from: 'Kort', to: long }] });
    const { sentence } = describeChange(change, await context('nl'));
    expect(
      sentence.startsWith('Een verwijderd account wijzigde Beschrijving van Kort naar Een wandeling'),
    ).toBe(true);
    expect(sentence.endsWith('…')).toBe(true);
    expect(sentence.length).toBeLessThan(160);
  });

  it('names a cancelled date and its reason', async () => {
    const change = entry({
      action: 'dateCancelled',
      fields: [
        { field: 'date', to: '2026-12-08' },
        { field: 'reason', to: 'Zaal bezet' },
      ],
    });
    expect(describeChange(change, await context('en'))).toEqual({
      sentence: 'Anna called off the date 8 Dec 2026',
      lines: ['Reason: Zaal bezet'],
    });
  });
});
