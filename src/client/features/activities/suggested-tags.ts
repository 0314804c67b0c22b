/** Spec 9: tags shown first among the suggestions when they exist. */
export const PRIORITY_TAGS = [
  'sport',
  'muziek',
  'outdoor',
  'evenement',
  'festival',
  'hardlopen',
  'dansen',
  'vrienden',
] as const;

export const SELECTED_TAGS_SHOWN = 6;
const SUGGESTION_POOL = 6;

/**
 * Spec 9 reads "suggested tags total 6, with priority tags …; 8 shown when fewer than 3 selected,
 * else 4". Read together: a pool of 6 suggestions (the priority tags that exist, then the other tags
 * alphabetically), minus what is selected, of which at most 8 (fewer than 3 selected) or 4 show.
 */
export function suggestedTags(available: readonly string[], selected: readonly string[]): string[] {
  const existing = new Set(available);
  const priority = PRIORITY_TAGS.filter((tag) => existing.has(tag));
  const rest = [...available].filter((tag) => !(PRIORITY_TAGS as readonly string[]).includes(tag)).sort();
  const pool = [...priority, ...rest].slice(0, SUGGESTION_POOL);
  const limit = selected.length < 3 ? 8 : 4;
  return pool.filter((tag) => !selected.includes(tag)).slice(0, limit);
}
