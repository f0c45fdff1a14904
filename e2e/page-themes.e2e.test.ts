import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { apiCall, createEventViaApi, createFreeTicketViaApi, createOrganizerViaApi } from './support/events';
import { registerViaApi, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

const THEMES = [
  { name: 'Midnight (dark)', accent: '#818cf8', background: '#0f172a', mode: 'dark' },
  { name: 'Sunset (light)', accent: '#c2410c', background: '#fff7ed', mode: 'light' },
  // What an organizer may well publish: a pale accent on white. The pages must still read at AA.
  { name: 'a low-contrast accent', accent: '#ffd166', background: '#ffffff', mode: 'light' },
] as const;

const SECTIONS = [
  { id: 'hero', type: 'hero' },
  { id: 'tickets', type: 'tickets' },
  { id: 'about', type: 'about' },
  {
    id: 'schedule',
    type: 'schedule',
    items: [{ time: '19:00', title: 'Doors', description: 'Drinks at the bar.' }],
  },
  { id: 'speakers', type: 'speakers', items: [{ name: 'Ada Lovelace', role: 'Keynote', image_id: null, link: null }] },
  { id: 'faq', type: 'faq', items: [{ question: 'Can I bring a friend?', answer: 'Yes, with a ticket.' }] },
];
const ORGANIZER_SECTIONS = [
  { id: 'hero', type: 'hero' },
  { id: 'about', type: 'about' },
  { id: 'events', type: 'events' },
  { id: 'faq', type: 'faq', items: [{ question: 'Do you sell at the door?', answer: 'Sometimes.' }] },
  { id: 'contact', type: 'contact' },
];

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('themed public pages (issue 29)', () => {
  it('read at WCAG AA under three themes: axe finds no contrast violation on the event and organizer pages', async (context) => {
    const seller = await openPage(context, browser);
    await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Rin', email: uniqueEmail('themes') });
    const call = <T>(method: 'PATCH' | 'PUT', path: string, data?: unknown) =>
      apiCall<T>(seller.browserContext, server.baseUrl, method, path, data);
    const organizer = await createOrganizerViaApi(seller.browserContext, server.baseUrl, 'Lantern Hall');
    const event = await createEventViaApi(seller.browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Lantern Nights',
    });
    await createFreeTicketViaApi(seller.browserContext, server.baseUrl, event.id);
    await call('PATCH', `events/${event.id}/settings`, { homepage_sections: SECTIONS });
    await call('PATCH', `organizers/${organizer.id}/settings`, { homepage_sections: ORGANIZER_SECTIONS });
    await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    await server.services.database.query(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);

    const { page } = await openPage(context, browser);
    for (const theme of THEMES) {
      const settings = {
        accent: theme.accent,
        background: theme.background,
        mode: theme.mode,
        background_type: 'COLOR',
      };
      await call('PATCH', `events/${event.id}/settings`, { homepage_theme_settings: settings });
      await call('PATCH', `organizers/${organizer.id}/settings`, { homepage_theme_settings: settings });

      await page.goto(`${server.baseUrl}/event/${event.id}/lantern-nights`);
      await page.getByRole('heading', { name: 'Lantern Nights', level: 1 }).waitFor();
      await page.getByText('Can I bring a friend?').waitFor();
      expect(await backgroundOf(page), theme.name).toBe(rgb(theme.background));
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), theme.name).toBe(
        theme.mode,
      );
      // The FAQ opens with the keyboard (a native disclosure), and what it shows is checked too.
      await page.getByText('Can I bring a friend?').focus();
      await page.keyboard.press('Enter');
      await page.getByText('Yes, with a ticket.').waitFor();
      expect({ theme: theme.name, page: 'event', violations: await axeViolations(page, contrastOnly) }).toEqual({
        theme: theme.name,
        page: 'event',
        violations: [],
      });

      await page.goto(`${server.baseUrl}/events/${organizer.id}/lantern-hall`);
      await page.getByRole('heading', { name: 'Lantern Hall', level: 1 }).waitFor();
      await page.getByTestId('organizer-event-card').first().waitFor();
      await page.getByText('Do you sell at the door?').waitFor();
      expect(await backgroundOf(page), theme.name).toBe(rgb(theme.background));
      expect({ theme: theme.name, page: 'organizer', violations: await axeViolations(page, contrastOnly) }).toEqual({
        theme: theme.name,
        page: 'organizer',
        violations: [],
      });
    }
  });
});

const contrastOnly = { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } };
