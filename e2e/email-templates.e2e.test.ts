import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { confirmEmailThroughLink } from './support/events';
import { registerViaApi, smtpEnv, startSmtpSink, toast, uniqueEmail, type SmtpSink } from './support/identity';
import { eventSellingTickets } from './support/orders';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

const WCAG_AA = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } };

let sink: SmtpSink;
let server: TServer;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [server, browser] = await Promise.all([startTestServer({ env: smtpEnv(sink) }), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await sink?.close();
});

describe('email templates', () => {
  it("rewords the order confirmation from the built-in text, previews it, and buyers get the organizer's words", async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const email = uniqueEmail('templates');
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Greta', email });
    await confirmEmailThroughLink(page, sink, server.baseUrl, email);
    const shop = await eventSellingTickets(browserContext, server, { title: 'Harbour nights' });

    await page.goto(`${server.baseUrl}/manage/event/${shop.event.id}/settings#email`);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    await page.getByRole('button', { name: 'Customise the Order confirmation email' }).click();
    const dialog = page.getByRole('dialog');
    // A new template starts from the built-in wording.
    const subject = dialog.getByLabel('Subject');
    await expect.poll(() => subject.inputValue()).toContain('{{ event.title }}');
    await subject.fill('Tickets for {{ event.title }}, {{ order.first_name }}');
    await dialog.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' See you there, ');
    await dialog.getByRole('button', { name: 'Insert a variable' }).click();
    await page.getByRole('menuitem', { name: /order\.first_name/ }).click();
    await dialog.getByLabel('Button text').fill('Open my tickets');
    expect(await axeViolations(page, WCAG_AA)).toEqual([]);

    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await dialog.getByText('Tickets for Harbour nights, Greta').waitFor();
    const preview = page.frameLocator('iframe[title="Email preview"]');
    await preview.getByText(/See you there, Greta/).waitFor();

    await dialog.getByRole('button', { name: 'Create template' }).click();
    await toast(page, 'Template created.');
    await page.getByText('Custom', { exact: true }).first().waitFor();

    // A buyer's order now sends the organizer's words, with the button and the ticket links kept.
    const buyer = await browser.newContext();
    const api = (path: string, method: 'POST' | 'PUT', data: unknown) =>
      buyer.request.fetch(`${server.baseUrl}/api/public/events/${shop.event.id}/${path}`, { method, data });
    const order = await (
      await api('order', 'POST', {
        products: [{ product_id: shop.ticket.id, quantities: [{ price_id: shop.priceId, quantity: 1 }] }],
      })
    ).json();
    const person = {
      first_name: 'Ann',
      last_name: 'Buyer',
      email: 'ann@buyer.example',
      email_confirmation: 'ann@buyer.example',
    };
    const details = await api(`order/${order.data.short_id}`, 'PUT', {
      order: person,
      products: [{ product_id: shop.ticket.id, product_price_id: shop.priceId, ...person }],
    });
    expect(details.status()).toBe(200);
    expect((await api(`order/${order.data.short_id}/await-offline-payment`, 'POST', {})).status()).toBe(200);
    await buyer.close();
    const sent = await sink.waitForMessage((message) => message.to.includes('ann@buyer.example'), 15_000);
    expect(sent.subject).toBe('Tickets for Harbour nights, Ann');
    expect(sent.text).toContain('See you there, Ann');
    expect(sent.text).toContain('Open my tickets');
    expect(sent.text).toMatch(new RegExp(`/product/${shop.event.id}/\\S+`));
  });
});
