import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { tagLabel } from '../../../lib/tag-labels';

interface TagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string[];
  onToggle: (tag: string) => void;
  query: UseQueryResult<string[]>;
}

/** Every tag, with a checkbox each (tag-filter.tsx loads this when it is first opened). */
export function TagDialog({ open, onOpenChange, selected, onToggle, query }: TagDialogProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const prefix = useId();
  // Listed by the name the person reads, so English tags are in English alphabetical order.
  const tags = query.data
    ? [...query.data].sort((a, b) => tagLabel(a, lang).localeCompare(tagLabel(b, lang), lang))
    : [];
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={t('filters.selectTagsTitle')}
      description={t('filters.selectTagsDescription')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('filters.done')}</Button>}
    >
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
    </DialogFrame>
  );
}
