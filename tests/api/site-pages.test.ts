import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MARKDOWN_MAX, PAGE_SLUGS } from '../../src/domain/site/pages';
import { DEFAULT_CONTACT } from '../../src/domain/site/settings';
import { loginAs } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// GET, PUT and DELETE /api/pages/{slug} and the preview (issue #47, item 3): the pages the operator writes.

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  member = await loginAs(t.app, 'member');
});
afterAll(async () => t.close());

const defaultText = (slug: string, lang: string) =>
  readFileSync(
    new URL(`../../src/server/features/site/default-pages/${slug}.${lang}.md`, import.meta.url),
    'utf8',
  );

const read = async (slug: string, lang = 'nl') =>
  t.app.inject({ method: 'GET', url: `/api/pages/${slug}`, headers: { 'accept-language': lang } });

function put(slug: string, payload: unknown, cookie = admin, lang = 'nl') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/pages/${slug}`,
    headers: { cookie, 'accept-language': lang },
    payload: payload as object,
  });
}

const reset = (slug: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/pages/${slug}`, headers: { cookie: admin } });

async function setContact(email: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: { contact: { ...DEFAULT_CONTACT, email } },
  });
  expect(res.statusCode).toBe(200);
}

describe('the pages the operator writes', () => {
  it.each(PAGE_SLUGS)(
    "reads %s as Meedoen's own text in both languages until it is written",
    async (slug) => {
      const res = await read(slug);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ slug, isDefault: true, updatedAt: null });
      for (const lang of ['nl', 'en'] as const) {
        expect(page[lang].markdown).toBe(defaultText(slug, lang));
        expect(page[lang].title).not.toBe('');
        expect(page[lang].html).not.toContain('{{');
      }
    },
  );

  it('reads the accessibility statement with its standard, gaps, tests, report link and date', async () => {
    const page = (await read('accessibility')).json();
    expect(page.nl.title).toBe('Toegankelijkheid');
    expect(page.en.title).toBe('Accessibility');
    for (const lang of ['nl', 'en'] as const) {
      expect(page[lang].sections).toHaveLength(6);
      expect(page[lang].html).toContain('WCAG 2.2');
      expect(page[lang].html).toContain('<a href="/contact?subject=accessibility">');
      expect(page[lang].html).toContain('<a href="mailto:info@meedoen.nl">info@meedoen.nl</a>');
      expect(page[lang].html).toMatch(/29 (november|November) 2026/);
    }
    expect(page.nl.sections.map((s: { title: string }) => s.title)).toEqual([
      '1. Aan welke regels we ons houden',
      '2. Wat al goed werkt',
      '3. Wat nog niet goed werkt',
      '4. Hoe we testen',
      '5. Een probleem melden',
      '6. Datum',
    ]);
  });

  it("fills today's texts with the site's name and contact details", async () => {
    const privacy = (await read('privacy')).json();
    expect(privacy.nl.title).toBe('Privacybeleid');
    expect(privacy.en.title).toBe('Privacy policy');
    expect(privacy.nl.sections).toHaveLength(8);
    expect(privacy.nl.sections[0]).toEqual({ id: 'privacy-section-1', title: '1. Wie zijn wij' });
    expect(privacy.nl.html).toContain('<h2 id="privacy-section-1">1. Wie zijn wij</h2>');
    expect(privacy.nl.html).toContain('<a href="mailto:info@meedoen.nl">info@meedoen.nl</a>');
    expect(privacy.nl.html).toContain('Meedoen, Stationsplein 1, 5611 AB Eindhoven, is verantwoordelijk');
    expect(privacy.en.html).toContain('<strong>Account:</strong>');
    expect((await read('terms')).json().en.sections).toHaveLength(11);
    const about = (await read('about')).json();
    expect(about.nl.title).toBe('Over Meedoen');
    expect(about.en.lead).toMatch(/^Meedoen helps you meet people/);
    // Each question of the FAQ opens to its answer.
    const faq = (await read('faq')).json();
    expect(faq.nl.title).toBe('Veelgestelde vragen');
    expect(faq.nl.html.match(/<details>/g)).toHaveLength(6);
    expect(faq.en.html).toContain('<details><summary>Is Meedoen free?</summary>');
  });

  it('keeps what an administrator writes, in both languages, and shows it at once', async () => {
    const res = await put('about', {
      nl: '# Over ons\n\nWij zijn **{{naam}}**.',
      en: '# About us\n\nWe are here.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'about',
      isDefault: false,
      nl: {
        title: 'Over ons',
        lead: 'Wij zijn <strong>Meedoen</strong>.',
        markdown: '# Over ons\n\nWij zijn **{{naam}}**.',
      },
      en: { title: 'About us', lead: 'We are here.', html: '' },
    });
    expect(res.json().updatedAt).toEqual(expect.any(String));
    expect((await read('about')).json()).toEqual(res.json());

    const back = await reset('about');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ isDefault: true, updatedAt: null, nl: { title: 'Over Meedoen' } });
    expect((await read('about')).json().nl.markdown).toBe(defaultText('about', 'nl'));
  });

  it('fills the placeholders with the contact details as they are now', async () => {
    await put('terms', {
      nl: 'Mail {{email}}, bel {{telefoon}}, schrijf {{adres}}. Groet, {{naam}}',
      en: 'Mail {{email}}, call {{phone}}, write to {{address}}. {{name}}',
    });
    await setContact('hallo@samenintilburg.nl');
    const page = (await read('terms')).json();
    expect(page.nl.html).toContain('<a href="mailto:hallo@samenintilburg.nl">hallo@samenintilburg.nl</a>');
    expect(page.nl.html).toContain('bel 088 123 45 67');
    expect(page.nl.html).toContain('schrijf Meedoen, Stationsplein 1, 5611 AB Eindhoven.');
    expect(page.en.html).toContain('mailto:hallo@samenintilburg.nl');
    // The original texts name the operator the same way.
    expect((await read('privacy')).json().en.html).toContain('hallo@samenintilburg.nl');
    await setContact(DEFAULT_CONTACT.email);
    expect((await read('terms')).json().nl.html).toContain('mailto:info@meedoen.nl');
    await reset('terms');
  });

  it('lets no script, raw HTML or event handler through', async () => {
    const evil = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[klik](javascript:alert(1)) [klik](JavaScript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
      '<div onclick="alert(1)">raw</div> <a href="https://example.org">a</a>',
      '![beeld](https://example.org/x.png) [site](https://example.org) [hier](/contact)',
    ].join('\n\n');
    const res = await put('business', { nl: evil, en: evil });
    expect(res.statusCode).toBe(200);
    for (const lang of ['nl', 'en'] as const) {
      const { html, lead, title } = res.json()[lang];
      const all = html + lead + title;
      // Whatever was written shows as text: no element, attribute or link of its own.
      expect(all).not.toMatch(/<(script|img|div)|<[^>]*\son\w+=|href="(javascript|data):/i);
      expect(all).toContain('&lt;script&gt;');
      expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
      expect(html).toContain('<a href="/contact">hier</a>');
      // The raw <a> tag is shown as text, not made a link.
      expect(html).toContain('&lt;a href=&quot;');
      expect(html).toContain('&gt;a&lt;/a&gt;');
    }
    // A name with markup in it is text too.
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: {
        identity: { name: '<b>Samen</b> *in* Tilburg', tagline: { nl: '', en: '' }, mainColour: '#facc15' },
      },
    });
    const named = (await put('business', { nl: 'Welkom bij {{naam}}', en: '{{name}}' })).json();
    expect(named.nl.html).toBe('<p>Welkom bij &lt;b&gt;Samen&lt;/b&gt; *in* Tilburg</p>\n');
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { identity: { name: 'Meedoen', tagline: { nl: '', en: '' }, mainColour: '#facc15' } },
    });
    await reset('business');
  });

  it('previews a text without storing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pages/faq/preview',
      headers: { cookie: admin },
      payload: { nl: '## Vraag?\n\nAntwoord <b>x</b>', en: '## Question?\n\nAnswer' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().nl.html).toBe(
      '<details><summary>Vraag?</summary><div>\n<p>Antwoord &lt;b&gt;x&lt;/b&gt;</p>\n</div></details>\n',
    );
    expect((await read('faq')).json().isDefault).toBe(true);
  });

  it('lets only administrators write, preview or reset a page, and changes nothing otherwise', async () => {
    await put('privacy', { nl: 'Eigen tekst', en: 'Own text' });
    const before = (await read('privacy')).json();
    const body = { nl: 'Overgenomen', en: 'Taken over' };
    for (const lang of ['nl', 'en']) {
      const res = await put('privacy', body, member, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        lang === 'nl' ? 'Alleen beheerders mogen dit doen.' : 'Only administrators may do this.',
      );
    }
    expect((await put('privacy', body, '')).statusCode).toBe(401);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/pages/privacy',
      headers: { cookie: member },
    });
    expect(remove.statusCode).toBe(403);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/pages/privacy/preview',
      headers: { cookie: member },
      payload: body,
    });
    expect(preview.statusCode).toBe(403);
    expect((await read('privacy')).json()).toEqual(before);
    await reset('privacy');
  });

  it("answers 404 for any other page, in the reader's language", async () => {
    const nl = await read('contact');
    expect(nl.statusCode).toBe(404);
    expect(nl.json()).toEqual({ message: 'Deze pagina bestaat niet.' });
    expect((await read('contact', 'en')).json()).toEqual({ message: 'This page does not exist.' });
    const written = await put('home', { nl: 'x', en: 'y' });
    expect(written.statusCode).toBe(404);
    const rows = await t.app.db.execute("select name from site_settings where name like 'page:%'");
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses a text that is too long or carries control characters, in nl and en, and changes nothing', async () => {
    const before = (await read('faq')).json();
    const long = 'a'.repeat(PAGE_MARKDOWN_MAX + 1);
    const nl = await put('faq', { nl: long, en: 'ok' });
    expect(nl.statusCode).toBe(400);
    expect(nl.json().issues).toEqual([{ path: 'nl', message: 'Deze tekst is te lang.' }]);
    const en = await put('faq', { nl: 'ok', en: long }, admin, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().issues).toEqual([{ path: 'en', message: 'This text is too long.' }]);
    expect((await put('faq', { nl: 'bel\u0007', en: 'ok' })).statusCode).toBe(400);
    expect((await put('faq', { nl: 'alleen Nederlands' })).statusCode).toBe(400);
    expect((await read('faq')).json()).toEqual(before);
  });
});
