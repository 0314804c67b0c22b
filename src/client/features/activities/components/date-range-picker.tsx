import { CalendarRange } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { parseLocalDate, toLocalDateString } from '../display';
import { usePeriodLabel } from './period-label';

// The calendar (react-day-picker with date-fns, a third of the list page's code) is fetched when the picker
// is first opened: most visits of /activities never pick a custom period.
const DateRangeCalendar = lazy(async () => ({
  default: (await import('./date-range-calendar')).DateRangeCalendar,
}));

/** Spec 4.1: the picker closes this long after a range is complete, so the choice is seen first. */
const CLOSE_DELAY_MS = 100;

interface DateRangePickerProps {
  startDate: string | null;
  endDate: string | null;
  active: boolean;
  onChange: (range: { startDate: string | null; endDate: string | null }) => void;
}

export function DateRangePicker({ startDate, endDate, active, onChange }: DateRangePickerProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const label = usePeriodLabel(active ? startDate : null, active ? endDate : null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function handleOpenChange(next: boolean) {
    clearTimeout(closeTimer.current);
    if (next) {
      const from = active && startDate ? (parseLocalDate(startDate) ?? undefined) : undefined;
      const to = active && endDate ? (parseLocalDate(endDate) ?? undefined) : undefined;
      setDraft(from || to ? { from, to } : undefined);
    }
    setOpen(next);
  }

  // The first click starts a range, the second completes it (the same day twice is a one-day range).
  function handleDayClick(day: Date) {
    if (!draft?.from || draft.to) {
      setDraft({ from: day, to: undefined });
      return;
    }
    const range = day < draft.from ? { from: day, to: draft.from } : { from: draft.from, to: day };
    setDraft(range);
    onChange({ startDate: toLocalDateString(range.from), endDate: toLocalDateString(range.to) });
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  }

  function apply() {
    onChange({
      startDate: draft?.from ? toLocalDateString(draft.from) : null,
      endDate: draft?.to ? toLocalDateString(draft.to) : null,
    });
    setOpen(false);
  }

  function clear() {
    setDraft(undefined);
    onChange({ startDate: null, endDate: null });
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <Button
          variant={active ? 'default' : 'outline'}
          size="sm"
          aria-label={
            active && label !== t('filters.pickPeriod')
              ? t('filters.periodChosen', { period: label })
              : undefined
          }
        >
          <CalendarRange aria-hidden="true" />
          {label}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('filters.calendarLabel')}
          // Never taller than the room on screen (a laptop at 200% zoom has 400 px): the month scrolls
          // inside, and Wissen and Toepassen stay in view below it (issue #41, item 16).
          className="z-50 flex max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] flex-col rounded-xl border border-neutral-200 bg-white p-3 shadow-xl outline-none"
        >
          <div className="min-h-0 overflow-y-auto overscroll-contain">
            <Suspense
              fallback={
                <div className="flex h-72 w-72 items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <DateRangeCalendar selected={draft} onDayClick={handleDayClick} lang={lang} wide={wide} />
            </Suspense>
          </div>
          <div className="mt-2 flex shrink-0 justify-end gap-2 border-t border-neutral-200 pt-3">
            <Button variant="outline" size="sm" onClick={clear}>
              {t('filters.clearDates')}
            </Button>
            <Button size="sm" onClick={apply} disabled={!draft?.from}>
              {t('filters.apply')}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
