import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { filtersFromAssistant } from '../assistant-filters';
import { ActivityResults } from '../components/activity-results';
import { FilterBar } from '../components/filter-bar';
import { ASSISTANT_HASH, ListActions } from '../components/list-actions';
import { ProposeLink } from '../components/propose-link';
import { filtersForViewer, filtersToParams } from '../filter-state';
import { useActivityFilters } from '../use-activity-filters';

const SEARCH_DEBOUNCE_MS = 300;

// Only members who open it load the assistant (and the answer's schema, which brings zod): 30 KB of
// gzip the list's first load does without.
const SearchAssistant = lazy(async () => ({
  default: (await import('../components/search-assistant')).SearchAssistant,
}));

export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  useDocumentTitle(t('common:documentTitle.activities'));
  const lang = useLanguage();
  const { data: user } = useCurrentUser();
  const stored = useActivityFilters();
  // The list is public; Favorieten is for members only (spec 6), and a visitor never sends it.
  const isMember = Boolean(user);
  const filters = filtersForViewer(stored.filters, isMember);
  const { update } = stored;
  const search = useDebouncedValue(filters.searchQuery, SEARCH_DEBOUNCE_MS);
  const params = filtersToParams(filters, search);
  // Back from logging in through the visitor's prompt, the assistant is open.
  const [assistantOpen, setAssistantOpen] = useState(() => window.location.hash === ASSISTANT_HASH);

  return (
    <div className="bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-14">
        <PageHeading title={t('list.title')} intro={t('list.intro')} className="max-w-3xl" />
        {isMember ? <ProposeLink /> : null}
        <FilterBar filters={filters} onChange={update} canFilterFavorites={isMember} />
        <ListActions
          filters={filters}
          lang={lang}
          canEmbed={user?.isAdmin === true}
          onOpenAssistant={isMember ? () => setAssistantOpen(true) : undefined}
        />
        {assistantOpen && isMember ? (
          <Suspense fallback={null}>
            <SearchAssistant
              onAnswer={(answer) => update(filtersFromAssistant(answer))}
              onClose={() => setAssistantOpen(false)}
            />
          </Suspense>
        ) : null}
        <ActivityResults params={params} lang={lang} />
      </div>
    </div>
  );
}
