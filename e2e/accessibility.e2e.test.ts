import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/events';
import { registerViaApi, uniqueEmail } from './support/identity';
import {
  backOfficeRoutes,
  buildTourWorld,
  countRequests,
  englishOnPage,
  openRoute,
  publicRoutes,
  settle,
  useColorScheme,
  type TTourWorld,
} from './support/route-tour';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;
let world: TTourWorld;
let sellerEmail: string;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what docs/accessibility.md promises. */
const WCAG_AA = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const seller = await browser.newContext();
  sellerEmail = uniqueEmail('a11y');
  await registerViaApi(seller, server.baseUrl, { firstName: 'Iris', email: sellerEmail });
  world = await buildTourWorld(seller, server);
  // Offline payment only: the keyboard journey ends on the summary without a card form.
  await apiCall(seller, server.baseUrl, 'PATCH', `events/${world.eventId}/settings`, {
    payment_providers: ['OFFLINE'],
  });
  await seller.close();
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** A browser in `scheme` reading `locale`, signed in as the seller when `signedIn`. */
async function visitor(context: TestContext, input: { scheme: 'light' | 'dark'; locale: string; signedIn: boolean }) {
  const { page, browserContext } = await openPage(context, browser);
  await countRequests(browserContext);
  await useColorScheme(browserContext, input.scheme);
  await browserContext.addCookies([{ name: 'locale', value: input.locale, url: server.baseUrl }]);
  if (input.signedIn) {
    const response = await browserContext.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email: sellerEmail, password: 'correct horse battery staple' },
    });
    expect(response.status()).toBe(200);
  }
  return page;
}

/** Scans every route in one scheme and language: axe's WCAG AA violations and English leftovers, per route. */
async function tour(context: TestContext, input: { scheme: 'light' | 'dark'; locale: string }) {
  // TOUR_ONLY=<regex> narrows the tour while fixing what it found.
  const only = process.env.TOUR_ONLY ? new RegExp(process.env.TOUR_ONLY) : null;
  const routes = [...publicRoutes(world), ...backOfficeRoutes(world)].filter((route) => !only || only.test(route.path));
  const pages = {
    signedIn: await visitor(context, { ...input, signedIn: true }),
    signedOut: await visitor(context, { ...input, signedIn: false }),
  };
  const problems: string[] = [];
  for (const route of routes) {
    const page: Page = route.signedIn ? pages.signedIn : pages.signedOut;
    await openRoute(page, server.baseUrl, route.path);
    for (const violation of await axeViolations(page, WCAG_AA)) problems.push(`${route.path}: ${violation}`);
    if (input.locale !== 'en')
      for (const english of await englishOnPage(page, input.locale))
        problems.push(`${route.path}: English "${english}"`);
  }
  return problems;
}

describe('accessibility (issue 30, WCAG 2.2 AA)', () => {
  it('finds no axe violation on any route in light mode', async (context) => {
    expect(await tour(context, { scheme: 'light', locale: 'en' })).toEqual([]);
  }, 600_000);

  it('finds no axe violation on any route in dark mode (read in German, with no English left)', async (context) => {
    expect(await tour(context, { scheme: 'dark', locale: 'de' })).toEqual([]);
  }, 600_000);
});

/** What a screen reader would call the focused element: its label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const byId = labelledBy && document.getElementById(labelledBy.split(' ')[0]!)?.textContent;
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute('aria-label') ?? byId ?? label ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/**
 * Whether the focused element shows that it has focus: an outline or a ring (box shadow), or for a text field its
 * border in another colour than without focus (Mantine's inputs).
 */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    if ((style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none') return true;
    if (!['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) return false;
    const focusedBorder = style.borderColor;
    element.blur();
    const restingBorder = getComputedStyle(element).borderColor;
    element.focus();
    return focusedBorder !== restingBorder;
  });
}

/**
 * Presses Tab until the element named `name` has focus, as a keyboard user moves through a page, checking on the
 * way that every stop shows its focus.
 */
async function tabTo(page: Page, name: string | RegExp, unseen: Set<string>, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (focused && !(await focusIsVisible(page))) unseen.add(focused);
    if (typeof name === 'string' ? focused.startsWith(name) : name.test(focused)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('keyboard only (issue 30)', () => {
  it('buys a ticket without a mouse: visible focus on every stop, from the event page to the summary', async (context) => {
    const page = await visitor(context, { scheme: 'light', locale: 'en', signedIn: false });
    const unseen = new Set<string>();
    // The checkout's details and payment steps exist only inside a buyer's journey: axe scans them on the way.
    const violations: string[] = [];
    const scan = async (step: string) =>
      violations.push(...(await axeViolations(page, WCAG_AA)).map((violation) => `${step}: ${violation}`));
    await openRoute(page, server.baseUrl, `/event/${world.eventId}/${world.eventSlug}`);
    await tabTo(page, 'Quantity of Aurelia pass', unseen);
    await page.keyboard.press('ArrowUp');
    await tabTo(page, 'Continue', unseen);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/details$/);
    await settle(page);
    await scan('details');
    for (const [label, value] of [
      ['First name', 'Kim'],
      ['Last name', 'Tabbing'],
      ['Email', 'kim.tabbing@example.com'],
      ['Confirm email', 'kim.tabbing@example.com'],
    ] as const) {
      await tabTo(page, label, unseen);
      await page.keyboard.type(value);
    }
    await tabTo(page, 'Continue to payment', unseen);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/payment$/);
    await settle(page);
    await scan('payment');
    await tabTo(page, 'Place order', unseen);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/summary$/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('awaiting offline payment');
    expect([...unseen]).toEqual([]);
    expect(violations).toEqual([]);
  }, 120_000);
});
