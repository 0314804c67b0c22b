import { useQuery } from '@tanstack/react-query';
import { Plus, Tags, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The tag chip row (spec 2.5 and 9): selected tags, suggestions, and a dialog with every tag. */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const label = (tag: string) => tagLabel(tag, lang);
  const tags = useQuery(tagsQuery);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [dialogMounted, setDialogMounted] = useState(false);
  const openDialog = () => {
    setDialogMounted(true);
    setDialogOpen(true);
  };
  const shown = selected.slice(0, SELECTED_TAGS_SHOWN);
  const hidden = selected.length - shown.length;
  const suggestions = suggestedTags(tags.data ?? [], selected);

  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((s) => s !== tag) : [...selected, tag]);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {shown.length > 0 ? (
        <ul className="contents" aria-label={t('filters.selectedTags')}>
          {shown.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className={`${chipClass} border-neutral-900 bg-primary font-semibold text-neutral-900 hover:bg-yellow-300`}
                onClick={() => toggle(tag)}
                aria-label={t('filters.removeTag', { tag: label(tag) })}
              >
                {label(tag)}
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <button
                type="button"
                className={`${chipClass} border-neutral-300 bg-white font-medium text-neutral-900 hover:bg-neutral-100`}
                onClick={openDialog}
              >
                {t('filters.moreSelected', { count: hidden })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {suggestions.length > 0 ? (
        <ul className="contents" aria-label={t('filters.suggestedTags')}>
          {suggestions.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className={`${chipClass} border-neutral-300 bg-white text-neutral-800 hover:bg-yellow-50`}
                onClick={() => toggle(tag)}
                aria-label={t('filters.addTag', { tag: label(tag) })}
              >
                <Plus className="size-3.5" aria-hidden="true" />
                {label(tag)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="link" size="sm" onClick={openDialog}>
        <Tags aria-hidden="true" />
        {t('filters.selectTags')}
      </Button>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <TagDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            selected={selected}
            onToggle={toggle}
            query={tags}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
