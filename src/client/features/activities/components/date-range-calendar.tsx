import { type DateRange, DayPicker } from 'react-day-picker';
import { enGB, nl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Language } from '../../../../domain/language';
import { cn } from '../../../lib/cn';

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

interface DateRangeCalendarProps {
  selected: DateRange | undefined;
  onDayClick: (day: Date) => void;
  lang: Language;
  /** Two months side by side on wide screens, one on phones. */
  wide: boolean;
}

/** The date range picker's calendar, a chunk of its own (see date-range-picker.tsx). */
export function DateRangeCalendar({ selected, onDayClick, lang, wide }: DateRangeCalendarProps) {
  return (
    <DayPicker
      // The picked day, else today, takes the focus when the calendar opens: a keyboard user starts on
      // the days with the arrow keys instead of tabbing past the month's buttons (issue #41, item 16).
      autoFocus
      mode="range"
      selected={selected}
      onSelect={(_range, day) => onDayClick(day)}
      locale={lang === 'en' ? enGB : nl}
      weekStartsOn={1}
      firstWeekContainsDate={4}
      numberOfMonths={wide ? 2 : 1}
      disabled={{ before: startOfToday() }}
      startMonth={startOfToday()}
      className={cn(
        // The brand's colours (issue #14.9): the chosen days in the primary yellow with dark text, the days
        // between in a pale yellow, today and the outline in a dark amber that keeps 4.5:1 on white.
        'text-sm [--rdp-accent-background-color:#fef9c3] [--rdp-accent-color:#854d0e] [--rdp-range_start-date-background-color:var(--color-primary)] [--rdp-range_end-date-background-color:var(--color-primary)] [--rdp-range_start-color:var(--color-primary-foreground)] [--rdp-range_end-color:var(--color-primary-foreground)] [--rdp-range_middle-color:var(--color-primary-foreground)] [--rdp-selected-border:2px_solid_var(--color-primary-foreground)] [--rdp-day-height:2.5rem] [--rdp-day-width:2.5rem] [--rdp-day_button-height:2.5rem] [--rdp-day_button-width:2.5rem]',
      )}
    />
  );
}
