import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Wat is dit?" beside the meeting score (issue #45, item 3): "ontmoetingsscore" is a word nobody knows
 * before they meet it, so the page explains it where it stands, one line, opened by a button a keyboard
 * and a screen reader can use. Phrasing content only (a button and a span), so it fits inside the
 * score's line or a filter's label row; in a wrapping flex row the line takes a row of its own.
 */
export function MeetingScoreExplainer({ className }: { className?: string }) {
  const { t } = useTranslation('activities');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className={`inline-flex min-h-6 items-center rounded-sm text-sm font-medium text-neutral-800 underline underline-offset-2 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 ${className ?? ''}`}
      >
        {t('scoreHelp.button')} <span className="sr-only">{t('scoreHelp.about')}</span>
      </button>
      <span id={id} hidden={!open} className="basis-full text-sm leading-relaxed text-neutral-700">
        {t('scoreHelp.text')}
      </span>
    </>
  );
}
