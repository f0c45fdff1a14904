import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import PO from 'pofile';
import { hashSecret } from '../../apps/server/src/lib/secrets';
import { seedOrder } from '../../apps/server/src/test-support/orders';
import type { TestServer } from '../../apps/server/src/test-support/test-server';
import { apiCall, createOrganizerViaApi } from './events';
import { createTicketViaApi, eventSellingTickets } from './orders';

/**
 * Every screen of spec §2 a person can open, with the ids of one world that has something on each: an organizer
 * with a live event, a paid ticket, completed and offline orders, a check-in list and a webhook. Shared by the
 * accessibility and the languages tours (issue 30).
 */
export type TTourWorld = {
  organizerId: string;
  organizerSlug: string;
  eventId: string;
  eventSlug: string;
  orderShortId: string;
  attendeeShortId: string;
  checkInListShortId: string;
  webhookId: string;
  /** The link of a person on the waiting list of the event's sold-out ticket. */
  waitlistToken: string;
};

/** Words of the world's own content: none may be a message of the app, or a leftover check would flag them. */
const CONTENT = {
  organizer: 'Lanterna Collective',
  event: 'Nocturne Aurelia',
  ticket: 'Aurelia pass',
  soldOutTicket: 'Aurelia balcony',
};
/**
 * Content the world's English-speaking seller got in their language and that reads like a message of the app: the
 * first ticket category of their events ("Tickets"). A reader of another language sees the seller's words there.
 */
const SELLER_CONTENT = new Set(['Tickets']);

export async function buildTourWorld(browserContext: BrowserContext, server: TestServer): Promise<TTourWorld> {
  const organizer = await createOrganizerViaApi(browserContext, server.baseUrl, CONTENT.organizer);
  const shop = await eventSellingTickets(browserContext, server, {
    title: CONTENT.event,
    organizerId: organizer.id,
    ticketTitle: CONTENT.ticket,
  });
  const completed = await shop.seed({ firstName: 'Ada', lastName: 'Kovač', email: 'ada.kovac@example.com' });
  await shop.seed({ firstName: 'Lin', lastName: 'Okafor', email: 'lin.okafor@example.com' }, { offline: true });
  await server.services.database.query(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
  const [attendee] = await apiCall<{ short_id: string }[]>(
    browserContext,
    server.baseUrl,
    'GET',
    `events/${shop.event.id}/attendees?query=Kova`,
  );
  const list = await apiCall<{ short_id: string }>(
    browserContext,
    server.baseUrl,
    'POST',
    `events/${shop.event.id}/check-in-lists`,
    { name: 'Porta nord', product_ids: [shop.ticket.id] },
  );
  const webhook = await apiCall<{ id: string }>(
    browserContext,
    server.baseUrl,
    'POST',
    `events/${shop.event.id}/webhooks`,
    {
      url: 'https://hooks.example.com/marquee',
      event_types: ['order.created'],
    },
  );
  const waitlistToken = await someoneWaiting(browserContext, server, shop.event.id);
  const event = await apiCall<{ slug: string }>(browserContext, server.baseUrl, 'GET', `events/${shop.event.id}`);
  const organizerRead = await apiCall<{ slug: string }>(
    browserContext,
    server.baseUrl,
    'GET',
    `organizers/${organizer.id}`,
  );
  return {
    organizerId: organizer.id,
    organizerSlug: organizerRead.slug,
    eventId: shop.event.id,
    eventSlug: event.slug,
    orderShortId: completed.shortId,
    attendeeShortId: attendee!.short_id,
    checkInListShortId: list.short_id,
    webhookId: webhook.id,
    waitlistToken,
  };
}

/** A second ticket, sold out, with one person on its waiting list; answers that person's link. */
async function someoneWaiting(browserContext: BrowserContext, server: TestServer, eventId: string): Promise<string> {
  const balcony = await createTicketViaApi(browserContext, server.baseUrl, eventId, {
    title: CONTENT.soldOutTicket,
    type: 'FREE',
    waitlist_enabled: true,
    prices: [{ price: 0, initial_quantity_available: 1 }],
  });
  const priceId = balcony.prices[0]!.id;
  await seedOrder(server.services.database, {
    eventId,
    lines: [{ productPriceId: priceId, quantity: 1 }],
    buyer: { firstName: 'Ines', lastName: 'Farrow', email: 'ines.farrow@example.com' },
  });
  const entry = await apiCall<{ id: string }>(
    browserContext,
    server.baseUrl,
    'POST',
    `public/events/${eventId}/waitlist`,
    {
      product_price_id: priceId,
      email: 'tomas.reyes@example.com',
      first_name: 'Tomás',
      last_name: 'Reyes',
      quantity: 1,
    },
  );
  // The real link only travels by email: give the entry one the tour knows.
  const token = 'tour'.padEnd(64, '7');
  await server.services.database.query('UPDATE waitlist_entries SET token_hash = $2 WHERE id = $1', [
    entry.id,
    hashSecret(token),
  ]);
  return token;
}

export type TTourRoute = { path: string; signedIn: boolean };

/** The back office: every screen of the Manage, Welcome, Account, Organizer and Event areas. */
export function backOfficeRoutes(world: TTourWorld): TTourRoute[] {
  const organizer = `/manage/organizer/${world.organizerId}`;
  const event = `/manage/event/${world.eventId}`;
  return [
    '/manage/events',
    '/manage/events/past',
    '/manage/profile',
    '/manage/profile/confirm-email-change/not-a-real-token',
    '/welcome',
    '/account/settings',
    '/account/taxes-and-fees',
    '/account/event-defaults',
    '/account/users',
    '/account/payment',
    '/account/api-keys',
    `${organizer}/dashboard`,
    `${organizer}/events`,
    `${organizer}/orders`,
    `${organizer}/reports`,
    `${organizer}/webhooks`,
    `${organizer}/settings`,
    `${organizer}/organizer-homepage-designer`,
    `${event}/dashboard`,
    `${event}/getting-started`,
    `${event}/settings`,
    `${event}/products`,
    `${event}/capacity-assignments`,
    `${event}/orders`,
    `${event}/attendees`,
    `${event}/waitlist`,
    `${event}/promo-codes`,
    `${event}/affiliates`,
    `${event}/questions`,
    `${event}/check-in`,
    `${event}/messages`,
    `${event}/webhooks`,
    `${event}/webhooks/${world.webhookId}/deliveries`,
    `${event}/widget`,
    `${event}/ticket-designer`,
    `${event}/ticket-designer/print`,
    `${event}/reports`,
    `${event}/report/product_sales`,
    `${event}/report/daily_sales_report`,
    `${event}/homepage-designer`,
  ].map((routePath) => ({ path: routePath, signedIn: true }));
}

/** What a buyer, a door and a visitor open: public pages, tickets, prints, sign-in screens, the error page. */
export function publicRoutes(world: TTourWorld): TTourRoute[] {
  const signedOut = [
    `/events/${world.organizerId}/${world.organizerSlug}`,
    `/events/${world.organizerId}/${world.organizerSlug}/past-events`,
    `/event/${world.eventId}/${world.eventSlug}`,
    `/widget/${world.eventId}`,
    `/checkout/${world.eventId}/${world.orderShortId}/summary`,
    `/order/${world.eventId}/${world.orderShortId}/print`,
    `/product/${world.eventId}/${world.attendeeShortId}`,
    `/product/${world.eventId}/${world.attendeeShortId}/print`,
    `/check-in/${world.checkInListShortId}`,
    `/waitlist/${world.waitlistToken}`,
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/reset-password/not-a-real-token',
    '/auth/accept-invitation/not-a-real-token',
    '/no-such-page',
  ].map((routePath) => ({ path: routePath, signedIn: false }));
  const staffOnly = [`/event/${world.eventId}/preview`, `/organizer/${world.organizerId}/preview`].map((routePath) => ({
    path: routePath,
    signedIn: true,
  }));
  return [...signedOut, ...staffOnly];
}

/**
 * Counts the page's requests in flight, so a tour can tell when a screen has loaded its data without waiting out
 * `networkidle`'s half second on every screen.
 */
export async function countRequests(browserContext: BrowserContext): Promise<void> {
  await browserContext.addInitScript(() => {
    const counted = window as unknown as { pendingRequests: number };
    counted.pendingRequests = 0;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      counted.pendingRequests++;
      try {
        return await original(...args);
      } finally {
        counted.pendingRequests--;
      }
    };
  });
}

/** Waits until no request is in flight and no loader is on screen, so a scan reads the screen a person reads. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () =>
        (window as unknown as { pendingRequests?: number }).pendingRequests === 0 &&
        !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'),
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => {});
  // Transitions (modals, collapses) and the render after the last answer end before anything is measured.
  await page.waitForTimeout(200);
}

/** Opens a route with a full page load. */
export async function openRoute(page: Page, baseUrl: string, routePath: string): Promise<void> {
  await page.goto(`${baseUrl}${routePath}`);
  await settle(page);
}

/** Moves the single-page app to another route as its links do, without reloading it. */
export async function navigateInApp(page: Page, routePath: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, routePath);
  await settle(page);
}

/** Stores the color scheme before any page script runs, as the app's toggle does. */
export async function useColorScheme(browserContext: BrowserContext, scheme: 'light' | 'dark'): Promise<void> {
  await browserContext.addInitScript((value) => localStorage.setItem('marquee-color-scheme', value), scheme);
}

type TLeftovers = { exact: Set<string>; patterns: RegExp[] };

const leftoverCache = new Map<string, TLeftovers>();
const catalogue = (locale: string) =>
  PO.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/locales', locale, 'messages.po'), 'utf8'),
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts that must not show in `locale`: every message its catalogue words differently, as the exact
 * string, or as a pattern when it has arguments ("{count} orders" → /^.+ orders$/). Plural and tagged messages are
 * left out: they render in pieces no line equals.
 */
function englishLeftovers(locale: string): TLeftovers {
  const known = leftoverCache.get(locale);
  if (known) return known;
  const leftovers: TLeftovers = { exact: new Set(), patterns: [] };
  const items = catalogue(locale).items.filter((item) => item.msgid);
  // The same English in two contexts ("Live" the status, "Live" Stripe's mode) may rightly stay English in one.
  const keptSomewhere = new Set(items.filter((item) => item.msgstr[0] === item.msgid).map((item) => item.msgid));
  // An English word that is the locale's own word for another message (French "Place" for "Seat") is not left over.
  const localeWords = new Set(items.map((item) => item.msgstr[0]));
  for (const item of items) {
    const english = item.msgid;
    if (keptSomewhere.has(english) || localeWords.has(english) || !item.msgstr[0] || !/\p{L}{2}/u.test(english))
      continue;
    if (/<\/?\d|, (plural|select|selectordinal),/.test(english)) continue;
    if (!english.includes('{')) leftovers.exact.add(english);
    else {
      const literal = english.replace(/\{[^{}]+\}/g, '\u0000');
      // At least two words of English outside the arguments, or the pattern matches anything.
      if ((literal.match(/\p{L}{2,}/gu) ?? []).length < 2) continue;
      leftovers.patterns.push(new RegExp(`^${literal.split('\u0000').map(escapeRegExp).join('.+')}$`, 'u'));
    }
  }
  leftoverCache.set(locale, leftovers);
  return leftovers;
}

const translations = new Map<string, Map<string, string>>();

/** `english` as `locale`'s catalogue words it (the English when it has no entry), to find what a person clicks. */
export function translated(locale: string, english: string): string {
  let known = translations.get(locale);
  if (!known) {
    known = new Map(
      catalogue(locale)
        .items.filter((item) => !item.msgctxt)
        .map((item) => [item.msgid, item.msgstr[0] ?? '']),
    );
    translations.set(locale, known);
  }
  return known.get(english) || english;
}

/** The texts a person reads or hears on the page: visible lines, placeholders, accessible names and titles. */
async function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** English messages of the app shown on the page although `locale` has its own words for them. */
export async function englishOnPage(page: Page, locale: string): Promise<string[]> {
  const leftovers = englishLeftovers(locale);
  const found = new Set<string>();
  for (const text of await textsOnPage(page)) {
    if (SELLER_CONTENT.has(text)) continue;
    if (leftovers.exact.has(text) || leftovers.patterns.some((pattern) => pattern.test(text))) found.add(text);
  }
  return [...found];
}
