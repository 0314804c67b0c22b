import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DateAndViewFilters, type FilterControlsProps } from './date-and-view-filters';
import { ExtraFilters } from './extra-filters';
import { FilterSelects } from './filter-selects';
import { TagFilter } from './tag-filter';

interface FilterSheetProps extends FilterControlsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Filters' button, which gets focus back when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The phone's filter controls, in a sheet from the bottom of the screen (filter-bar.tsx opens it). */
export function FilterSheet({ open, onOpenChange, triggerRef, ...controls }: FilterSheetProps) {
  const { t } = useTranslation('activities');
  const { filters, onChange } = controls;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // Without a Radix Trigger in this chunk, focus goes back to the Filters button by hand (a tap
        // does not focus a button in every browser, so the dialog's own "opener" may be the page body).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
        className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 gap-5 rounded-t-2xl rounded-b-none p-5"
      >
        <DialogHeader>
          <DialogTitle>{t('filters.label')}</DialogTitle>
          <DialogDescription className="sr-only">{t('filters.sheetDescription')}</DialogDescription>
        </DialogHeader>
        <DateAndViewFilters {...controls} />
        <FilterSelects filters={filters} onChange={onChange} hidden={controls.fixedPortal} />
        <TagFilter selected={filters.selectedTags} onChange={(selectedTags) => onChange({ selectedTags })} />
        <ExtraFilters filters={filters} onChange={onChange} />
        <div className="sticky -bottom-5 -mx-5 border-t border-neutral-200 bg-white px-5 pt-3 pb-5">
          <DialogClose asChild>
            <Button size="lg" className="w-full">
              {t('filters.showResults')}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
