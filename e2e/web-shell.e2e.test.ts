import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
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

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const toasts = (page: Page) => page.getByRole('alert');

describe('web shell', () => {
  it('sends a signed-out visitor from / to the login page', async (context) => {
    const { page } = await openPage(context, browser);

    await page.goto(`${server.baseUrl}/?utm_source=newsletter`);

    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).search).toBe('?utm_source=newsletter');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Sign in | Marquee');
  });

  it('shows the not-found screen for an unknown page, with a way home and the powered-by link', async (context) => {
    const { page } = await openPage(context, browser);

    await page.goto(`${server.baseUrl}/this/page/does-not-exist`);

    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
    expect(await page.title()).toBe("We can't find that page | Marquee");
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('The link may be broken');
    expect(await page.getByRole('img', { name: 'Marquee' }).first().isVisible()).toBe(true);

    const poweredBy = page.getByRole('link', { name: 'Marquee', exact: true });
    expect(await page.getByText('Powered by').isVisible()).toBe(true);
    expect(await poweredBy.getAttribute('target')).toBe('_blank');
    expect(await poweredBy.getAttribute('rel')).toContain('noopener');
    const href = new URL((await poweredBy.getAttribute('href')) ?? '');
    const frontendUrl = await page.evaluate(
      () => JSON.parse(document.getElementById('marquee-config')?.textContent ?? '{}').frontendUrl as string,
    );
    expect(href.origin).toBe('https://marquee.events');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: new URL(frontendUrl).hostname,
      utm_medium: 'selfhosted-app',
      utm_campaign: 'powered-by',
      utm_content: 'error-page',
    });

    await page.getByRole('link', { name: 'Take me home' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('hides the powered-by footer when a licence is purchased', async (context) => {
    const licensed = await startTestServer({ env: { LICENCE_PURCHASED: 'true' } });
    context.onTestFinished(() => licensed.close());
    const { page } = await openPage(context, browser);

    await page.goto(`${licensed.baseUrl}/missing-page`);

    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
    expect(await page.getByRole('link', { name: 'Take me home' }).isVisible()).toBe(true);
    expect(await page.getByText('Powered by').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Marquee', exact: true }).count()).toBe(0);
  });

  it('shows at most five toasts at once, queues the rest and pauses them while hovered', async (context) => {
    const { page } = await openPage(context, browser);
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const picker = page.getByRole('combobox');

    // Six quick switches with the keyboard, each moving one language down the list from English; each
    // confirmation is written in the language just chosen.
    const confirmations = [
      'Sprache auf Deutsch umgestellt',
      'Langue changée en Français',
      'Lingua cambiata in Italiano',
      'Taal gewijzigd naar Nederlands',
      'Idioma alterado para Português',
    ];
    for (const [index, confirmation] of confirmations.entries()) {
      // Each switch re-renders the page in the new language; the keys go to the picker whatever had focus then.
      await picker.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByText(confirmation).waitFor();
      // Resting the pointer on the toasts pauses their timers, so the queue can be checked calmly.
      if (index === 0) await toasts(page).first().hover();
    }
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await picker.inputValue()).toBe('Español');

    // Longer than the 4 s auto-close: nothing closes while hovered, and the sixth waits in the queue.
    await page.waitForTimeout(4500);
    expect(await toasts(page).count()).toBe(5);
    expect(await page.getByText('Idioma cambiado a Español').count()).toBe(0);

    // The first toast was written in German, its close button too.
    await page.getByRole('button', { name: 'Benachrichtigung schließen' }).click();

    await page.getByText('Idioma cambiado a Español').waitFor();
    await page.getByText('Sprache auf Deutsch umgestellt').waitFor({ state: 'detached' });

    // Once the pointer leaves, the timers run again and every toast closes by itself.
    await page.mouse.move(10, 10);
    await page.getByText('Idioma cambiado a Español').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await toasts(page).count()).toBe(0);
  });

  it('starts light and remembers a switch to the dark scheme', async (context) => {
    const { page } = await openPage(context, browser);
    const colorScheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await colorScheme()).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();

    expect(await colorScheme()).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await colorScheme()).toBe('dark');
  });

  it('speaks German when the locale cookie says so', async (context) => {
    const { page, browserContext } = await openPage(context, browser, { locale: 'en-US' });
    await browserContext.addCookies([{ name: 'locale', value: 'de', url: server.baseUrl }]);

    await page.goto(`${server.baseUrl}/auth/login`);

    await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('Deutsch');
  });

  it.for([
    ['fr-FR', 'fr', 'Français'],
    ['pt-BR', 'pt-br', 'Português (Brasil)'],
  ] as const)('follows the browser language %s', async ([browserLocale, expectedLang, languageName], context) => {
    const { page } = await openPage(context, browser, { locale: browserLocale });

    await page.goto(`${server.baseUrl}/auth/login`);

    await page.waitForFunction((lang) => document.documentElement.lang === lang, expectedLang);
    expect(await htmlLang(page)).toBe(expectedLang);
    expect(await page.getByRole('combobox').inputValue()).toBe(languageName);
  });
});
