import { CalendarPlus, Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cleanTitle } from '../../../../domain/activities/card-text';
import type { ActivityDetail } from '../../../../domain/activities/response';
import { mayManagePortal, type PublicUser } from '../../../../domain/auth';
import { formatPrice } from '../../../../domain/price-amount';
import { ScoreNote } from '../../../components/score-note';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { useLanguage } from '../../../lib/i18n';
import { tagLabel } from '../../../lib/tag-labels';
import { useChosenDate } from '../use-chosen-date';
import { ActivityImage } from './activity-image';
import { CompanySection } from './company-section';
import { DateChoice, DatePlaces } from './date-choice';
import { DetailFacets } from './detail-facets';
import { DetailFacts } from './detail-facts';
import { FavoriteButton } from './favorite-button';
import { JoinPrompt } from './join-prompt';
import { MeetingScoreExplainer } from './meeting-score-explainer';
import { OrganiserSection } from './organiser-section';
import { ParticipantCount, ParticipantsSection } from './participants-section';
import { PlacesBadge } from './places-badge';
import { RegistrationButton } from './registration-button';
import { ShareMenu } from './share-menu';
import { ComingAloneNotes } from './welcomer-note';

const HASHTAGS_SHOWN = 3;

/**
 * Every block of the detail page (spec 2.6) for a loaded activity. Visitors see it read-only: 'Log in om
 * mee te doen' where a member has Aanmelden, no heart, and the number of participants without names.
 */
export function ActivityDetailView({
  activity,
  user,
}: {
  activity: ActivityDetail;
  user: PublicUser | null;
}) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const chosen = useChosenDate(activity);
  const title = cleanTitle(activity.title);
  const hashtags = activity.tags.slice(0, HASHTAGS_SHOWN);
  const moreTags = activity.tags.length - hashtags.length;
  const keywords = (activity.keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

  return (
    // On a phone the practical block (when, where, sign up) follows the title; on a wide screen it is a
    // column of its own beside the text.
    <article className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <div className="overflow-hidden rounded-2xl bg-yellow-50">
          <ActivityImage
            url={activity.imageUrl}
            width={1200}
            height={675}
            className="aspect-video w-full object-cover"
            placeholderClassName="aspect-[3/1]"
            iconClassName="size-12"
          />
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-yellow-100 px-3 py-1 text-sm font-semibold text-yellow-900">
            {activity.categoryLabel}
          </span>
          <span className="rounded-full bg-neutral-100 px-3 py-1 text-sm font-semibold text-neutral-800">
            {formatPrice(activity.price, lang)}
          </span>
          <PlacesBadge placesLeft={activity.placesLeft} className="px-3 text-sm font-semibold" />
          {hashtags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('filters.tagsLabel')}>
              {hashtags.map((tag) => (
                <li key={tag}>
                  {/* A stored tag opens the list filtered by it; a keyword the card shows in its place
                      (no tags stored) searches for it. */}
                  <Link
                    to={`/activities?${activity.tagList.includes(tag) ? 'tag' : 'zoek'}=${encodeURIComponent(tag)}`}
                    aria-label={t('detail.tagLink', { tag: tagLabel(tag, lang) })}
                    className="inline-flex items-center rounded-md border border-neutral-200 px-2 py-0.5 text-sm text-neutral-700 hover:border-neutral-900 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
                  >
                    <Hash className="size-3" aria-hidden="true" />
                    {tagLabel(tag, lang)}
                  </Link>
                </li>
              ))}
              {moreTags > 0 ? (
                <li className="rounded-md border border-neutral-200 px-2 py-0.5 text-sm text-neutral-700">
                  <span aria-hidden="true">{t('detail.moreTags', { count: moreTags })}</span>
                  <span className="sr-only">{t('detail.moreTagsLabel', { count: moreTags })}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {user ? <FavoriteButton activityId={activity.id} /> : null}
            {/* One activity as a calendar file (every session, in Amsterdam time) for any calendar app. */}
            <Button asChild variant="outline" size="sm">
              <a href={`/api/activities/${activity.id}.ics${lang === 'nl' ? '' : `?lang=${lang}`}`} download>
                <CalendarPlus aria-hidden="true" />
                {t('detail.addToCalendar')}
              </a>
            </Button>
            <ShareMenu activityId={activity.id} title={activity.title} />
          </div>
        </div>

        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-neutral-900 sm:text-4xl">
            {title}
          </h1>
          {activity.subtitle ? <p className="mt-2 text-lg text-neutral-700">{activity.subtitle}</p> : null}
          {/* The stars say what they measure: without a word beside them they read as a review. */}
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <span className="font-semibold text-neutral-900">{t('detail.scoreLabel')}</span>
            <StarRating value={activity.ontmoetingsscore} starClassName="size-5" />
            <span className="font-semibold text-neutral-800" aria-hidden="true">
              {t('detail.scoreValue', { value: activity.ontmoetingsscore })}
            </span>
            <MeetingScoreExplainer />
          </p>
        </header>
      </div>

      <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
          <DetailFacts activity={activity} />
          {chosen.recurring && chosen.dates.length > 0 ? (
            <DateChoice dates={chosen.dates} value={chosen.date} onChange={chosen.choose} />
          ) : chosen.info ? (
            <DatePlaces date={chosen.info} />
          ) : null}
          <ComingAloneNotes
            activityId={activity.id}
            date={chosen.date}
            info={chosen.info}
            activityWelcomer={activity.welcomer}
            signedIn={Boolean(user)}
          />
          {user ? (
            <RegistrationButton activityId={activity.id} title={title} chosen={chosen} />
          ) : (
            <JoinPrompt />
          )}
        </div>
        {user ? (
          <ParticipantsSection
            activityId={activity.id}
            currentUserId={user.id}
            date={chosen.date}
            ready={chosen.ready}
          />
        ) : (
          <ParticipantCount count={chosen.info?.going ?? activity.participantCount} />
        )}
        {user ? <CompanySection activityId={activity.id} date={chosen.date} ready={chosen.ready} /> : null}
        {user && mayManagePortal(user, activity.portalId) ? (
          <OrganiserSection activityId={activity.id} date={chosen.date} ready={chosen.ready} />
        ) : null}
      </aside>

      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-xl font-bold">
            {t('detail.description')}
          </h2>
          <div className="mt-2 whitespace-pre-line leading-relaxed text-neutral-800">
            {activity.description || t('detail.noDescription')}
          </div>
        </section>

        <DetailFacets facets={activity.facets} />

        {keywords.length > 0 ? (
          <section aria-labelledby="keywords-title">
            <h2 id="keywords-title" className="text-xl font-bold">
              {t('detail.keywords')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {keywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-neutral-100 px-3 py-1 text-sm text-neutral-800">
                  {keyword}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <ScoreNote
          id="score-title"
          title={t('detail.scoreTitle')}
          heading="h2"
          as="section"
          className="rounded-2xl bg-yellow-50/70"
          headingClassName="text-xl font-bold"
        >
          <p className="mt-1 text-sm text-neutral-700">{t('detail.scoreIntro')}</p>
          <p className="mt-3 flex items-center gap-2">
            <StarRating value={activity.ontmoetingsscore} />
            <span className="text-sm font-semibold" aria-hidden="true">
              {t('detail.scoreValue', { value: activity.ontmoetingsscore })}
            </span>
          </p>
          {activity.ontmoetingsscoreExplanation ? (
            <p className="mt-3 leading-relaxed text-neutral-800">{activity.ontmoetingsscoreExplanation}</p>
          ) : null}
        </ScoreNote>
      </div>
    </article>
  );
}
