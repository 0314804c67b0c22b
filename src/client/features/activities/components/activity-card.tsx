import { CalendarDays, MapPin, Repeat, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardTagChips, cardTime, cleanTitle, formatShortDate } from '../../../../domain/activities/card-text';
import type { ActivityListItem } from '../../../../domain/activities/response';
import { formatPrice } from '../../../../domain/price-amount';
import { StarRating } from '../../../components/ui/star-rating';
import { useLanguage } from '../../../lib/i18n';
import { tagLabel } from '../../../lib/tag-labels';
import { ActivityImage } from './activity-image';
import { CardFacets } from './card-facets';
import { PlacesBadge } from './places-badge';

interface ActivityCardProps {
  activity: ActivityListItem;
  /** Where the card leads; the detail page unless the caller says otherwise (the home teaser). */
  to?: string;
  /**
   * The picture's loading: 'lazy' (the default) waits until the card nears the screen; 'eager' for the
   * first row of a list, on screen at once; 'first' also asks for it before the page's other pictures
   * (often the largest thing on the first screen, which Lighthouse times as LCP).
   */
  image?: 'lazy' | 'eager' | 'first';
}

/** Spec 2.5: one activity in the grid; the whole card is one link, named by the title. */
export function ActivityCard({ activity, to, image = 'lazy' }: ActivityCardProps) {
  const { t } = useTranslation('cards');
  const lang = useLanguage();
  const title = cleanTitle(activity.title);
  const recurring = activity.activityType === 'recurring' && activity.recurrenceText;
  const chips = cardTagChips(activity.tags);
  const date = formatShortDate(activity.startDate ?? activity.nextDate, lang);
  // A recurring card says when the next session is: in 'Vandaag' that is today's, or, once this
  // morning's is over, the next one (issue #14).
  const nextDate = formatShortDate(activity.nextDate, lang);
  const time = cardTime(activity);
  const when = (day: string | null) => [day, time].filter(Boolean).join(' · ');

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-neutral-900 focus-within:ring-offset-2 hover:shadow-md">
      <div className="aspect-video w-full overflow-hidden bg-yellow-50">
        <ActivityImage
          url={activity.imageUrl}
          width={480}
          height={320}
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={image === 'first' ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          placeholderClassName="size-full"
          iconClassName="size-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-yellow-100 px-2.5 py-1 text-yellow-900">
            <span className="sr-only">{t('card.category')}: </span>
            {activity.categoryLabel}
          </span>
          <span className="rounded-full bg-neutral-100 px-2.5 py-1 text-neutral-800">
            <span className="sr-only">{t('card.price')}: </span>
            {formatPrice(activity.price, lang)}
          </span>
          <PlacesBadge placesLeft={activity.placesLeft} />
        </div>
        <h3 className="line-clamp-2 text-lg font-bold leading-snug text-neutral-900">
          <Link
            to={to ?? `/activities/${activity.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </Link>
        </h3>
        {activity.shortDescription ? (
          <p className="line-clamp-3 text-sm text-neutral-700">{activity.shortDescription}</p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <CardFacets facets={activity.facets} />
          {chips.shown.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
              {chips.shown.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-md border border-neutral-200 px-2 py-0.5 text-xs text-neutral-700"
                >
                  <Tag className="size-3" aria-hidden="true" />
                  {tagLabel(tag, lang)}
                </li>
              ))}
              {chips.more > 0 ? (
                <li className="rounded-md border border-neutral-200 px-2 py-0.5 text-xs text-neutral-700">
                  <span aria-hidden="true">{t('card.moreTags', { count: chips.more })}</span>
                  <span className="sr-only">{t('card.moreTagsLabel', { count: chips.more })}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
          <div className="flex items-center justify-between gap-2">
            <StarRating value={activity.ontmoetingsscore} label={t('card.score')} />
          </div>
          <p className="flex items-start gap-2 text-sm text-neutral-800">
            {recurring ? (
              <>
                <Repeat className="mt-0.5 size-4 shrink-0 text-yellow-700" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{t('card.recurring')}</span> · {activity.recurrenceText}
                  {nextDate ? (
                    <span className="block text-neutral-700">
                      {t('card.next')} {when(nextDate)}
                    </span>
                  ) : null}
                </span>
              </>
            ) : (
              <>
                <CalendarDays className="mt-0.5 size-4 shrink-0 text-yellow-700" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{t('card.oneTime')}</span>
                  {date || time ? ` · ${when(date)}` : null}
                </span>
              </>
            )}
          </p>
          {/* Where, as the widget's cards say it: the town is often what decides whether to go. */}
          {activity.city ? (
            <p className="flex items-start gap-2 text-sm text-neutral-800">
              <MapPin className="mt-0.5 size-4 shrink-0 text-yellow-700" aria-hidden="true" />
              <span>
                <span className="sr-only">{t('card.place')}: </span>
                {activity.city}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ActivityCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white"
    >
      <div className="aspect-video w-full bg-neutral-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex gap-2">
          <div className="h-5 w-24 rounded-full bg-neutral-200" />
          <div className="h-5 w-14 rounded-full bg-neutral-200" />
        </div>
        <div className="h-5 w-4/5 rounded bg-neutral-200" />
        <div className="h-4 w-full rounded bg-neutral-100" />
        <div className="h-4 w-full rounded bg-neutral-100" />
        <div className="h-4 w-2/3 rounded bg-neutral-100" />
        <div className="h-4 w-28 rounded bg-neutral-200" />
      </div>
    </div>
  );
}
