import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { TestContext } from 'vitest';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Debian's Chromium, headless; playwright gives every launch a fresh, empty profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

function screenshotPath(testName: string): string {
  const safeName =
    testName
      .replace(/[^a-z0-9._ -]+/gi, '_')
      .trim()
      .slice(0, 150) || 'unnamed';
  return path.join(SCREENSHOT_DIR, `${safeName}.png`);
}

/**
 * Saves `test-results/screenshots/<test name>.png` if the current test fails. It runs as an
 * onTestFinished hook (vitest runs those before onTestFailed, in reverse order of registration), so
 * register it after anything that closes the page.
 */
export function screenshotOnFailure(context: TestContext, page: Page): void {
  context.onTestFinished(async () => {
    if (context.task.result?.state !== 'fail' || page.isClosed()) return;
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: screenshotPath(context.task.name), fullPage: true }).catch(() => {});
  });
}

/**
 * A fresh browser context (cookies, storage, locale) and page for one test, closed when the test ends;
 * a failing test leaves a screenshot behind.
 */
export async function openPage(
  context: TestContext,
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; browserContext: BrowserContext }> {
  const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await browserContext.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  context.onTestFinished(() => browserContext.close());
  context.onTestFinished(() => {
    // What the browser complained about is the first clue when a page stays blank.
    if (context.task.result?.state === 'fail' && problems.length > 0) console.error(problems.join('\n'));
  });
  screenshotOnFailure(context, page);
  return { page, browserContext };
}
