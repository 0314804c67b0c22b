import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import nl from '../locales/nl/common.json';
import { documentTitle, TITLE_SEPARATOR } from './document-title';

/** The app's texts name the site as {{site}}, the operator's name (lib/i18n.ts, lib/site-settings.ts). */
async function translator(lng: 'nl' | 'en', site = 'Meedoen'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'nl',
    resources: { nl: { common: nl }, en: { common: en } },
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: { site } },
  });
  return i18n.t;
}

describe('document titles', () => {
  it('names the page first and the site last, in Dutch', async () => {
    const t = await translator('nl');
    expect(documentTitle(t, t('common:documentTitle.activities'))).toBe('Activiteiten · Meedoen');
    expect(documentTitle(t, t('common:documentTitle.notFound'))).toBe('Pagina niet gevonden · Meedoen');
    expect(documentTitle(t, t('common:documentTitle.userProfile', { username: 'sanne.bakker' }))).toBe(
      'Profiel van sanne.bakker · Meedoen',
    );
  });

  it("ends in the operator's name for the site", async () => {
    const t = await translator('en', 'Samen in Tilburg');
    expect(documentTitle(t, t('common:documentTitle.activities'))).toBe('Activities · Samen in Tilburg');
    expect(documentTitle(t, null)).toBe('Samen in Tilburg · activities to meet new people');
  });

  it('puts the most specific name first when a page has more than one', async () => {
    const t = await translator('nl');
    const page = [t('common:documentTitle.adminUsers'), t('common:documentTitle.admin')];
    expect(documentTitle(t, page)).toBe('Gebruikers · Beheer · Meedoen');
  });

  it('gives home the site name and what it is for', async () => {
    expect(documentTitle(await translator('nl'), null)).toBe(
      'Meedoen · activiteiten om nieuwe mensen te ontmoeten',
    );
    expect(documentTitle(await translator('en'), null)).toBe('Meedoen · activities to meet new people');
  });

  it('speaks the language of the interface', async () => {
    const t = await translator('en');
    expect(documentTitle(t, t('common:documentTitle.activities'))).toBe('Activities · Meedoen');
    expect(documentTitle(t, t('common:documentTitle.login'))).toBe('Log in · Meedoen');
  });

  it('leaves out empty names (an activity title of only spaces) rather than a dangling separator', async () => {
    const t = await translator('nl');
    expect(documentTitle(t, '  Yoga in het park ')).toBe('Yoga in het park · Meedoen');
    expect(documentTitle(t, ['', '  '])).toBe('Meedoen');
    expect(documentTitle(t, 'a').split(TITLE_SEPARATOR)).toEqual(['a', 'Meedoen']);
  });

  it('has every page name in both languages', () => {
    expect(Object.keys(en.documentTitle).sort()).toEqual(Object.keys(nl.documentTitle).sort());
    for (const catalogue of [nl, en]) {
      for (const name of Object.values(catalogue.documentTitle)) expect(name.trim()).not.toBe('');
    }
  });
});
