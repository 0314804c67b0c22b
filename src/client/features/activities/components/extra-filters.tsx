import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { ActivityFilters } from '../filter-state';
import { FacetFilter } from './facet-filter';
import { FilterCheckbox } from './filter-checkbox';
import { MeetingScoreExplainer } from './meeting-score-explainer';

const SCORES = [5, 4, 3, 2, 1] as const;

interface ExtraFiltersProps {
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
}

/**
 * 'Extra filters' (spec 2.5): minimum meeting score, one-time only, free only, only with places left,
 * and the facets (wheelchair, quiet…, issue #45). Open while one is set.
 */
export function ExtraFilters({ filters, onChange }: ExtraFiltersProps) {
  const { t } = useTranslation('activities');
  const id = useId();
  const anySet =
    filters.meetingScore !== null ||
    filters.oneTimeOnly ||
    filters.freeOnly ||
    filters.placesLeft ||
    filters.facets.length > 0;
  const [open, setOpen] = useState(anySet);
  // A filter set from elsewhere (the search assistant, a link) opens the section, so it is seen.
  const [wasSet, setWasSet] = useState(anySet);
  if (anySet !== wasSet) {
    setWasSet(anySet);
    if (anySet) setOpen(true);
  }

  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className="-ml-2"
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('filters.extra')}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open ? (
        <div id={`${id}-panel`} className="mt-2 flex flex-col gap-5">
          <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-x-2">
                <Label htmlFor={`${id}-score`}>{t('filters.meetingScore')}</Label>
                <MeetingScoreExplainer />
              </div>
              <Select
                value={filters.meetingScore === null ? 'all' : String(filters.meetingScore)}
                onValueChange={(value) => onChange({ meetingScore: value === 'all' ? null : Number(value) })}
              >
                <SelectTrigger id={`${id}-score`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{t('filters.allScores')}</SelectItem>
                  {SCORES.map((score) => (
                    <SelectItem key={score} value={String(score)}>
                      <span aria-hidden="true" className="text-yellow-600">
                        {'★'.repeat(score)}
                      </span>{' '}
                      {t('filters.scoreOption', { count: score })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <FilterCheckbox name="oneTimeOnly" filters={filters} onChange={onChange} className="sm:h-10" />
            <FilterCheckbox name="freeOnly" filters={filters} onChange={onChange} className="sm:h-10" />
            <FilterCheckbox name="placesLeft" filters={filters} onChange={onChange} className="sm:h-10" />
          </div>
          <FacetFilter filters={filters} onChange={onChange} />
        </div>
      ) : null}
    </div>
  );
}
