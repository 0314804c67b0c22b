import type { Language } from '../../domain/language';
import { escapeHtml } from './escape-html';

/** A page the server writes itself (the share page, the widget): the frame around its content. */
export interface HtmlDocument {
  lang: Language;
  /** Plain text: escaped here. */
  title: string;
  /** Kept out of search engines: a page that stands in for another or lives in someone's frame. */
  noindex?: boolean;
  /** HTML for the head after the title, each written as it is. */
  head?: readonly string[];
  bodyClass?: string;
  /** The main landmark's HTML, written as it is. */
  main: string;
  /** HTML after the main landmark (a script), each written as it is. */
  afterMain?: readonly string[];
}

/** The whole document, one element a line, ending in a newline. */
export function htmlDocument(page: HtmlDocument): string {
  const lines = [
    '<!doctype html>',
    `<html lang="${page.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    `<title>${escapeHtml(page.title)}</title>`,
    ...(page.head ?? []),
    '</head>',
    page.bodyClass ? `<body class="${escapeHtml(page.bodyClass)}">` : '<body>',
    '<main>',
    page.main,
    '</main>',
    ...(page.afterMain ?? []),
    '</body>',
    '</html>',
  ];
  return `${lines.join('\n')}\n`;
}
