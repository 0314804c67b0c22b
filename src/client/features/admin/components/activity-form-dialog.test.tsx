import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, type StubAnswer, stubFetch } from '../../../../../tests/helpers/fetch-stub';
import type { PortalOverview } from '../../../../domain/portals';
import { createQueryClient } from '../../../lib/query-client';
import type { AdminHelpers } from '../api';
import { ActivityFormDialog } from './activity-form-dialog';

// The admin's activity form (spec 4.2) as the admin uses it: the real dialog with its tabs, hooks and
// API module, on a memory router and a fresh QueryClient, with the server stubbed at fetch. What the
// journeys only pass through: the issues per tab, the recurrence preview, the payload sent, the price
// and the import.

const PORTALS: PortalOverview[] = [
  { id: 4, name: 'Utrecht', slug: 'utrecht', type: 'city', city: 'Utrecht', activityCount: 0 },
];
const HELPERS: AdminHelpers = {
  translation: { available: false, provider: null },
  coverGeneration: 'offline',
};

function renderNewActivityForm(answers: Record<string, StubAnswer> = {}) {
  const calls = stubFetch({
    'GET /api/portals/overview': PORTALS,
    'GET /api/admin/helpers': HELPERS,
    ...answers,
  });
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/admin/activiteiten',
        element: <ActivityFormDialog open activityId={null} onClose={onClose} />,
      },
    ],
    { initialEntries: ['/admin/activiteiten'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    calls,
    onClose,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** The form, once the portals have arrived. */
const form = () => screen.findByRole('form', { name: 'Nieuwe activiteit' });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control of a field by its label, exactly (a required field's label ends in a star). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escaped(label)}\\*?$`)) as HTMLInputElement;

/** Types into a field at once (a paste: one input event, as fast as the form's checks allow). */
async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Chooses an option of a Radix select by the select's label. */
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${escaped(label)}\\*?$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills what a new activity needs besides the defaults (portal Utrecht, Gratis, one-time). */
async function fillRequired(user: User) {
  await choose(user, 'Categorie', 'Sport & Bewegen');
  await fill(user, 'Titel', 'Wandelclub');
  await user.click(tab('Locatie'));
  await fill(user, 'Trefpunt', 'Bij de ingang');
  await fill(user, 'Straatnaam en huisnummer', 'Dorpsstraat 1');
  await fill(user, 'Postcode', '3511 AB');
  await fill(user, 'Plaats', 'Utrecht');
}

/** Monday 30 November 2026 in Amsterdam; only the clock is faked, so the form's timers run as usual. */
function onMonday30November() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T10:00:00+01:00'));
}

/** Details → Terugkerend: the series' fields and the preview of its next dates. */
async function makeRecurring(user: User) {
  await user.click(tab('Details'));
  await user.click(screen.getByRole('radio', { name: 'Terugkerend' }));
}

/** What the recurrence preview says the series is. */
const sentence = (preview: HTMLElement) => within(preview).getByTestId('recurrence-sentence').textContent;
/** The dates the recurrence preview lists (yyyy-MM-dd). */
const previewDates = (preview: HTMLElement) =>
  within(preview)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('time')?.getAttribute('datetime'));

const posted = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/activities');

describe('the activity form dialog', () => {
  it('says what is required in Dutch, marks the tabs with issues and sends nothing', async () => {
    const { calls, user } = renderNewActivityForm();
    await form();
    await user.click(screen.getByRole('button', { name: 'Activiteit aanmaken' }));

    expect(await screen.findByText('Categorie is verplicht')).toBeTruthy();
    expect(screen.getByText('Titel is verplicht')).toBeTruthy();
    expect(screen.getByText('Plaats is verplicht')).toBeTruthy();
    // Basis and Locatie hold issues; Details and Media do not. The first tab with an issue is shown.
    expect(tab('Basis').getAttribute('aria-label')).toBe('Basis, bevat fouten');
    expect(tab('Locatie').getAttribute('aria-label')).toBe('Locatie, bevat fouten');
    expect(tab('Details').hasAttribute('data-invalid')).toBe(false);
    expect(tab('Media').hasAttribute('data-invalid')).toBe(false);
    expect(tab('Basis').getAttribute('aria-selected')).toBe('true');
    expect(posted(calls)).toEqual([]);
  });

  it('previews a recurring pattern: its sentence, the next dates and their weeks', async () => {
    onMonday30November();
    const { user } = renderNewActivityForm();
    await form();
    await makeRecurring(user);
    const preview = screen.getByRole('region', { name: 'Komende datums' });
    expect(sentence(preview)).toBe('Kies minstens één weekdag.');

    await user.click(screen.getByRole('checkbox', { name: 'dinsdag' }));
    await choose(user, 'Frequentie', 'Om de week');

    // "Om de week" picks the pattern of the next Tuesday (1 December, week 49): the odd weeks.
    expect(sentence(preview)).toBe('Om de week op dinsdag (oneven weken)');
    const dates = previewDates(preview);
    expect(dates).toEqual(['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-05', '2027-01-19']);
    expect(within(preview).getAllByRole('listitem')[0]?.textContent).toContain('wk 49');
    expect(within(preview).getByTestId('recurrence-year-end')).toBeTruthy();
  });

  it('previews the last weekday of the month among the monthly patterns', async () => {
    onMonday30November();
    const { user } = renderNewActivityForm();
    await form();
    await makeRecurring(user);
    await user.click(screen.getByRole('checkbox', { name: 'vrijdag' }));
    await choose(user, 'Frequentie', 'Maandelijks');
    await choose(user, 'Patroon', 'Laatste week van de maand');

    const preview = screen.getByRole('region', { name: 'Komende datums' });
    expect(sentence(preview)).toBe('De laatste vrijdag van de maand');
    // January 2027 has five Fridays, February four.
    const dates = previewDates(preview);
    expect(dates).toEqual(['2026-12-25', '2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30']);
  });

  it('edits a series of chosen dates: adds with the keyboard, removes, previews and sends them', async () => {
    onMonday30November();
    const { calls, onClose, user } = renderNewActivityForm({
      'POST /api/activities': { id: 12, title: 'Wandelclub' },
    });
    await form();
    await fillRequired(user);
    await makeRecurring(user);
    await choose(user, 'Frequentie', 'Gekozen data');
    // No weekdays, pattern or series bounds for chosen dates: the dates are the series.
    expect(screen.queryByRole('checkbox', { name: 'dinsdag' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Patroon' })).toBeNull();
    const preview = screen.getByRole('region', { name: 'Komende datums' });
    expect(sentence(preview)).toBe('Kies minstens één datum.');

    for (const date of ['2027-02-10', '2027-02-03', '2027-02-17']) {
      await user.type(field('Datum'), `${date}{Enter}`);
    }
    const chosen = within(screen.getByTestId('chosen-dates'));
    await user.click(chosen.getByRole('button', { name: 'Verwijder wo 10 feb 2027' }));
    expect(sentence(preview)).toBe('2 data: 3 feb, 17 feb');
    expect(previewDates(preview)).toEqual(['2027-02-03', '2027-02-17']);

    await user.click(screen.getByRole('button', { name: 'Activiteit aanmaken' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(calls)[0]?.body).toMatchObject({
      activityType: 'recurring',
      recurringFrequency: 'dates',
      recurringPattern: 'all',
      recurringDates: ['2027-02-03', '2027-02-17'],
      recurringDays: [],
    });
  });

  it('sends the payload of a valid form, free by default, and closes', async () => {
    const { calls, onClose, user } = renderNewActivityForm({
      'POST /api/activities': { id: 12, title: 'Wandelclub' },
    });
    await form();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Activiteit aanmaken' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(calls)).toHaveLength(1);
    const body = posted(calls)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      category: 'sport',
      title: 'Wandelclub',
      portalId: 4,
      ontmoetingsscore: '3',
      activityType: 'one-time',
      recurringDays: [],
      recurringFrequency: null,
      price: 'Gratis',
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      postalCode: '3511 AB',
      city: 'Utrecht',
      tags: [],
      websiteUrl: '',
    });
    // An unchanged picture is left alone.
    expect('imageId' in body).toBe(false);
  });

  it('refuses an own amount of 0 on the details tab, and sends one with the euro sign and two decimals', async () => {
    const { calls, user } = renderNewActivityForm({
      'POST /api/activities': { id: 12, title: 'Wandelclub' },
    });
    await form();
    await fillRequired(user);
    await user.click(tab('Details'));

    await choose(user, 'Prijs', 'Anders (eigen bedrag)');
    await fill(user, 'Eigen bedrag in euro', '0');
    await user.click(screen.getByRole('button', { name: 'Activiteit aanmaken' }));
    expect(await screen.findByText('Vul een bedrag boven € 0 in.')).toBeTruthy();
    expect(tab('Details').getAttribute('aria-label')).toBe('Details, bevat fouten');
    expect(posted(calls)).toEqual([]);

    await user.clear(field('Eigen bedrag in euro'));
    await fill(user, 'Eigen bedrag in euro', '12.5');
    await user.click(screen.getByRole('button', { name: 'Activiteit aanmaken' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({ price: '€12.50' });
  });

  it('fills the fields from an imported page', async () => {
    const { calls, user } = renderNewActivityForm({
      'POST /api/activities/import-from-url': {
        sourceUrl: 'https://www.example.nl/agenda/koor',
        title: 'Koorconcert',
        startDate: '2026-12-12',
        startTime: '20:00',
        city: 'Amersfoort',
        price: '€15',
      },
    });
    await form();
    await fill(user, 'Webpagina van de activiteit (URL)', 'https://www.example.nl/agenda/koor');
    await user.click(screen.getByRole('button', { name: 'Importeren van URL' }));

    await waitFor(() => expect(field('Titel').value).toBe('Koorconcert'));
    expect(calls.find((c) => c.path === '/api/activities/import-from-url')?.body).toEqual({
      url: 'https://www.example.nl/agenda/koor',
    });
    expect(field('Startdatum').value).toBe('2026-12-12');
    expect(field('Plaats').value).toBe('Amersfoort');
    expect(screen.getByRole('combobox', { name: 'Prijs' }).textContent).toBe('€15');
    expect(screen.getByRole('radio', { name: 'Enkele keer' })).toHaveProperty('checked', true);
  });
});
