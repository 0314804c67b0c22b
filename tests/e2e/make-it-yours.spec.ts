import { expect, test } from '@playwright/test';
import { DEFAULT_CONTACT, DEFAULT_IDENTITY } from '../../src/domain/site/settings';
import { DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #47: an operator takes the site live under their own name without code. An administrator renames
// the site, uploads a logo, changes the contact address and a partner in the admin area; a visitor then
// sees them on home, in the footer, on the business page, on a share page and in the widget, in Dutch
// and English. It renames the whole site, so it runs after every other journey (playwright.config.ts:
// project 'site-identity') and puts everything back at the end.

const NAME = 'Samen in Tilburg';
const EMAIL = 'hallo@samenintilburg.nl';
const PARTNER = 'Museum Het Lichthuis';
const RENAMED_PARTNER = 'Textielmuseum Tilburg';

test('an administrator makes the site theirs and a visitor sees it everywhere', async ({ page, browser }) => {
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  try {
    await page.goto('/admin/settings');
    const identity = page.getByRole('region', { name: 'Naam en uiterlijk' });
    await identity.getByLabel('Naam van de site').fill(NAME);
    await identity.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText(`Instellingen van ${NAME}.`)).toBeVisible();

    await identity.locator('input[type="file"]').setInputFiles('tests/fixtures/import/poster.png');
    await expect(identity.getByRole('img', { name: 'Huidig logo' })).toBeVisible();

    const contact = page.getByRole('region', { name: 'Contactgegevens' });
    await contact.getByLabel('E-mailadres').fill(EMAIL);
    await contact.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Instellingen opgeslagen').first()).toBeVisible();

    await page.goto('/admin/partners');
    await page.getByRole('button', { name: `Bewerk ${PARTNER}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Naam', { exact: true }).fill(RENAMED_PARTNER);
    await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(dialog).toBeHidden();

    // A visitor, signed out, in Dutch.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor).toHaveTitle(new RegExp(NAME));
    await expect(visitor.getByRole('banner').getByText(NAME)).toBeVisible();
    await expect(visitor.getByRole('banner').locator('img[src*="/api/images/"]')).toBeVisible();
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${NAME}`)).toBeVisible();
    await visitor.goto('/zakelijk');
    await expect(visitor.getByText(RENAMED_PARTNER).first()).toBeVisible();
    await expect(visitor.getByText(PARTNER, { exact: true })).toHaveCount(0);
    await visitor.goto('/contact');
    await expect(visitor.getByRole('link', { name: EMAIL }).first()).toBeVisible();

    // A share page and the widget, as other sites and link previews read them.
    const [first] = (await (await visitor.request.get('/api/activities?limit=1')).json()) as { id: number }[];
    const share = await (await visitor.request.get(`/meta/${first!.id}`)).text();
    expect(share).toContain(`<meta property="og:site_name" content="${NAME}">`);
    await visitor.goto('/iframe/activities');
    await expect(visitor.getByText(`Bekijk alle activiteiten op ${NAME}`)).toBeVisible();

    // The same in English.
    const english = await browser.newPage();
    await english.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
    await english.goto('/');
    await expect(english.getByRole('banner').getByText(NAME)).toBeVisible();
    await expect(english.getByRole('contentinfo').getByRole('link', { name: EMAIL })).toBeVisible();
    await english.goto('/iframe/activities?lang=en');
    await expect(english.getByText(`View all activities on ${NAME}`)).toBeVisible();
    await visitor.close();
    await english.close();
  } finally {
    // Everything back as the demo site has it.
    await page.request.put('/api/settings', {
      data: { identity: DEFAULT_IDENTITY, contact: DEFAULT_CONTACT },
    });
    await page.request.delete('/api/settings/logo');
    const partners = (await (await page.request.get('/api/partners?all=true')).json()) as {
      id: number;
      name: string;
    }[];
    const renamed = partners.find((partner) => partner.name === RENAMED_PARTNER);
    if (renamed) {
      const full = partners.find((partner) => partner.id === renamed.id) as Record<string, unknown>;
      await page.request.put(`/api/partners/${renamed.id}`, {
        data: { ...partnerInput(full), name: PARTNER },
      });
    }
  }
});

test('while registration is closed, a newcomer joins through an invitation link, once', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  try {
    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: 'Iedereen mag zich registreren' }).click();
    await expect(page.getByText('Registratie kan nu alleen op uitnodiging').first()).toBeVisible();
    const card = page.getByRole('region', { name: 'Uitnodigingen' });
    await card.getByRole('button', { name: 'Maak uitnodiging' }).click();
    const link = await card.getByLabel('Uitnodigingslink').inputValue();
    expect(link).toContain('/auth?tab=register&uitnodiging=');
    await expect(card.getByText(/Werkt tot/)).toBeVisible();

    const newcomer = await browser.newPage();
    await newcomer.goto('/auth?tab=register');
    await expect(newcomer.getByText(/Je kunt nu alleen lid worden met een uitnodiging/)).toBeVisible();
    await expect(newcomer.getByRole('form', { name: 'Registreren' })).toHaveCount(0);

    await newcomer.goto(new URL(link).pathname + new URL(link).search);
    const username = `genodigd-${Date.now().toString(36)}`;
    const form = newcomer.getByRole('form', { name: 'Registreren' });
    await form.getByLabel('Gebruikersnaam').fill(username);
    await form.getByLabel('E-mailadres').fill(`${username}@example.org`);
    await form.getByLabel('Wachtwoord', { exact: true }).fill('Meedoen-Test-Wachtwoord-1!');
    await form.getByLabel('Bevestig wachtwoord').fill('Meedoen-Test-Wachtwoord-1!');
    await form.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(newcomer.getByText('Registratie gelukt').first()).toBeVisible();
    await newcomer.close();

    // The link has done its work: a second person gets the reason, in their language.
    const second = await browser.newPage();
    await second.goto(new URL(link).pathname + new URL(link).search);
    const again = second.getByRole('form', { name: 'Registreren' });
    await again.getByLabel('Gebruikersnaam').fill(`${username}-2`);
    await again.getByLabel('E-mailadres').fill(`${username}-2@example.org`);
    await again.getByLabel('Wachtwoord', { exact: true }).fill('Meedoen-Test-Wachtwoord-1!');
    await again.getByLabel('Bevestig wachtwoord').fill('Meedoen-Test-Wachtwoord-1!');
    await again.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(second.getByText(/verlopen of al gebruikt/).first()).toBeVisible();
    await second.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Uitnodigingen' }).getByText('Gebruikt')).toBeVisible();
  } finally {
    await page.request.put('/api/settings', { data: { registrationOpen: true } });
  }
});

/** A partner as the API answers it, as the PUT body takes it. */
function partnerInput(partner: Record<string, unknown>) {
  const description = partner.description as { nl: string; en: string };
  const portal = partner.portal as { id: number } | null;
  return {
    name: partner.name,
    town: partner.town ?? '',
    description,
    colour: partner.colour,
    websiteUrl: partner.websiteUrl ?? '',
    portalId: portal?.id ?? null,
    shown: partner.shown,
    position: partner.position,
  };
}
