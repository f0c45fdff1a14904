import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../apps/server/src/test-support/http';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../apps/server/src/test-support/webhook-receiver';
import { launchBrowser, openPage } from './support/browser';
import { registerViaApi, toast, uniqueEmail } from './support/identity';
import { eventSellingTickets } from './support/orders';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  [server, browser] = await Promise.all([
    startTestServer({ env: { WEBHOOK_ALLOWED_HOSTS: receiver.host } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await receiver?.close();
});

const verify = (secret: string, message: ReceivedWebhook) =>
  new Webhook(secret).verify(message.body, message.headers) as { type: string };

/** A buyer's offline order through the public API: the way checkout places one, so its events are recorded. */
async function placeOfflineOrder(eventId: string, ticket: { id: string }, priceId: string) {
  const buyer = createHttpClient(server.baseUrl);
  const person = {
    first_name: 'Ada',
    last_name: 'Byron',
    email: 'ada@example.com',
    email_confirmation: 'ada@example.com',
  };
  const line = { product_id: ticket.id, quantities: [{ price_id: priceId, quantity: 1 }] };
  const order = (await buyer.post(`/api/public/events/${eventId}/order`, { products: [line] })).body.data;
  const saved = await buyer.put(`/api/public/events/${eventId}/order/${order.short_id}`, {
    order: person,
    products: [{ product_id: ticket.id, product_price_id: priceId, ...person }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const placed = await buyer.post(`/api/public/events/${eventId}/order/${order.short_id}/await-offline-payment`);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return order.short_id as string;
}

describe('integrations', () => {
  it('creates a webhook, sees an order arrive in the delivery log, replays it and rotates the secret', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Wes', email: uniqueEmail('wes') });
    const shop = await eventSellingTickets(browserContext, server);
    const path = `/e2e-${shop.event.id}`;

    await page.goto(`${server.baseUrl}/manage/event/${shop.event.id}/webhooks`);
    await page.getByRole('button', { name: 'Add your first webhook' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a webhook' });
    await drawer.getByLabel('Endpoint URL').fill('http://127.0.0.1/hook');
    await drawer.getByRole('checkbox', { name: 'order.created', exact: true }).check();
    await drawer.getByRole('button', { name: 'Create webhook' }).click();
    // A private address is refused on the field, and nothing is lost.
    await drawer.getByText('This address is private or reserved: use a public one.').waitFor();
    await drawer.getByLabel('Endpoint URL').fill(receiver.url(path));
    await drawer.getByLabel('Description').fill('Order sync');
    await drawer.getByRole('button', { name: 'Create webhook' }).click();

    const reveal = page.getByRole('dialog', { name: "Your webhook's signing secret" });
    const secret = (await reveal.getByTestId('revealed-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('webhook-row').getByText('Order sync').waitFor();

    const shortId = await placeOfflineOrder(shop.event.id, shop.ticket, shop.priceId);
    await receiver.waitFor(() => receiver.at(path).length === 1);
    const [first] = receiver.at(path);
    expect(verify(secret, first!).type).toBe('order.created');
    expect(JSON.parse(first!.body).data.short_id).toBe(shortId);

    await page.getByRole('link', { name: receiver.url(path) }).click();
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
    const row = page.getByTestId('delivery-row').first();
    // On a phone the type and status fold under the time; on this desktop their own columns show them.
    await row.getByText('order.created').filter({ visible: true }).waitFor();
    await row.getByTestId('delivery-status').filter({ visible: true }).getByText('Succeeded').waitFor();
    await row.click();
    const detail = page.getByTestId('delivery-drawer');
    await detail.getByTestId('delivery-message-id').getByText(first!.headers['webhook-id']!).waitFor();
    await detail.getByTestId('delivery-attempt').first().waitFor();
    await detail.getByRole('button', { name: 'Replay' }).click();
    await toast(page, 'Delivery sent again, with its original webhook-id.');
    await receiver.waitFor(() => receiver.at(path).length === 2);
    expect(receiver.at(path)[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Rotate secret' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'Your new signing secret' });
    const newSecret = (await rotated.getByTestId('revealed-secret').textContent())!.trim();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await toast(page, 'Signing secret rotated.');

    // During the overlap a delivery carries both signatures: receivers on either secret accept it.
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send test' }).click();
    await receiver.waitFor(() => receiver.at(path).length === 3);
    const test = receiver.at(path)[2]!;
    expect(verify(secret, test).type).toBe('order.created');
    expect(verify(newSecret, test).type).toBe('order.created');
  });

  it('creates an API key shown once, which then works as a bearer token until it is revoked', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Kim', email: uniqueEmail('kim') });

    await page.goto(`${server.baseUrl}/account/api-keys`);
    await page.getByRole('button', { name: 'Create your first API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByLabel('Name').fill('Box office sync');
    await create.getByRole('button', { name: 'Create key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new API key' });
    const key = (await reveal.getByTestId('revealed-secret').textContent())!.trim();
    expect(key).toMatch(/^mqk_/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('api-key-row').getByText('Box office sync').waitFor();

    const api = createHttpClient(server.baseUrl);
    const withKey = () => api.request('GET', '/api/events', { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey()).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke Box office sync' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke Box office sync?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await page.getByText('Create your first API key').waitFor();
    expect((await withKey()).status).toBe(401);
  });
});
