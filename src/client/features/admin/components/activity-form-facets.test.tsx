import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../../tests/helpers/fetch-stub';
import { createQueryClient } from '../../../lib/query-client';
import { ActivityFormDialog } from './activity-form-dialog';

// The dialog's 'Toegankelijkheid en meer' (issue #45) as an organiser uses it: a box per facet with
// its explanation, ticked with the keyboard or the mouse, 'Gratis' following the price, and the facets
// in the payload.

function renderNewActivityForm() {
  const calls = stubFetch({
    'GET /api/portals/overview': [
      { id: 4, name: 'Utrecht', slug: 'utrecht', type: 'city', city: 'Utrecht', activityCount: 0 },
    ],
    'GET /api/admin/helpers': {
      translation: { available: false, provider: null },
      coverGeneration: 'offline',
    },
    'POST /api/activities': { id: 12, title: 'Wandelclub' },
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <ActivityFormDialog open activityId={null} onClose={vi.fn()} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    calls,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;

describe('the activity dialog’s facets', () => {
  it('offers every facet with its explanation, ticks by keyboard and mouse, and sends them', async () => {
    const { calls, user } = renderNewActivityForm();
    await screen.findByRole('form', { name: 'Nieuwe activiteit' });
    await user.click(tab('Details'));

    const group = screen.getByRole('group', { name: 'Toegankelijkheid en meer' });
    const wheelchair = within(group).getByRole('checkbox', { name: 'Rolstoeltoegankelijk' });
    expect(wheelchair.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(wheelchair.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'De ingang en het toilet zijn toegankelijk met een rolstoel.',
    );
    // 'Gratis' follows from the price (the default: Gratis): shown ticked, not to be changed by hand.
    const free = within(group).getByRole('checkbox', { name: 'Gratis' });
    expect(free.getAttribute('aria-checked')).toBe('true');
    expect(free).toHaveProperty('disabled', true);
    expect(within(group).getByText('Volgt uit de prijs: deze activiteit is gratis.')).toBeTruthy();

    wheelchair.focus();
    await user.keyboard(' ');
    expect(wheelchair.getAttribute('aria-checked')).toBe('true');
    await user.click(within(group).getByText('Rustig'));
    expect(within(group).getByRole('checkbox', { name: 'Rustig' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('combobox', { name: /^Categorie/ }));
    await user.click(await screen.findByRole('option', { name: 'Sport & Bewegen' }));
    await user.click(field('Titel'));
    await user.paste('Wandelclub');
    await user.click(tab('Locatie'));
    for (const [label, text] of [
      ['Trefpunt', 'Bij de ingang'],
      ['Straatnaam en huisnummer', 'Dorpsstraat 1'],
      ['Postcode', '3511 AB'],
      ['Plaats', 'Utrecht'],
    ] as const) {
      await user.click(field(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Activiteit aanmaken' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/activities')).toHaveLength(1),
    );
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/activities')?.body;
    expect(body).toMatchObject({ facets: ['wheelchair', 'quiet'] });
  }, 90_000);
});
