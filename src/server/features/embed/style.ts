import { createHash } from 'node:crypto';

// The widget's whole style sheet, inline: a host page loads one document and its pictures, nothing
// more. The Meedoen look of the client (styles.css, the cards): yellow primary #facc15 with black bold
// text, neutral greys, rounded cards. Every text colour keeps at least 4.5:1 on its background; the
// stars are #a16207 (yellow-700), the lightest yellow that does.

const CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#171717;background:#fff}
main{padding:var(--pad)}
.small{--col:11rem;--gap:.75rem;--pad:.5rem;--inner:.625rem;--title:.95rem}
.medium{--col:15rem;--gap:1rem;--pad:.75rem;--inner:1rem;--title:1.05rem}
.large{--col:20rem;--gap:1.25rem;--pad:1rem;--inner:1.25rem;--title:1.2rem}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--col)),1fr));gap:var(--gap)}
.card{position:relative;display:flex;flex-direction:column;height:100%;border:1px solid #e5e5e5;border-radius:.75rem;overflow:hidden;background:#fff;box-shadow:0 1px 2px rgb(0 0 0/.05)}
.card:hover{box-shadow:0 4px 12px rgb(0 0 0/.12)}
.card:focus-within{outline:2px solid #171717;outline-offset:2px}
.pic{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;background:#fef9c3}
.body{flex:1;display:flex;flex-direction:column;gap:.5rem;padding:var(--inner)}
.chips{display:flex;flex-wrap:wrap;gap:.375rem;margin:0;font-size:.75rem;font-weight:500}
.chip{border-radius:999px;padding:.125rem .625rem;background:#f5f5f5;color:#262626}
.cat{background:#fef9c3;color:#713f12}
.facets{list-style:none;padding:0}
.fct{background:#ecfdf5;color:#065f46}
h2{margin:0;font-size:var(--title);line-height:1.3}
.card a{color:inherit;text-decoration:none}
.card a::after{content:"";position:absolute;inset:0}
.card a:hover{text-decoration:underline}
.card a:focus{outline:none}
.desc{margin:0;font-size:.875rem;color:#404040;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.small .desc{display:none}
.meta{margin-top:auto;font-size:.875rem;color:#262626}
.meta p{margin:.125rem 0}
.stars{color:#a16207;letter-spacing:.05em}
.empty{padding:2rem 1rem;text-align:center;color:#404040}
.empty h1,.empty h2{margin:0 0 .25rem;font-size:1.125rem;color:#171717}
.all{margin:var(--gap) 0 0;text-align:center}
.all a{display:inline-block;padding:.5rem 1rem;border-radius:.5rem;background:#facc15;color:#111;font-weight:700;text-decoration:none}
.all a:hover{background:#eab308}
a:focus-visible{outline:2px solid #171717;outline-offset:2px}
`;

/** The <style> element, exactly as hashed below. */
export const WIDGET_STYLE = `<style>${CSS}</style>`;

/**
 * The CSP source that allows this one style sheet and nothing else: no 'unsafe-inline', no nonce to
 * make per request, since the sheet never changes. The page uses no style attributes.
 */
export const WIDGET_STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;
