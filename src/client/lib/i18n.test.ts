import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// i18n.ts reads the stored language when it is imported, so each case imports a fresh copy.
function browserWithLanguage(stored: string | null) {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  vi.stubGlobal('window', {
    localStorage: {
      getItem: () => (stored === null ? null : JSON.stringify(stored)),
      setItem: () => undefined,
    },
  });
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('translation catalogues', () => {
  it('bundles only the Dutch first-load namespaces and fetches the others when a page asks', async () => {
    browserWithLanguage(null);
    const { i18n, i18nReady, loadNamespaces } = await import('./i18n');
    await i18nReady;
    expect(i18n.t('common:ui.close')).toBe('Sluiten');
    expect(i18n.hasLoadedNamespace('home')).toBe(true);
    expect(i18n.hasLoadedNamespace('legal')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);

    await loadNamespaces(['legal']);
    expect(i18n.t('legal:toc')).toBe('Inhoud');
  });

  it('loads the chosen other language before the first render, with Dutch behind it', async () => {
    browserWithLanguage('en');
    const { i18n, i18nReady, loadNamespaces } = await import('./i18n');
    await i18nReady;
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:ui.close')).toBe('Close');
    expect(document.documentElement.lang).toBe('en');

    await loadNamespaces(['legal']);
    expect(i18n.hasResourceBundle('en', 'legal')).toBe(true);
    expect(i18n.hasResourceBundle('nl', 'legal')).toBe(true); // the fallback comes along
  });
});

describe('plurals', () => {
  it("counts the tags a card or a detail does not show: 'en nog 1 tag', 'en nog 2 tags'", async () => {
    browserWithLanguage(null);
    const { i18n, i18nReady, loadNamespaces } = await import('./i18n');
    await i18nReady;
    await loadNamespaces(['activities']);
    for (const namespace of ['cards:card', 'activities:detail']) {
      expect(i18n.t(`${namespace}.moreTagsLabel`, { count: 1 })).toBe('en nog 1 tag');
      expect(i18n.t(`${namespace}.moreTagsLabel`, { count: 2 })).toBe('en nog 2 tags');
    }
    await i18n.changeLanguage('en');
    await loadNamespaces(['cards', 'activities']);
    for (const namespace of ['cards:card', 'activities:detail']) {
      expect(i18n.t(`${namespace}.moreTagsLabel`, { count: 1 })).toBe('and 1 more tag');
      expect(i18n.t(`${namespace}.moreTagsLabel`, { count: 3 })).toBe('and 3 more tags');
    }
  });
});
