import { CalendarPlus, ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EMBED_TITLE } from '../../../../domain/embed';
import type { Portal } from '../../../../domain/portals';
import { CopyField } from '../../../components/copy-field';
import { NotFound } from '../../../components/dead-end';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ActivityResults } from '../components/activity-results';
import type { FixedPortal } from '../components/date-and-view-filters';
import { FilterBar } from '../components/filter-bar';
import { calendarFeedUrl, DEFAULT_EMBED } from '../embed-code';
import { iframeSnippet, widgetUrl } from '../embed-widget-code';
import { type ActivityFilters, DEFAULT_FILTERS, filtersForViewer, filtersToParams } from '../filter-state';
import { usePortalBySlug } from '../portal-api';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A city's or organisation's own page (issue #44): who they are, their activities with the list's
 * filters (the portal fixed), and what they can take to their own site: the widget's code and the
 * calendar address. The server writes its title and description into the head for search engines.
 */
export function PortalPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('portal-page');
  const query = usePortalBySlug(slug);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(query.data ? query.data.name : missing ? t('common:documentTitle.notFound') : undefined);
  if (query.isPending) return <LoadingState label={t('loading')} className="py-24" />;
  if (missing) {
    // The app's not-found page, in place: an unknown short name is simply not there.
    return <NotFound />;
  }
  if (!query.data) {
    return (
      <ErrorState
        title={t('loadError')}
        text={query.error instanceof Error ? query.error.message : t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        className="py-24"
      />
    );
  }
  return <PortalView portal={query.data} />;
}

function PortalView({ portal }: { portal: Portal }) {
  const { t } = useTranslation('portal-page');
  const lang = useLanguage();
  const { data: user } = useCurrentUser();
  const fixed: FixedPortal = portal.type === 'city' ? 'selectedPortalId' : 'selectedOrganizationId';
  const only: ActivityFilters = { ...DEFAULT_FILTERS, [fixed]: portal.id };
  const [chosen, setChosen] = useState<ActivityFilters>(only);
  // Whatever is chosen or cleared, the page stays this portal's.
  const update = (patch: Partial<ActivityFilters>) =>
    setChosen((now) => ({ ...now, ...patch, [fixed]: portal.id }));
  const filters = filtersForViewer(chosen, Boolean(user));
  const search = useDebouncedValue(filters.searchQuery, SEARCH_DEBOUNCE_MS);
  const origin = window.location.origin;
  const webcal = calendarFeedUrl(origin, only, lang);
  const feed = webcal.replace(/^webcal:/, origin.startsWith('https:') ? 'https:' : 'http:');
  const widget = iframeSnippet(
    widgetUrl(origin, { ...DEFAULT_EMBED, filters: only, lang }),
    EMBED_TITLE[lang],
  );

  return (
    <div className="bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:py-14">
        <header className="flex flex-col gap-5 md:flex-row md:items-start">
          {portal.imageUrl ? (
            <img
              src={portal.imageUrl}
              alt=""
              className="aspect-video w-full rounded-2xl object-cover md:w-80"
              width={320}
              height={180}
            />
          ) : null}
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
              {t(portal.type === 'city' ? 'typeCity' : 'typeOrganization')}
            </p>
            <h1 className="text-3xl font-bold tracking-tight break-words md:text-4xl">{portal.name}</h1>
            {portal.city && portal.type !== 'city' ? (
              <p className="flex items-center gap-1 text-neutral-700">
                <MapPin className="size-4" aria-hidden="true" />
                {portal.city}
              </p>
            ) : null}
            {portal.description ? (
              <p className="max-w-3xl whitespace-pre-line text-neutral-800">{portal.description}</p>
            ) : null}
            {portal.websiteUrl ? (
              <p>
                <a
                  href={portal.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
                >
                  {t('website', { name: portal.name })}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t('newWindow')}</span>
                </a>
              </p>
            ) : null}
          </div>
        </header>

        <section aria-labelledby="portal-activities" className="flex flex-col gap-6">
          <h2 id="portal-activities" className="text-2xl font-bold tracking-tight">
            {t('activitiesTitle')}
          </h2>
          <FilterBar
            filters={filters}
            onChange={update}
            canFilterFavorites={Boolean(user)}
            fixedPortal={fixed}
          />
          <ActivityResults params={filtersToParams(filters, search)} lang={lang} />
        </section>

        <section
          aria-labelledby="portal-take-along"
          className="grid gap-8 rounded-2xl border border-neutral-200 bg-white p-5 md:grid-cols-2"
        >
          <h2 id="portal-take-along" className="text-2xl font-bold tracking-tight md:col-span-2">
            {t('takeAlongTitle')}
          </h2>
          <div className="flex min-w-0 flex-col gap-3">
            <h3 className="text-lg font-semibold">{t('calendarTitle')}</h3>
            <p className="text-neutral-700">{t('calendarText', { name: portal.name })}</p>
            <CopyField label={t('calendarLabel')} value={feed} rows={2} copyLabel={t('copyCalendar')} />
            <div>
              <Button asChild size="sm">
                <a href={webcal}>
                  <CalendarPlus aria-hidden="true" />
                  {t('subscribe')}
                </a>
              </Button>
            </div>
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <h3 className="text-lg font-semibold">{t('widgetTitle')}</h3>
            <p className="text-neutral-700">{t('widgetText', { name: portal.name })}</p>
            <CopyField label={t('widgetLabel')} value={widget} rows={5} copyLabel={t('copyWidget')} />
          </div>
        </section>
      </div>
    </div>
  );
}
