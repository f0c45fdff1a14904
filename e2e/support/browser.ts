import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
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

/** A phone as buyers hold one: the viewport of a common handset, touch, mobile layout. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

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

/** Drags one card's handle onto another card with the mouse, in small steps as a person would. */
export async function dragHandleTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Nothing to drag.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const endX = from.x + from.width / 2;
  const endY = to.y + to.height / 2 + (to.y > from.y ? 5 : -5);
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(endX, from.y + from.height / 2 + ((endY - from.y - from.height / 2) * step) / 12);
  }
  await page.mouse.up();
}

/**
 * What the page's Content-Security-Policy refused from now on, page after page (Chromium does not log a refused
 * `eval` that the script caught, so the DOM's `securitypolicyviolation` event is the witness): read the list at the
 * end of a flow and expect it empty.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
