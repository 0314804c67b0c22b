import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../../tests/helpers/fetch-stub';
import { renderRoutes } from '../../../../../tests/helpers/render-routes';
import type { PortalSummary } from '../../../../domain/portals';
import { useActivityFilters } from '../use-activity-filters';
import { FilterBar } from './filter-bar';
// The sheet's chunk in before the tests, as a phone fetches it at the first touch of 'Filters'.
import './filter-sheet';

// The list's filter bar (spec 2.5) with the filters kept in the address (issue #41, item 15), as the
// activities page wires them: the real bar and hook on a memory router, the portals and tags stubbed at
// fetch. The test browser is as narrow as a phone (no media query matches), so the controls are in the
// sheet behind 'Filters' and the active filters show as chips.

const CITIES: PortalSummary[] = [{ id: 1, name: 'Utrecht', slug: 'utrecht', type: 'city', city: 'Utrecht' }];
const ORGANISATIONS: PortalSummary[] = [
  { id: 2, name: 'Buurthuis De Boog', slug: 'de-boog', type: 'organization', city: 'Utrecht' },
];

function ListFilters() {
  const { filters, update } = useActivityFilters();
  return <FilterBar filters={filters} onChange={update} canFilterFavorites={false} />;
}

function renderFilterBar(address = '/activiteiten') {
  stubFetch({
    'GET /api/portals': (call) => (call.path.includes('type=city') ? CITIES : ORGANISATIONS),
    'GET /api/activities/tags': ['wandelen', 'koken'],
  });
  return renderRoutes([{ path: '/activiteiten', element: <ListFilters /> }], address);
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the sheet behind 'Filters' (its own chunk, so it arrives a moment later). */
async function openSheet(user: User) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

async function closeSheet(user: User, sheet: HTMLElement) {
  await user.click(within(sheet).getByRole('button', { name: 'Toon resultaten' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The chips of the filters that are on, as they read. */
const chips = () =>
  within(screen.queryByRole('list', { name: 'Gekozen filters' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('the filter bar and the address', () => {
  it('writes each chosen filter to the address and shows it as a chip; a chip removes it again', async () => {
    const { router, user } = renderFilterBar();
    const sheet = await openSheet(user);

    await user.click(within(sheet).getByRole('button', { name: 'Vandaag' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dateFilter=today'));

    await user.click(within(sheet).getByRole('combobox', { name: 'Categorie' }));
    await user.click(await screen.findByRole('option', { name: 'Sport & Bewegen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dateFilter=today&category=sport'));

    await user.click(within(sheet).getByRole('button', { name: 'Extra filters' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Alleen gratis activiteiten' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?dateFilter=today&category=sport&freeOnly=true'),
    );

    await user.click(within(sheet).getByRole('checkbox', { name: 'Alleen met plek' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?dateFilter=today&category=sport&freeOnly=true&placesLeft=true',
      ),
    );

    await closeSheet(user, sheet);
    expect(chips()).toEqual(['Vandaag', 'Sport & Bewegen', 'Gratis', 'Met plek']);
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toBe('Filters (4)');

    await user.click(screen.getByRole('button', { name: 'Filter Vandaag verwijderen' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=sport&freeOnly=true&placesLeft=true'),
    );
    expect(chips()).toEqual(['Sport & Bewegen', 'Gratis', 'Met plek']);
    await user.click(screen.getByRole('button', { name: 'Filter Met plek verwijderen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=sport&freeOnly=true'));
    expect(chips()).toEqual(['Sport & Bewegen', 'Gratis']);
  });

  it('clears every filter from the address and the chips', async () => {
    const { router, user } = renderFilterBar('/activiteiten?dateFilter=tomorrow&freeOnly=true&portalId=1');
    expect(await screen.findByText('Utrecht')).toBeTruthy();
    expect(chips()).toEqual(['Morgen', 'Utrecht', 'Gratis']);

    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await closeSheet(user, sheet);
    expect(chips()).toEqual([]);
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toBe('Filters');
  });

  it('opens an address with its filters selected, and writes it in the one order', async () => {
    const { router, user } = renderFilterBar(
      '/activiteiten?meetingScore=4&category=kunst-cultuur&dateFilter=weekend&page=2',
    );
    await waitFor(() => expect(chips()).toEqual(['Dit weekend', 'Kunst & Cultuur', '4 sterren of meer']));
    // Said in place, in the one order; a parameter that is not a filter stays.
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?page=2&dateFilter=weekend&category=kunst-cultuur&meetingScore=4',
      ),
    );

    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('button', { name: 'Dit weekend' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(sheet).getByRole('button', { name: 'Vandaag' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(sheet).getByRole('combobox', { name: 'Categorie' }).textContent).toBe('Kunst & Cultuur');
    // A score set elsewhere opens the extra filters, so it is seen.
    expect(within(sheet).getByRole('combobox', { name: 'Ontmoetingsscore' }).textContent).toContain(
      '4 sterren of meer',
    );
    expect(
      within(sheet)
        .getByRole('checkbox', { name: 'Alleen gratis activiteiten' })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });
});
