import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { readPdf } from '../../test-support/pdf';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** PDF tickets (issue 29 point 5, decision 156): downloads by the page keys, and the confirmation email's PDF. */

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { name: 'Blue Note', email: 'boxoffice@bluenote.example' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

type Person = { first_name: string; last_name: string; email: string };
type Placed = {
  event: { id: string; title: string };
  order: { short_id: string; attendees: { short_id: string; public_id: string; first_name: string }[] };
  http: HttpClient;
};

async function liveEvent(ticketDesign: Record<string, unknown> = {}) {
  const event = await createEvent(admin, { organizerId });
  const free = await createProduct(admin, event.id, { title: 'Free entry', type: 'FREE', prices: [{ price: 0 }] });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { ticket_design_settings: { custom_text: 'Welcome, {attendee.name}!', ...ticketDesign } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { event, free };
}

/** A free order placed through checkout, one ticket per person: it completes at once. */
async function placeFreeOrder(people: Person[], ticketDesign: Record<string, unknown> = {}): Promise<Placed> {
  const { event, free } = await liveEvent(ticketDesign);
  const http = createHttpClient(server.baseUrl);
  const ticket = { product_id: free.id, product_price_id: free.prices[0].id };
  const reserved = await http.post(`/api/public/events/${event.id}/order`, {
    products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity: people.length }] }],
  });
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const buyer = people[0]!;
  const done = await http.put(`/api/public/events/${event.id}/order/${reserved.body.data.short_id}`, {
    order: { ...buyer, email_confirmation: buyer.email },
    products: people.map((person) => ({ ...ticket, ...person, email_confirmation: person.email })),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.data.status).toBe('COMPLETED');
  return { event: event as Placed['event'], order: done.body.data, http };
}

async function download(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(Buffer.from(bytes).toString()),
  };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const fullName = (person: Person) => `${person.first_name} ${person.last_name}`;
const ticketPath = (eventId: string, shortId: string) =>
  `/api/public/events/${eventId}/attendees/${shortId}/ticket.pdf`;
const orderPath = (eventId: string, shortId: string) => `/api/public/events/${eventId}/order/${shortId}/tickets.pdf`;

const ann: Person = { first_name: 'Ann', last_name: 'Guest', email: 'ann@example.com' };
const tim: Person = { first_name: 'Tim', last_name: 'Guest', email: 'tim@example.com' };

describe('a ticket as a PDF', () => {
  it('comes by the ticket link, drawn by the job queue with the design, its QR code holding the public id', async () => {
    const { event, order } = await placeFreeOrder([ann, tim], { layout_type: 'modern', footer_text: 'Doors at 8.' });
    const [first] = order.attendees;
    const response = await download(ticketPath(event.id, first!.short_id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ticket-[a-z0-9-]+-[A-Za-z0-9]{6}\.pdf"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await readPdf(response.bytes);
    expect(pdf.pageCount).toBe(1);
    const text = flat(pdf.pages[0]!.text);
    for (const part of [event.title, 'Ann Guest', 'Welcome, Ann Guest!', 'Free', 'Doors at 8.', 'Status: Valid'])
      expect(text).toContain(part);
    expect(text).not.toContain('Tim Guest');
    expect(pdf.pages[0]!.qr).toBe(first!.public_id);
    // Stored: the next download is the same file, served without drawing again.
    const again = await download(ticketPath(event.id, first!.short_id));
    expect(Buffer.from(again.bytes).equals(Buffer.from(response.bytes))).toBe(true);
  });

  it("draws the event's ticket logo, read back from the image storage", async () => {
    const { event, order } = await placeFreeOrder([ann]);
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('type', 'TICKET_LOGO');
    form.append('image', new Blob([png], { type: 'image/png' }), 'logo.png');
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const uploaded = await fetch(`${server.baseUrl}/api/events/${event.id}/images`, {
      method: 'POST',
      body: form,
      headers: { cookie, 'x-requested-with': 'fetch' },
    });
    expect(uploaded.status).toBe(201);
    const logo = ((await uploaded.json()) as { data: { id: string } }).data;
    const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { ticket_design_settings: { logo_image_id: logo.id, custom_text: 'Welcome, {attendee.name}!' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pdf = await readPdf((await download(ticketPath(event.id, order.attendees[0]!.short_id))).bytes);
    expect(pdf.pages[0]!.images).toBe(1);
    expect(flat(pdf.pages[0]!.text)).toContain('Welcome, Ann Guest!');

    // A design turned off draws the plain ticket: no logo, no custom text, the default accent.
    const off = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { ticket_design_settings: { logo_image_id: logo.id, custom_text: 'Hi {attendee.name}', enabled: false } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const plain = await readPdf((await download(ticketPath(event.id, order.attendees[0]!.short_id))).bytes);
    expect(plain.pages[0]!.images).toBe(0);
    expect(flat(plain.pages[0]!.text)).not.toContain('Hi Ann');
    expect(plain.pages[0]!.textColors).toContain('#333333');
  });

  it('answers 404 for a wrong key, another event, or the order key; a ticket link never opens the order PDF', async () => {
    const { event, order } = await placeFreeOrder([ann]);
    const other = await placeFreeOrder([tim]);
    const attendee = order.attendees[0]!;
    for (const path of [
      ticketPath(event.id, 'a_unknownunknown'),
      ticketPath(other.event.id, attendee.short_id),
      ticketPath(event.id, order.short_id),
      ticketPath('not-a-uuid', attendee.short_id),
      orderPath(event.id, attendee.short_id),
      orderPath(event.id, attendee.public_id),
      orderPath(other.event.id, order.short_id),
    ]) {
      const response = await download(path);
      expect(response.status, path).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('is refused once the ticket or its order is cancelled (410), while the order PDF keeps the valid tickets', async () => {
    const { event, order } = await placeFreeOrder([ann, tim]);
    const [annTicket, timTicket] = order.attendees;
    const { rows } = await server.services.database.query<{ id: string; order_id: string }>(
      'SELECT id, order_id FROM attendees WHERE short_id = $1',
      [timTicket!.short_id],
    );
    const cancelled = await admin.patch(`/api/events/${event.id}/attendees/${rows[0]!.id}`, { status: 'CANCELLED' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const refused = await download(ticketPath(event.id, timTicket!.short_id));
    expect(refused.status).toBe(410);
    expect(refused.json().message).toContain('cancelled');
    const whole = await readPdf((await download(orderPath(event.id, order.short_id))).bytes);
    expect(whole.pageCount).toBe(1);
    expect(flat(whole.pages[0]!.text)).toContain('Ann Guest');

    const cancel = await admin.post(`/api/events/${event.id}/orders/${rows[0]!.order_id}/cancel`, {
      notify_buyer: false,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await download(ticketPath(event.id, annTicket!.short_id))).status).toBe(410);
    const orderRefused = await download(orderPath(event.id, order.short_id));
    expect(orderRefused.status).toBe(410);
    expect(orderRefused.json().message).toContain('cancelled');
  });
});

describe("an order's tickets as one PDF", () => {
  it('comes by the order key, one page per ticket, each with its own QR code', async () => {
    const { event, order } = await placeFreeOrder([ann, tim]);
    const response = await download(orderPath(event.id, order.short_id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tickets-[a-z0-9-]+-ord_\w+\.pdf"$/,
    );
    const pdf = await readPdf(response.bytes);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.title).toBe(`Tickets for ${event.title}`);
    expect(flat(pdf.pages[0]!.text)).toContain('Ann Guest');
    expect(flat(pdf.pages[1]!.text)).toContain('Tim Guest');
    expect(pdf.pages.map((page) => page.qr)).toEqual(order.attendees.map((attendee) => attendee.public_id));
  });

  it('is drawn again when the design or a name changes, and in the language asked for', async () => {
    const { event, order } = await placeFreeOrder([ann], { footer_text: 'First footer.' });
    const first = await readPdf((await download(orderPath(event.id, order.short_id))).bytes);
    expect(flat(first.pages[0]!.text)).toContain('First footer.');

    const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { ticket_design_settings: { footer_text: 'Second footer.', show_order_reference: false } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { rows } = await server.services.database.query<{ id: string }>(
      'SELECT id FROM attendees WHERE short_id = $1',
      [order.attendees[0]!.short_id],
    );
    const renamed = await admin.put(`/api/events/${event.id}/attendees/${rows[0]!.id}`, {
      first_name: 'Annie',
      last_name: 'Guest',
      email: 'ann@example.com',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const second = flat((await readPdf((await download(orderPath(event.id, order.short_id))).bytes)).pages[0]!.text);
    expect(second).toContain('Second footer.');
    expect(second).toContain('Annie Guest');
    expect(second).not.toContain('ord_');

    const german = flat(
      (await readPdf((await download(`${orderPath(event.id, order.short_id)}?locale=de`)).bytes)).pages[0]!.text,
    );
    expect(german).toContain('Status: Gültig');
    expect(german).toContain('Kostenlos');
  });

  it('is not there before the order is placed: 409 for its session, 404 for anyone else', async () => {
    const { event, free } = await liveEvent();
    const http = createHttpClient(server.baseUrl);
    const reserved = await http.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity: 1 }] }],
    });
    const { short_id: shortId, session_identifier: session } = reserved.body.data;
    expect((await download(orderPath(event.id, shortId))).status).toBe(404);
    expect((await download(`${orderPath(event.id, shortId)}?session_identifier=${session}`)).status).toBe(409);
  });
});

describe('the API documentation', () => {
  it('lists both downloads as public operations, with their answers', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, { get: { tags: string[]; responses: Record<string, unknown> } }>;
    };
    for (const path of [
      '/api/public/events/{eventId}/attendees/{attendeeShortId}/ticket.pdf',
      '/api/public/events/{eventId}/order/{shortId}/tickets.pdf',
    ]) {
      expect(document.paths[path]?.get.tags, path).toContain('public');
      expect(Object.keys(document.paths[path]!.get.responses).sort()).toEqual(['200', '404', '409', '410', '503']);
    }
  });
});

describe('the confirmation email', () => {
  const people: Person[] = [
    { first_name: '小明', last_name: '王', email: 'wang@example.com' },
    { first_name: '大文', last_name: '陳', email: 'chan@example.com' },
    { first_name: 'Thị Hương', last_name: 'Nguyễn', email: 'huong@example.com' },
  ];

  it("carries the order's tickets as one PDF: every attendee's name, Chinese and Vietnamese included, and a QR code of each public id", async () => {
    const { event, order } = await placeFreeOrder(people);
    const email = await sink.waitForMessage(
      (message) => message.to.includes('wang@example.com') && message.subject.startsWith('Your order'),
      20_000,
    );
    const parsed = await simpleParser(email.raw);
    expect(parsed.attachments.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'text/calendar']);
    const attachment = parsed.attachments.find((file) => file.contentType === 'application/pdf')!;
    expect(attachment.filename).toMatch(/^tickets-.+\.pdf$/);
    const pdf = await readPdf(new Uint8Array(attachment.content));
    expect(pdf.pageCount).toBe(3);
    people.forEach((person, index) => {
      const text = flat(pdf.pages[index]!.text);
      expect(text).toContain(fullName(person));
      expect(text).toContain(`Welcome, ${fullName(person)}!`);
      expect(text).toContain(event.title);
    });
    expect(pdf.pages.map((page) => page.qr)).toEqual(order.attendees.map((attendee) => attendee.public_id));
  });

  it('goes without the PDF when the ticket design turns it off', async () => {
    await placeFreeOrder([{ first_name: 'Nia', last_name: 'Guest', email: 'nia@example.com' }], {
      attach_pdf_to_email: false,
    });
    const email = await sink.waitForMessage(
      (message) => message.to.includes('nia@example.com') && message.subject.startsWith('Your order'),
      20_000,
    );
    expect(email.attachments.map((file) => file.contentType)).toEqual(['text/calendar']);
  });
});

describe('without a job worker', () => {
  let lonely: TestServer;

  beforeAll(async () => {
    lonely = await startTestServer({ env: { RUN_WORKER: 'false' } });
  });

  afterAll(async () => {
    await lonely?.close();
  });

  it('a download never draws in the request: it waits for the job, then answers 503 with Retry-After', async () => {
    const http = (await registerAccount(lonely.baseUrl)).http;
    const event = await createEvent(http, { organizerId: (await createOrganizer(http)).id });
    const free = await createProduct(http, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
    await lonely.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const buyer = createHttpClient(lonely.baseUrl);
    const reserved = await buyer.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity: 1 }] }],
    });
    const done = await buyer.put(`/api/public/events/${event.id}/order/${reserved.body.data.short_id}`, {
      order: { ...ann, email_confirmation: ann.email },
      products: [{ product_id: free.id, product_price_id: free.prices[0].id, ...ann, email_confirmation: ann.email }],
    });
    expect(done.body.data.status).toBe('COMPLETED');
    const startedAt = Date.now();
    const response = await fetch(`${lonely.baseUrl}${ticketPath(event.id, done.body.data.attendees[0].short_id)}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4_500);
    const { rows } = await lonely.services.database.query<{ count: string }>(
      `SELECT count(*) FROM pgboss.job WHERE name = 'ticket-pdf.render' AND state = 'created'`,
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });
});
