import { format } from 'date-fns';
import { CalendarRange } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { enGB, nl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { parseLocalDate, toLocalDateString } from '../display';

/** Spec 4.1: the picker closes this long after a range is complete, so the choice is seen first. */
const CLOSE_DELAY_MS = 100;

interface DateRangePickerProps {
  startDate: string | null;
  endDate: string | null;
  active: boolean;
  onChange: (range: { startDate: string | null; endDate: string | null }) => void;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** 'Kies periode', 'd/M-d/M', 'Vanaf d/M' or 'Tot d/M' (spec 2.5). */
function useButtonLabel(startDate: string | null, endDate: string | null): string {
  const { t } = useTranslation('activities');
  const from = startDate ? parseLocalDate(startDate) : null;
  const to = endDate ? parseLocalDate(endDate) : null;
  if (from && to) return `${format(from, 'd/M')}-${format(to, 'd/M')}`;
  if (from) return t('filters.from', { date: format(from, 'd/M') });
  if (to) return t('filters.until', { date: format(to, 'd/M') });
  return t('filters.pickPeriod');
}

export function DateRangePicker({ startDate, endDate, active, onChange }: DateRangePickerProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const label = useButtonLabel(active ? startDate : null, active ? endDate : null);

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
          aria-label={t('filters.calendarLabel')}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-xl border border-neutral-200 bg-white p-3 shadow-xl outline-none"
        >
          <DayPicker
            mode="range"
            selected={draft}
            onSelect={(_range, day) => handleDayClick(day)}
            locale={lang === 'en' ? enGB : nl}
            weekStartsOn={1}
            firstWeekContainsDate={4}
            numberOfMonths={wide ? 2 : 1}
            disabled={{ before: startOfToday() }}
            startMonth={startOfToday()}
            className={cn(
              'text-sm [--rdp-accent-background-color:#fef9c3] [--rdp-accent-color:#854d0e] [--rdp-day-height:2.5rem] [--rdp-day-width:2.5rem] [--rdp-day_button-height:2.5rem] [--rdp-day_button-width:2.5rem]',
            )}
          />
          <div className="mt-2 flex justify-end gap-2 border-t border-neutral-200 pt-3">
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
