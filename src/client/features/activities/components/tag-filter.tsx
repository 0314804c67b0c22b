import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Plus, Tags, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagLabel } from '../../../../domain/tag-labels';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { tagsQuery } from '../api';
import { SELECTED_TAGS_SHOWN, suggestedTags } from '../suggested-tags';

interface TagFilterProps {
  selected: string[];
  onChange: (tags: string[]) => void;
}

const chipClass =
  'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2';

/** The tag chip row (spec 2.5 and 9): selected tags, suggestions, and a dialog with every tag. */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const label = (tag: string) => tagLabel(tag, lang);
  const tags = useQuery(tagsQuery);
  const [dialogOpen, setDialogOpen] = useState(false);
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
                onClick={() => setDialogOpen(true)}
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
      <Button variant="link" size="sm" onClick={() => setDialogOpen(true)}>
        <Tags aria-hidden="true" />
        {t('filters.selectTags')}
      </Button>
      <TagDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        selected={selected}
        onToggle={toggle}
        query={tags}
      />
    </div>
  );
}

interface TagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string[];
  onToggle: (tag: string) => void;
  query: UseQueryResult<string[]>;
}

function TagDialog({ open, onOpenChange, selected, onToggle, query }: TagDialogProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const prefix = useId();
  // Listed by the name the person reads, so English tags are in English alphabetical order.
  const tags = query.data
    ? [...query.data].sort((a, b) => tagLabel(a, lang).localeCompare(tagLabel(b, lang), lang))
    : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('filters.selectTagsTitle')}</DialogTitle>
          <DialogDescription>{t('filters.selectTagsDescription')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label={t('filters.tagsLoading')} className="py-6" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('filters.tagsError')}
          </p>
        ) : tags.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('filters.noTags')}</p>
        ) : (
          <ul className="grid max-h-[50vh] grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto p-1 sm:grid-cols-3">
            {tags.map((tag, index) => {
              const id = `${prefix}-${index}`;
              return (
                <li key={tag} className="flex items-center gap-2 py-1">
                  <Checkbox id={id} checked={selected.includes(tag)} onCheckedChange={() => onToggle(tag)} />
                  <label htmlFor={id} className="cursor-pointer text-sm">
                    {tagLabel(tag, lang)}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('filters.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
