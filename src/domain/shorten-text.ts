/** How long a card's short description and a link preview's description may be. */
export const SHORT_DESCRIPTION_LENGTH = 200;

/** Cuts a text to at most `max` characters at a word boundary, with an ellipsis when it was longer. */
export function shortenText(text: string | null | undefined, max = SHORT_DESCRIPTION_LENGTH): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
