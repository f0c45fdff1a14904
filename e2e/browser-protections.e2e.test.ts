import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/events';
import { registerViaApi, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let attacker: http.Server;
let attackerUrl: string;

/*
 * Another origin of the same site (same host, another port): the browser sends the SameSite=Lax session cookie with
 * its form posts, so only the server's own check stands between this page and the signed-in organizer's account.
 */
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const target = `${server.baseUrl}/api/organizers`;
  // A text/plain form whose one field writes a JSON body, the classic way around "JSON only" with a form.
  const field =
    '{"name":"Forged Nights","email":"forged@example.com","currency":"EUR","timezone":"Europe/Berlin","x":"';
  const page = `<!doctype html><form id="f" method="post" enctype="text/plain" action="${target}">
    <input type="hidden" name='${field}' value='"}'></form><script>document.getElementById('f').submit()</script>`;
  attacker = http.createServer((_request, response) => response.end(page));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const host = new URL(server.baseUrl).hostname;
  attackerUrl = `http://${host}:${(attacker.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  attacker?.close();
});

describe('browser protections (issue 24 point 7)', () => {
  it('refuses a form posted to the API from another origin of the same site, creating nothing', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Mallory', email: uniqueEmail('victim') });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/organizers'));
    await page.goto(attackerUrl);
    const refused = await answer;
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('This request came from another site and was refused.');
    const organizers = await apiCall<unknown[]>(browserContext, server.baseUrl, 'GET', 'organizers');
    expect(organizers).toEqual([]);
  });
});
