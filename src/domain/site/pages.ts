import { z } from 'zod';
import { multiLineText } from '../text';

// The pages the operator writes (issue #47, item 3): about, business, privacy, terms, the contact
// page's questions and the accessibility statement (issue #45), each in Dutch and English, in Markdown. The server renders them to sanitised HTML
// (no raw HTML, no script links) with the site's name and contact details filled in; what was never
// written reads as the demo site's own text.

export const PAGE_SLUGS = ['about', 'business', 'privacy', 'terms', 'faq', 'accessibility'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}

/** Room for the longest legal text several times over; a page is read by people, not a book. */
export const PAGE_MARKDOWN_MAX = 40_000;

/**
 * The placeholders a text may use: each is replaced by the site's current name or contact detail, in
 * either spelling, so a privacy policy names the operator without being rewritten after a move.
 */
export const PAGE_PLACEHOLDERS = {
  name: ['naam', 'name'],
  email: ['email'],
  phone: ['telefoon', 'phone'],
  address: ['adres', 'address'],
} as const;

const markdown = multiLineText().max(PAGE_MARKDOWN_MAX, 'tooLong');

/** PUT /api/pages/{slug} and its preview: the page's Markdown in both languages. */
export const pageInputSchema = z.object({ nl: markdown, en: markdown });
export type PageInput = z.output<typeof pageInputSchema>;

/** One language of a page as it is shown. */
export const pageTextSchema = z.object({
  /** What the administrator wrote (for the editor), placeholders as written. */
  markdown: z.string(),
  /** The text of a leading `# heading`, placeholders filled; '' when the text has none. */
  title: z.string(),
  /** The paragraph right after that heading as inline HTML (the page's lead); '' when there is none. */
  lead: z.string(),
  /** The rest, as sanitised HTML; each `##` heading carries an id (`{slug}-section-{n}`). */
  html: z.string(),
  /** The `##` headings in order, for a table of contents. */
  sections: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PageText = z.infer<typeof pageTextSchema>;

/** GET /api/pages/{slug}: both languages, and whether it is still the original text. */
export const pageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  nl: pageTextSchema,
  en: pageTextSchema,
  /** True while nothing was stored: the text is the one Meedoen ships with. */
  isDefault: z.boolean(),
  /** When an administrator last saved it (ISO 8601), null for the original text. */
  updatedAt: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** What is stored in site_settings under `page:{slug}`. */
export const storedPageSchema = z.object({ nl: z.string(), en: z.string() });
