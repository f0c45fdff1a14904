import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { SUPPORTED_LOCALES, toIntlLocale, type TLocale } from '@marquee/core';
import { launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/events';
import { PASSWORD, registerViaApi, uniqueEmail } from './support/identity';
import {
  backOfficeRoutes,
  buildTourWorld,
  countRequests,
  englishOnPage,
  navigateInApp,
  openRoute,
  translated,
  type TTourWorld,
} from './support/route-tour';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;
let world: TTourWorld;
let sellerEmail: string;
let eventStart: Date;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const seller = await browser.newContext();
  sellerEmail = uniqueEmail('languages');
  await registerViaApi(seller, server.baseUrl, { firstName: 'Noor', email: sellerEmail });
  world = await buildTourWorld(seller, server);
  // Offline payment only: the journey ends on the summary without a card form.
  await apiCall(seller, server.baseUrl, 'PATCH', `events/${world.eventId}/settings`, {
    payment_providers: ['OFFLINE'],
  });
  eventStart = new Date(
    (await apiCall<{ start_date: string }>(seller, server.baseUrl, 'GET', `events/${world.eventId}`)).start_date,
  );
  await seller.close();
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

async function visitor(context: TestContext, locale: TLocale) {
  const { page, browserContext } = await openPage(context, browser);
  await countRequests(browserContext);
  await browserContext.addCookies([{ name: 'locale', value: locale, url: server.baseUrl }]);
  return { page, browserContext };
}

/** Spaces as Intl writes them (no-break, narrow no-break) read as one plain space. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function expectNoEnglish(page: Page, locale: TLocale, screen: string) {
  expect({ screen, english: await englishOnPage(page, locale) }).toEqual({ screen, english: [] });
}

describe('the buyer journey in four languages (issue 30)', () => {
  it.for(['de', 'fr', 'zh-cn', 'tr'] as const)(
    'buys a ticket in %s with no English on screen, and dates and money in its format',
    { timeout: 120_000 },
    async (locale, context) => {
      const { page } = await visitor(context, locale);
      const say = (english: string) => translated(locale, english);
      const intlLocale = toIntlLocale(locale);
      const price = plain(new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR' }).format(25));
      // The day and month as the locale writes them inside a date ("13. Dezember", "12月13日").
      const month = new Intl.DateTimeFormat(intlLocale, {
        month: 'long',
        day: 'numeric',
        timeZone: 'Europe/Berlin',
      }).format(eventStart);

      await openRoute(page, server.baseUrl, `/event/${world.eventId}/${world.eventSlug}`);
      // Language tags are case-insensitive: zh-cn is zh-CN.
      expect((await page.evaluate(() => document.documentElement.lang)).toLowerCase()).toBe(intlLocale.toLowerCase());
      await expectNoEnglish(page, locale, 'event page');
      expect(plain(await page.locator('body').innerText())).toContain(price);
      expect(await page.locator('body').innerText()).toContain(month);

      await page.getByTestId('public-product').locator('input').first().fill('1');
      await page.getByRole('button', { name: say('Continue') }).click();
      await page.waitForURL(/\/details$/);
      await openRoute(page, server.baseUrl, new URL(page.url()).pathname);
      await expectNoEnglish(page, locale, 'details');
      await page.getByLabel(say('First name')).first().fill('Mei');
      await page.getByLabel(say('Last name')).first().fill('Öztürk');
      await page
        .getByLabel(new RegExp(`^${say('Email')}`))
        .first()
        .fill('mei@example.com');
      await page.getByLabel(say('Confirm email')).first().fill('mei@example.com');
      await page.getByRole('button', { name: say('Continue to payment') }).click();

      await page.waitForURL(/\/payment$/);
      await openRoute(page, server.baseUrl, new URL(page.url()).pathname);
      await expectNoEnglish(page, locale, 'payment');
      await page.getByRole('button', { name: say('Place order') }).click();

      await page.waitForURL(/\/summary$/);
      await openRoute(page, server.baseUrl, new URL(page.url()).pathname);
      await expectNoEnglish(page, locale, 'summary');
      expect(plain(await page.locator('body').innerText())).toContain(price);

      await page
        .getByRole('link', { name: say('View ticket') })
        .first()
        .click();
      await page.waitForURL(/\/product\/[^/]+\/[^/]+$/);
      await openRoute(page, server.baseUrl, new URL(page.url()).pathname);
      await expectNoEnglish(page, locale, 'ticket');
      expect(await page.locator('body').innerText()).toContain(month);
    },
  );
});

describe('the back office in every language (issue 30)', () => {
  it('shows no English on any back-office screen in any of the twelve other languages', async (context) => {
    const found: string[] = [];
    for (const locale of SUPPORTED_LOCALES.filter((candidate) => candidate !== 'en')) {
      const { page, browserContext } = await visitor(context, locale);
      const signedIn = await browserContext.request.post(`${server.baseUrl}/api/auth/login`, {
        data: { email: sellerEmail, password: PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      const [first, ...rest] = backOfficeRoutes(world);
      await openRoute(page, server.baseUrl, first!.path);
      for (const route of [first!, ...rest]) {
        if (route !== first) await navigateInApp(page, route.path);
        for (const english of await englishOnPage(page, locale)) found.push(`${locale} ${route.path}: "${english}"`);
      }
      await browserContext.close();
    }
    expect(found).toEqual([]);
  }, 900_000);
});
