import { CalendarDays, Clock, ExternalLink, Info, MapPin, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate, timeRange } from '../../../../domain/activities/card-text';
import type { ActivityDetail } from '../../../../domain/activities/response';
import { telephoneHref } from '../../../../domain/text';
import { useLanguage } from '../../../lib/i18n';
import { formatDate } from '../date-format';
import { mapsSearchUrl } from '../display';

const DETAIL_DATE = 'd MMM yyyy';

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-yellow-700 [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-neutral-900">{title}</h3>
        <div className="mt-0.5 text-sm text-neutral-700">{children}</div>
      </div>
    </div>
  );
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('activities');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium [overflow-wrap:anywhere] text-neutral-900 underline underline-offset-2 hover:decoration-2 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
    >
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('detail.opensNewTab')}</span>
    </a>
  );
}

/** When, what time, where, and the extra information block (spec 2.6). */
export function DetailFacts({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const recurring = activity.activityType === 'recurring';
  const date = (value: string | null) => formatDate(value, lang, DETAIL_DATE);
  const time = recurring
    ? timeRange(activity.recurringStartTime, activity.recurringEndTime)
    : timeRange(activity.startTime, activity.endTime);
  const start = date(recurring ? activity.recurringStartDate : activity.startDate);
  const end = date(recurring ? activity.recurringEndDate : activity.endDate);

  const extras: ({ label: string; value: ReactNode } | null)[] = [
    activity.websiteUrl
      ? {
          label: t('detail.website'),
          value: (
            <NewTabLink href={activity.websiteUrl}>
              {activity.websiteUrl.replace(/^https?:\/\//, '')}
            </NewTabLink>
          ),
        }
      : null,
    activity.contactPerson ? { label: t('detail.contactPerson'), value: activity.contactPerson } : null,
    activity.contactPhone
      ? {
          label: t('detail.phone'),
          value: (
            <a
              className="font-medium underline underline-offset-2"
              href={telephoneHref(activity.contactPhone)}
            >
              {activity.contactPhone}
            </a>
          ),
        }
      : null,
    activity.ticketUrl
      ? {
          label: t('detail.tickets'),
          value: <NewTabLink href={activity.ticketUrl}>{t('detail.ticketLink')}</NewTabLink>,
        }
      : null,
  ];
  const shownExtras = extras.filter((x) => x !== null);

  return (
    <div className="flex flex-col gap-5">
      {recurring ? (
        <Fact icon={<Repeat />} title={t('detail.recurring')}>
          {activity.recurrenceText ? (
            <p className="font-medium text-neutral-900">{activity.recurrenceText}</p>
          ) : null}
          {start ? <p>{end ? t('detail.runs', { start, end }) : t('detail.runsFrom', { start })}</p> : null}
          <p className="mt-2 font-medium text-neutral-900">{t('detail.nextDates')}</p>
          {activity.nextDates.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {activity.nextDates.map((d) => (
                <li key={d} className="rounded-md bg-yellow-50 px-2 py-0.5 text-neutral-900">
                  {formatShortDate(d, lang)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('detail.noNextDates')}</p>
          )}
        </Fact>
      ) : (
        <Fact icon={<CalendarDays />} title={t('detail.date')}>
          <p>{start && end && end !== start ? t('detail.dateRange', { start, end }) : (start ?? '—')}</p>
        </Fact>
      )}
      {time ? (
        <Fact icon={<Clock />} title={t('detail.time')}>
          <p>{time.end ? t('detail.timeRange', { start: time.start, end: time.end }) : time.start}</p>
        </Fact>
      ) : null}
      <Fact icon={<MapPin />} title={t('detail.location')}>
        <address className="not-italic">
          <span className="block font-medium text-neutral-900">{activity.meetingPoint}</span>
          <span className="block">{activity.streetAddress}</span>
          <span className="block">
            {activity.postalCode} {activity.city}
          </span>
        </address>
        <p className="mt-1">
          <NewTabLink href={mapsSearchUrl([activity.streetAddress, activity.city, activity.postalCode])}>
            {t('detail.openMaps')}
          </NewTabLink>
        </p>
      </Fact>
      {/* Only with something in it: an empty heading is one more thing to read past. */}
      {shownExtras.length > 0 ? (
        <Fact icon={<Info />} title={t('detail.extraInfo')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {shownExtras.map((item) => (
              <div key={item.label} className="contents">
                <dt className="text-neutral-600">{item.label}</dt>
                <dd className="min-w-0">{item.value}</dd>
              </div>
            ))}
          </dl>
        </Fact>
      ) : null}
    </div>
  );
}
