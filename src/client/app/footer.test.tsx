import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../tests/helpers/fetch-stub';
import { ContactInfoCard } from '../features/contact/components/contact-info-card';
import { DEFAULT_SITE_SETTINGS } from '../lib/embedded-site-settings';
import { createQueryClient } from '../lib/query-client';
import { Footer } from './footer';

// The footer and the contact page's card show the operator's settings (GET /api/settings).

const settings = {
  ...DEFAULT_SITE_SETTINGS,
  name: 'Samen in Tilburg',
  tagline: { nl: 'Samen op pad in Tilburg', en: 'Out together in Tilburg' },
  contact: {
    email: 'hallo@samenintilburg.nl',
    phone: '013 555 12 34',
    address: 'Bibliotheek Tilburg\nKoningsplein 1\n5038 WG Tilburg',
    openingHours: { nl: 'Dinsdag: 10:00 – 16:00', en: 'Tuesday: 10:00 – 16:00' },
  },
};

function renderWithSettings() {
  stubFetch({ 'GET /api/settings': settings });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Footer />
          <ContactInfoCard />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the operator's settings in the footer and on the contact page", () => {
  it('show the name, tagline and contact details', async () => {
    renderWithSettings();
    expect(await screen.findByText('Samen op pad in Tilburg')).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Samen in Tilburg. Alle rechten voorbehouden.`),
    ).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: 'hallo@samenintilburg.nl' })) {
      expect(link.getAttribute('href')).toBe('mailto:hallo@samenintilburg.nl');
    }
    for (const link of screen.getAllByRole('link', { name: '013 555 12 34' })) {
      expect(link.getAttribute('href')).toBe('tel:0135551234');
    }
    expect(screen.getAllByText('Koningsplein 1')).toHaveLength(2);
    expect(screen.getByText('Dinsdag: 10:00 – 16:00')).toBeTruthy();
    expect(screen.queryByText('info@meedoen.nl')).toBeNull();
  });
});
