import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../domain/activities/card-text';
import type { LikelyDuplicate } from '../../../../domain/proposals';
import { useLanguage } from '../../../lib/i18n';
import { MergeDuplicateButton } from './merge-duplicate-button';

/**
 * Under the activity form, when saving found activities that look the same (issue #44, item 4): links
 * to each, opened in a new tab so the form stays; saving again saves anyway.
 */
export function LikelyDuplicatesWarning({
  duplicates,
  activityId,
}: {
  duplicates: readonly LikelyDuplicate[];
  /** The activity being edited: a duplicate can be merged into it. */
  activityId: number | null;
}) {
  const { t } = useTranslation('admin-proposals');
  const lang = useLanguage();
  if (duplicates.length === 0) return null;
  return (
    <div
      role="alert"
      className="mx-4 mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm sm:mx-6"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {t('duplicates.warning', { count: duplicates.length })}
      </p>
      <ul className="mt-1 list-disc pl-6">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id} className="py-0.5">
            <a href={`/activities/${duplicate.id}`} target="_blank" rel="noreferrer" className="underline">
              {duplicate.title}
            </a>{' '}
            (
            {[duplicate.city, duplicate.nextDate ? formatShortDate(duplicate.nextDate, lang) : null]
              .filter(Boolean)
              .join(', ')}
            ){' '}
            {activityId !== null ? <MergeDuplicateButton duplicate={duplicate} intoId={activityId} /> : null}
          </li>
        ))}
      </ul>
      <p className="mt-1">{t('duplicates.saveAnyway')}</p>
    </div>
  );
}
