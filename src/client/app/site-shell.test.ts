import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellHeader } from './site-shell';

// index.html paints the header's bar before the scripts run, and ShellHeader stands in for it while the
// first page loads: the two must be the same markup, or the page would change under the reader's eyes.

const INDEX_HTML = path.resolve(import.meta.dirname, '..', 'index.html');

/**
 * Markup without comments, the whitespace between tags, the slash of a void element and the preload
 * links React's server renderer adds for images.
 */
function normalized(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s*\/>/g, '>')
    .trim();
}

describe('the site shell', () => {
  it('is in index.html as ShellHeader renders it, and is all #root holds', () => {
    const html = readFileSync(INDEX_HTML, 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
    expect(root, '#root in index.html').toBeDefined();
    expect(normalized(`${root}`)).toBe(normalized(renderToStaticMarkup(createElement(ShellHeader))));
  });

  it('tells a browser without scripts, in Dutch and in English, that the site needs JavaScript', () => {
    const html = readFileSync(INDEX_HTML, 'utf8');
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(note).toContain('Meedoen werkt met JavaScript');
    expect(note).toContain('<span lang="en">Meedoen needs JavaScript');
  });
});
