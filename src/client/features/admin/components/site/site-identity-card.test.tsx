import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '../../../../../../tests/helpers/fetch-stub';
import { DEFAULT_SITE_SETTINGS } from '../../../../lib/embedded-site-settings';
import { createQueryClient } from '../../../../lib/query-client';
import { SiteIdentityCard } from './site-identity-card';

// Admin → Instellingen's identity card with the real settings API module, the server stubbed at fetch.

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteIdentityCard settings={DEFAULT_SITE_SETTINGS} />
    </QueryClientProvider>,
  );
}

describe('the site identity card', () => {
  it('says at once whether text on the main colour is readable', async () => {
    stubFetch({});
    renderCard();
    const hex = screen.getByLabelText('Hoofdkleur als hexcode');
    expect(screen.getByRole('status').textContent).toMatch(/^Goed leesbaar: donkere tekst/);
    await userEvent.clear(hex);
    await userEvent.type(hex, '#777777');
    expect(screen.getByRole('status').textContent).toMatch(/^Niet leesbaar genoeg/);
  });

  it('sends the identity as the PUT body', async () => {
    const calls = stubFetch({ 'PUT /api/settings': { ...DEFAULT_SITE_SETTINGS, name: 'Samen in Tilburg' } });
    renderCard();
    const name = screen.getByLabelText('Naam van de site');
    await userEvent.clear(name);
    await userEvent.type(name, 'Samen in Tilburg');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      identity: {
        name: 'Samen in Tilburg',
        tagline: DEFAULT_SITE_SETTINGS.tagline,
        mainColour: DEFAULT_SITE_SETTINGS.mainColour,
      },
    });
  });

  it("shows the server's refusal beside its field", async () => {
    stubFetch({
      'PUT /api/settings': reply(400, {
        message: 'Controleer de velden.',
        issues: [{ path: 'identity.tagline.en', message: 'Deze tekst is te lang.' }],
      }),
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze tekst is te lang.')).toBeTruthy();
    expect(screen.getByLabelText('Korte omschrijving (Engels)').getAttribute('aria-invalid')).toBe('true');
  });
});
