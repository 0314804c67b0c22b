/** Lower-case, trimmed, without empty entries or duplicates. */
export function normaliseTags(values: readonly string[]): string[] {
  return [...new Set(values.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** The tags a card shows: the tag list, or else the comma-separated keywords. */
export function cardTags(tags: readonly string[] | null, keywords: string | null): string[] {
  if (tags && tags.length > 0) return [...tags];
  return (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}
