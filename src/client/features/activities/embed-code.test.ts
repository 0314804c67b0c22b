import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORED_FACETS } from '../../../domain/activities/facets';
import { EMBED_HEIGHT_MAX, EMBED_HEIGHT_MESSAGE, EMBED_TITLE } from '../../../domain/embed';
import { calendarFeedUrl, DEFAULT_EMBED, embedBuilderSearch } from './embed-code';
import { embedSettingsFromParams, iframeSnippet, jsonUrl, widgetUrl } from './embed-widget-code';
import { DEFAULT_FILTERS } from './filter-state';

const ORIGIN = 'https://meedoen.example';

describe('the widget address', () => {
  it('is the bare widget for the defaults', () => {
    expect(widgetUrl(ORIGIN, DEFAULT_EMBED)).toBe('https://meedoen.example/iframe/activities');
  });

  it('carries the list filters, size, limit and language, and never Favorieten or the archive', () => {
    const url = new URL(
      widgetUrl(ORIGIN, {
        filters: {
          ...DEFAULT_FILTERS,
          searchQuery: ' wandelen ',
          dateFilter: 'custom',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          selectedTags: ['natuur', 'vrienden'],
          selectedPortalId: 3,
          meetingScore: 4,
          freeOnly: true,
          showFavorites: true,
          showArchive: true,
        },
        size: 'large',
        limit: 12,
        lang: 'en',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'wandelen',
      dateFilter: 'custom',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      tags: 'natuur,vrienden',
      portalId: '3',
      meetingScore: '4',
      freeOnly: 'true',
      limit: '12',
      size: 'large',
      lang: 'en',
    });
  });

  it('the JSON always names its limit; the calendar feed is a webcal subscription to the same selection', () => {
    const settings = { ...DEFAULT_EMBED, filters: { ...DEFAULT_FILTERS, freeOnly: true } };
    expect(jsonUrl(ORIGIN, settings)).toBe(
      'https://meedoen.example/api/embed/activities?freeOnly=true&limit=6',
    );
    expect(calendarFeedUrl(ORIGIN, settings.filters, 'nl')).toBe(
      'webcal://meedoen.example/api/activities.ics?freeOnly=true',
    );
    expect(calendarFeedUrl('http://localhost:3000', DEFAULT_FILTERS, 'en')).toBe(
      'webcal://localhost:3000/api/activities.ics?lang=en',
    );
  });
});

describe('the iframe code', () => {
  it('is one iframe, 600 high, titled, with the address escaped, and its height listener', () => {
    const [iframe, script, ...rest] = iframeSnippet(
      'https://m.example/iframe/activities?a=1&b="x"',
      'Activiteiten op Meedoen',
    ).split('\n');
    expect(iframe).toBe(
      '<iframe src="https://m.example/iframe/activities?a=1&amp;b=&quot;x&quot;" title="Activiteiten op Meedoen" width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
    expect(script).toMatch(/^<script>.*<\/script>$/);
    expect(rest).toEqual([]);
  });

  /**
   * Runs the pasted listener as a host page would: `frame` is the iframe before it, `messages` are
   * posted to the host's window; answers the iframe's height afterwards ('' when never set).
   */
  function runListener(code: string, messages: (frame: FakeFrame) => FakeMessage[]): string {
    const script = /<script>([\s\S]*)<\/script>/.exec(code)![1]!;
    const widgetWindow = {};
    const frame: FakeFrame = { tagName: 'IFRAME', contentWindow: widgetWindow, style: { height: '' } };
    const listeners: ((event: FakeMessage) => void)[] = [];
    const hostWindow = {
      addEventListener: (type: string, listener: (event: FakeMessage) => void) => {
        if (type === 'message') listeners.push(listener);
      },
    };
    const document = { currentScript: { previousElementSibling: frame } };
    new Function('window', 'document', script)(hostWindow, document);
    expect(listeners).toHaveLength(1);
    for (const message of messages(frame)) for (const listener of listeners) listener(message);
    return frame.style.height;
  }
  interface FakeFrame {
    tagName: string;
    contentWindow: object;
    style: { height: string };
  }
  interface FakeMessage {
    origin: string;
    source: unknown;
    data: unknown;
  }

  const code = iframeSnippet('https://meedoen.example/iframe/activities?size=large', EMBED_TITLE.nl);
  const height = (value: unknown) => ({ type: EMBED_HEIGHT_MESSAGE, height: value });

  it('fits the iframe to the height its widget reports', () => {
    expect(
      runListener(code, (frame) => [
        { origin: 'https://meedoen.example', source: frame.contentWindow, data: height(1834.2) },
      ]),
    ).toBe('1835px');
  });

  it('takes a height only from its own iframe on the widget’s origin, as a number within bounds', () => {
    const refused = (message: (frame: FakeFrame) => FakeMessage) => runListener(code, (f) => [message(f)]);
    // Another origin (the host page itself, or any other site) or another frame or window.
    expect(
      refused((f) => ({ origin: 'https://evil.example', source: f.contentWindow, data: height(5) })),
    ).toBe('');
    expect(refused(() => ({ origin: 'https://meedoen.example', source: {}, data: height(5) }))).toBe('');
    expect(refused(() => ({ origin: 'https://meedoen.example', source: null, data: height(5) }))).toBe('');
    // Some other message from the widget's origin, or a height that is no height.
    const own = (data: unknown) => (f: FakeFrame) => ({
      origin: 'https://meedoen.example',
      source: f.contentWindow,
      data,
    });
    expect(refused(own({ type: 'other', height: 900 }))).toBe('');
    expect(refused(own(null))).toBe('');
    expect(refused(own('900'))).toBe('');
    expect(refused(own(height('lots')))).toBe('');
    expect(refused(own(height(-40)))).toBe('');
    expect(refused(own(height(Number.POSITIVE_INFINITY)))).toBe(`${EMBED_HEIGHT_MAX}px`);
    expect(refused(own(height(10_000_000)))).toBe(`${EMBED_HEIGHT_MAX}px`);
  });

  it('does nothing when what precedes it is not an iframe', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(code)![1]!;
    const added: unknown[] = [];
    const hostWindow = { addEventListener: (...args: unknown[]) => added.push(args) };
    new Function('window', 'document', script)(hostWindow, {
      currentScript: { previousElementSibling: { tagName: 'P' } },
    });
    new Function('window', 'document', script)(hostWindow, { currentScript: null });
    expect(added).toEqual([]);
  });
});

describe('the builder reads its settings from the address', () => {
  it('takes over the list filters the Embed code button passes on', () => {
    const settings = embedSettingsFromParams(
      new URLSearchParams(
        'search=koor&tags=muziek,zingen&organizationId=7&oneTimeOnly=true&size=small&limit=3',
      ),
    );
    expect(settings.filters).toMatchObject({
      searchQuery: 'koor',
      selectedTags: ['muziek', 'zingen'],
      selectedOrganizationId: 7,
      oneTimeOnly: true,
    });
    expect(settings).toMatchObject({ size: 'small', limit: 3, lang: 'nl' });
  });

  it('falls back to the defaults for anything unreadable', () => {
    const settings = embedSettingsFromParams(
      new URLSearchParams('dateFilter=someday&portalId=-1&meetingScore=9&size=huge&limit=5000&lang=de'),
    );
    expect(settings.filters).toEqual(DEFAULT_FILTERS);
    expect(settings).toMatchObject({ size: 'medium', limit: 50, lang: 'nl' });
  });

  it('reads back what it writes, for any settings', () => {
    const date = fc
      .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const settings = fc.record({
      filters: fc.record({
        searchQuery: fc.string({ maxLength: 30 }).map((s) => s.trim()),
        dateFilter: fc.constantFrom('all', 'today', 'tomorrow', 'weekend', 'custom' as const),
        category: fc.constant(null),
        selectedTags: fc.uniqueArray(fc.stringMatching(/^[a-zë]{1,12}$/), { maxLength: 4 }),
        selectedPortalId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
        selectedOrganizationId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
        meetingScore: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        oneTimeOnly: fc.boolean(),
        freeOnly: fc.boolean(),
        placesLeft: fc.boolean(),
        facets: fc.subarray([...STORED_FACETS]),
        showArchive: fc.constant(false),
        showFavorites: fc.constant(false),
        startDate: date,
        endDate: date,
      }),
      size: fc.constantFrom('small', 'medium', 'large' as const),
      limit: fc.integer({ min: 1, max: 50 }),
      lang: fc.constantFrom('nl', 'en' as const),
    });
    fc.assert(
      fc.property(settings, (written) => {
        // A custom range is the only filter that keeps its dates; the others send none.
        const expected =
          written.filters.dateFilter === 'custom'
            ? written
            : { ...written, filters: { ...written.filters, startDate: null, endDate: null } };
        const read = embedSettingsFromParams(new URLSearchParams(embedBuilderSearch(expected)));
        expect(read).toEqual(expected);
      }),
    );
  });
});
