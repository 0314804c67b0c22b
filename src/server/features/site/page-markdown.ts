import MarkdownIt, { type Token } from 'markdown-it';
import { PAGE_PLACEHOLDERS, type PageSlug, type PageText } from '../../../domain/site/pages';
import type { SiteSettings } from '../../../domain/site/settings';

// The operator's pages are Markdown rendered here, never in the browser, to HTML that cannot carry a
// script: raw HTML is not parsed (`html: false` shows it as text), a link goes only to the web, an
// e-mail address, a phone number or a page of this site, and pictures are off (an outside picture would
// tell another site who reads the page). A link to another site gets rel="noopener noreferrer".

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Only written addresses become links: "meedoen.nl" in a sentence stays text, an e-mail address links.
md.linkify.set({ fuzzyLink: false });
md.disable('image');

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/|#|\?)/i;
md.validateLink = (url) => SAFE_LINK.test(url.trim());

const OUTSIDE_LINK = /^(https?:)?\/\//i;
md.renderer.rules.link_open = (tokens, idx, options, _env, renderer) => {
  const token = tokens[idx] as Token;
  if (OUTSIDE_LINK.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer');
  return renderer.renderToken(tokens, idx, options);
};

// Markdown's own punctuation in a filled-in name or address reads as text, not as markup.
const escapeMarkdown = (value: string) => value.replace(/[\\`*_{}[\]()#+!<>|~-]/g, '\\$&');

/** Fills `{{naam}}`, `{{email}}`, … with the site's current name and contact details. */
export function fillPlaceholders(markdown: string, settings: SiteSettings): string {
  const values: Record<keyof typeof PAGE_PLACEHOLDERS, string> = {
    name: escapeMarkdown(settings.name),
    // An address is checked by the text rules, and Markdown must leave it whole to link it.
    email: settings.contact.email,
    phone: escapeMarkdown(settings.contact.phone),
    address: escapeMarkdown(
      settings.contact.address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(', '),
    ),
  };
  const byWord = new Map<string, string>();
  for (const [key, words] of Object.entries(PAGE_PLACEHOLDERS))
    for (const word of words) byWord.set(word, values[key as keyof typeof values]);
  return markdown.replace(
    /\{\{\s*([a-z]+)\s*\}\}/gi,
    (whole, word: string) => byWord.get(word.toLowerCase()) ?? whole,
  );
}

/** A block of HTML of our own making, never of the text's (the parser makes none: `html` is off). */
function ownHtml(content: string): Token {
  const token = new MarkdownIt.Token('html_block', '', 0);
  token.content = content;
  return token;
}

const plainText = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .map((child) => (child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content))
    .join('')
    .trim();

/**
 * One language of a page: the leading `# heading` as its title and the paragraph after it as its lead
 * (both shown by the page's frame), the rest as HTML. The `##` headings get ids for a table of
 * contents; on the FAQ each `##` is a question that opens to its answer (details and summary).
 */
export function renderPageText(slug: PageSlug, markdown: string, settings: SiteSettings): PageText {
  const env = {};
  const tokens = md.parse(fillPlaceholders(markdown, settings), env);
  let title = '';
  let lead = '';
  const firstIs = (type: string, tag: string) => tokens[0]?.type === type && tokens[0].tag === tag;
  if (firstIs('heading_open', 'h1')) {
    title = plainText(tokens[1]);
    tokens.splice(0, 3);
    if (firstIs('paragraph_open', 'p')) {
      lead = md.renderer.renderInline(tokens[1]?.children ?? [], md.options, env).trim();
      tokens.splice(0, 3);
    }
  }
  const sections: PageText['sections'] = [];
  const body: Token[] = [];
  let questionOpen = false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const isSection = token.tag === 'h2' && token.type === 'heading_open';
    if (isSection && slug === 'faq') {
      body.push(ownHtml(`${questionOpen ? '</div></details>\n' : ''}<details><summary>`));
      body.push(tokens[index + 1] as Token);
      body.push(ownHtml('</summary><div>\n'));
      index += 2;
      questionOpen = true;
      continue;
    }
    if (isSection) {
      const id = `${slug}-section-${sections.length + 1}`;
      token.attrSet('id', id);
      sections.push({ id, title: plainText(tokens[index + 1]) });
    }
    body.push(token);
  }
  if (questionOpen) body.push(ownHtml('</div></details>\n'));
  return { markdown, title, lead, html: md.renderer.render(body, md.options, env), sections };
}
