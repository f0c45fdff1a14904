import { AA_TEXT_CONTRAST, contrastRatio, DEFAULT_TICKET_ACCENT, readableAccent } from '@marquee/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** The ticket design (issue 29 point 4): saved with the event's settings, drawn on the public ticket answer. */

let server: TestServer;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { name: 'Harbour Sounds' })).id;
});

afterAll(async () => {
  await server?.close();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

async function patchDesign(eventId: string, design: Record<string, unknown>) {
  return admin.request('PATCH', `/api/events/${eventId}/settings`, { json: { ticket_design_settings: design } });
}

async function uploadLogo(eventId: string): Promise<{ id: string; url: string }> {
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 20, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('type', 'TICKET_LOGO');
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${server.baseUrl}/api/events/${eventId}/images`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-requested-with': 'fetch' },
  });
  const body = (await response.json()) as { data: { id: string; url: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/** A LIVE event paid offline, and one placed order of one 25.00 ticket for Tim Guest: its public ticket's path. */
async function eventWithTicket() {
  const event = await createEvent(admin, { organizerId, overrides: { title: 'Pier Concert' } });
  const product = await createProduct(admin, event.id, { title: 'Standing' });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const buyer = createHttpClient(server.baseUrl);
  const orderPath = `/api/public/events/${event.id}/order`;
  const order = (
    await buyer.post(orderPath, {
      products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity: 1 }] }],
    })
  ).body.data;
  const details = await buyer.put(`${orderPath}/${order.short_id}`, {
    order: { first_name: 'Ann', last_name: 'Buyer', email: 'ann@example.com', email_confirmation: 'ann@example.com' },
    products: [
      {
        product_id: product.id,
        product_price_id: product.prices[0].id,
        first_name: 'Tim',
        last_name: 'Guest',
        email: 'tim@example.com',
        email_confirmation: 'tim@example.com',
      },
    ],
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const placed = await buyer.post(`${orderPath}/${order.short_id}/await-offline-payment`);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const attendee = placed.body.data.attendees[0].short_id as string;
  return { eventId: event.id as string, ticketPath: `/api/public/events/${event.id}/attendees/${attendee}` };
}

const publicTicket = async (path: string) => {
  const response = await createHttpClient(server.baseUrl).get(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

describe('the public ticket’s design', () => {
  it('is the theme’s accent and the product’s plain fields until the organizer designs it', async () => {
    const { eventId, ticketPath } = await eventWithTicket();
    const settings = (await admin.get(`/api/events/${eventId}/settings`)).body.data;
    const ticket = await publicTicket(ticketPath);
    expect(ticket.price).toEqual({ amount: 2500, currency: 'EUR' });
    // The attendee's address is not public unless the design prints it.
    expect(ticket.email).toBeNull();
    expect(ticket.ticket_design).toEqual({
      accent_color: readableAccent({ accent: settings.homepage_theme_settings.accent, background: '#ffffff' }),
      logo_url: null,
      footer_text: null,
      layout_type: 'default',
      paper_size: 'A4',
      show_price: true,
      show_attendee_email: false,
      show_order_reference: true,
      show_seat: false,
      custom_text: null,
    });
  });

  it('carries the saved design resolved: readable accent, logo address, filled custom text, chosen fields', async () => {
    const { eventId, ticketPath } = await eventWithTicket();
    const logo = await uploadLogo(eventId);
    const saved = await patchDesign(eventId, {
      accent_color: '#ffe066',
      logo_image_id: logo.id,
      footer_text: '  No re-entry after midnight  ',
      layout_type: 'modern',
      paper_size: 'TICKET',
      show_price: false,
      show_attendee_email: true,
      show_order_reference: false,
      custom_text: 'Welcome, {attendee.first_name}! {order.reference} · {product.name}',
      attach_pdf_to_email: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.ticket_design_settings).toMatchObject({
      accent_color: '#ffe066',
      footer_text: 'No re-entry after midnight',
      enabled: true,
      attach_pdf_to_email: false,
    });

    const ticket = await publicTicket(ticketPath);
    const design = ticket.ticket_design;
    // Too light on white: the nearest readable shade is drawn instead.
    expect(design.accent_color).not.toBe('#ffe066');
    expect(contrastRatio(design.accent_color, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(design).toMatchObject({
      logo_url: logo.url,
      footer_text: 'No re-entry after midnight',
      layout_type: 'modern',
      paper_size: 'TICKET',
      show_price: false,
      show_attendee_email: true,
      show_order_reference: false,
      custom_text: `Welcome, Tim! ${ticket.order_public_id} · Standing`,
    });
    expect(ticket.email).toBe('tim@example.com');

    // A new logo replaces the old one at once; the design's stale id then means the current logo.
    const replaced = await uploadLogo(eventId);
    expect((await publicTicket(ticketPath)).ticket_design.logo_url).toBe(replaced.url);

    // Turned off: the plain ticket, whatever the design says.
    const off = await patchDesign(eventId, {
      ...saved.body.data.ticket_design_settings,
      logo_image_id: replaced.id,
      enabled: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await publicTicket(ticketPath)).ticket_design).toMatchObject({
      accent_color: DEFAULT_TICKET_ACCENT,
      logo_url: null,
      footer_text: null,
      layout_type: 'default',
      custom_text: null,
    });
  });

  it('refuses a footer on two lines or over 500 characters and an unknown placeholder, naming the field', async () => {
    const { eventId } = await eventWithTicket();
    const twoLines = await patchDesign(eventId, { footer_text: 'Doors at 7\nBar at 8' });
    expect(twoLines.status).toBe(422);
    expect(twoLines.body.errors['ticket_design_settings.footer_text']).toEqual(['Keep it on one line.']);

    const tooLong = await patchDesign(eventId, { footer_text: 'x'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors['ticket_design_settings.footer_text']).toEqual(['At most 500 characters.']);

    const unknown = await patchDesign(eventId, { custom_text: 'See you on {event.date}' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['ticket_design_settings.custom_text']).toEqual([
      'Use only the placeholders listed, such as {attendee.name}.',
    ]);

    const settings = (await admin.get(`/api/events/${eventId}/settings`)).body.data;
    expect(settings.ticket_design_settings).toMatchObject({ footer_text: null, custom_text: null });
    expect(
      (await patchDesign(eventId, { footer_text: 'x'.repeat(500) })).body.data.ticket_design_settings.footer_text,
    ).toHaveLength(500);
  });
});

describe('the public ticket of an order awaiting offline payment', () => {
  it('says whether the event lets such tickets in, so the ticket shows its code only then', async () => {
    const { eventId, ticketPath } = await eventWithTicket();
    const before = await publicTicket(ticketPath);
    expect(before.order_status).toBe('AWAITING_OFFLINE_PAYMENT');
    expect(before.event.allow_orders_awaiting_offline_payment_to_check_in).toBe(false);

    const saved = await admin.request('PATCH', `/api/events/${eventId}/settings`, {
      json: { allow_orders_awaiting_offline_payment_to_check_in: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await publicTicket(ticketPath)).event.allow_orders_awaiting_offline_payment_to_check_in).toBe(true);
  });
});
