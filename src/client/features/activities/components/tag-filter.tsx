import { useQuery } from '@tanstack/react-query';
import { Plus, Tags, X } from 'lucide-react';
import { lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyDialog } from '../../../components/lazy-dialog';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { tagLabel } from '../../../lib/tag-labels';
import { tagsQuery } from '../api';
import { SELECTED_TAGS_SHOWN, suggestedTags } from '../suggested-tags';

interface TagFilterProps {
  selected: string[];
  onChange: (tags: string[]) => void;
}

// The list of every tag (a Radix dialog) is fetched when it is first opened: the agenda's first load
// does without the dialog's code.
const TagDialog = lazy(async () => ({ default: (await import('./tag-dialog')).TagDialog }));

const chipClass =
  'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2';

type ChipGroup = 'selected' | 'suggested';

const chipLooks: Record<ChipGroup, string> = {
  selected: 'border-neutral-900 bg-primary font-semibold text-neutral-900 hover:bg-yellow-300',
  suggested: 'border-neutral-300 bg-white text-neutral-800 hover:bg-yellow-50',
};

interface TagChipProps {
  group: ChipGroup;
  tag: string;
  /** Its place in its group, where the focus goes once the pressed chip has gone. */
  index: number;
  text: string;
  onPress: (tag: string, group: ChipGroup, index: number) => void;
}

/** A chosen tag (pressing removes it) or a suggested one (pressing adds it). */
function TagChip({ group, tag, index, text, onPress }: TagChipProps) {
  const { t } = useTranslation('activities');
  const selected = group === 'selected';
  return (
    <li>
      <button
        type="button"
        data-chip={group}
        data-tag={tag}
        className={`${chipClass} ${chipLooks[group]}`}
        onClick={() => onPress(tag, group, index)}
        aria-label={t(selected ? 'filters.removeTag' : 'filters.addTag', { tag: text })}
      >
        {selected ? null : <Plus className="size-3.5" aria-hidden="true" />}
        {text}
        {selected ? <X className="size-3.5" aria-hidden="true" /> : null}
      </button>
    </li>
  );
}

/** The tag chip row (spec 2.5 and 9): selected tags, suggestions, and a dialog with every tag. */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const label = (tag: string) => tagLabel(tag, lang);
  const tags = useQuery(tagsQuery);
  const dialog = useLazyDialog();
  const shown = selected.slice(0, SELECTED_TAGS_SHOWN);
  const hidden = selected.length - shown.length;
  const suggestions = suggestedTags(tags.data ?? [], selected);

  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((s) => s !== tag) : [...selected, tag]);

  // A chip that is pressed goes away (a chosen tag leaves the suggestions, a removed one the chosen
  // row): focus moves to the chip that took its place, else the one before it, else 'Tags kiezen',
  // never to the page's start (WCAG 2.4.3; issue #41, item 16).
  const row = useRef<HTMLDivElement>(null);
  const chooseTags = useRef<HTMLButtonElement>(null);
  const refocus = useRef<{ group: ChipGroup; index: number; tag: string } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    // The filters reach the address, and so this row, a render or more later: wait until the pressed
    // chip has gone, or the focus would land on it just before it goes.
    const pressed = `[data-chip="${wanted.group}"][data-tag="${CSS.escape(wanted.tag)}"]`;
    if (row.current?.querySelector(pressed)) return;
    refocus.current = null;
    const chips = [
      ...(row.current?.querySelectorAll<HTMLButtonElement>(`[data-chip="${wanted.group}"]`) ?? []),
    ];
    (chips[wanted.index] ?? chips[wanted.index - 1] ?? chooseTags.current)?.focus();
  });
  const press = (tag: string, group: ChipGroup, index: number) => {
    refocus.current = { group, index, tag };
    toggle(tag);
  };

  return (
    <div ref={row} className="flex flex-wrap items-center gap-2">
      {shown.length > 0 ? (
        <ul className="contents" aria-label={t('filters.selectedTags')}>
          {shown.map((tag, index) => (
            <TagChip key={tag} group="selected" tag={tag} index={index} text={label(tag)} onPress={press} />
          ))}
          {hidden > 0 ? (
            <li>
              <button
                type="button"
                className={`${chipClass} border-neutral-300 bg-white font-medium text-neutral-900 hover:bg-neutral-100`}
                onClick={dialog.show}
              >
                {t('filters.moreSelected', { count: hidden })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {suggestions.length > 0 ? (
        <ul className="contents" aria-label={t('filters.suggestedTags')}>
          {suggestions.map((tag, index) => (
            <TagChip key={tag} group="suggested" tag={tag} index={index} text={label(tag)} onPress={press} />
          ))}
        </ul>
      ) : null}
      <Button ref={chooseTags} variant="link" size="sm" onClick={dialog.show}>
        <Tags aria-hidden="true" />
        {t('filters.selectTags')}
      </Button>
      <LazyDialog dialog={dialog}>
        <TagDialog {...dialog.props} selected={selected} onToggle={toggle} query={tags} />
      </LazyDialog>
    </div>
  );
}
