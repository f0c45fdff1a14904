import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** DELETE /api/organizers/{id} and its deletion-status (issue 25, decision 139). */

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;
/** An organizer that stays, so the ones deleted here are never the account's last active one. */
let keeperId: string;

const count = async (table: string, column: string, id: string) =>
  Number(
    (await server.services.database.query(`SELECT count(*) AS n FROM ${table} WHERE ${column} = $1`, [id])).rows[0]!.n,
  );

async function organizerWithEvent() {
  const organizer = await createOrganizer(admin, { name: 'Short-lived' });
  const event = await createEvent(admin, { organizerId: organizer.id });
  const product = await createProduct(admin, event.id);
  return { organizer, event, priceId: product.prices[0].id as string };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  keeperId = (await createOrganizer(admin, { name: 'Keeper' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('deleting an organizer', () => {
  it('deletes one without orders, with its events and what was left of their reservations', async () => {
    const { organizer, event, priceId } = await organizerWithEvent();
    const second = await createEvent(admin, { organizerId: organizer.id, overrides: { title: 'Second night' } });
    // A lapsed reservation and an abandoned checkout are not orders anyone placed.
    await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil: new Date(Date.now() - 60_000),
      lines: [{ productPriceId: priceId, quantity: 2 }],
    });
    await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'ABANDONED',
      lines: [{ productPriceId: priceId, quantity: 1 }],
    });

    const status = await admin.get(`/api/organizers/${organizer.id}/deletion-status`);
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect(status.body.data).toEqual({ can_delete: true, reason: null, message: null });

    const deleted = await admin.delete(`/api/organizers/${organizer.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect((await admin.get(`/api/organizers/${organizer.id}`)).status).toBe(404);
    expect((await admin.get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await admin.get(`/api/events/${second.id}`)).status).toBe(404);
    expect(await count('orders', 'event_id', event.id)).toBe(0);
    expect(await count('products', 'event_id', event.id)).toBe(0);
    expect((await admin.get(`/api/organizers/${keeperId}`)).status).toBe(200);
    expect((await admin.delete(`/api/organizers/${organizer.id}`)).status).toBe(404);
  });

  it('refuses one with placed orders with a 409 that says to archive it, and leaves everything in place', async () => {
    const { organizer, event, priceId } = await organizerWithEvent();
    const empty = await createEvent(admin, { organizerId: organizer.id, overrides: { title: 'No sales yet' } });
    await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: priceId, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });

    const refused = await admin.delete(`/api/organizers/${organizer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'organizer_has_orders', errors: {} });
    expect(refused.body.message).toMatch(/has orders.*Archive it instead/);
    expect((await admin.get(`/api/organizers/${organizer.id}`)).status).toBe(200);
    expect((await admin.get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await admin.get(`/api/events/${empty.id}`)).status).toBe(200);
    expect(await count('orders', 'event_id', event.id)).toBe(1);

    const status = await admin.get(`/api/organizers/${organizer.id}/deletion-status`);
    expect(status.body.data).toMatchObject({ can_delete: false, reason: 'ORGANIZER_HAS_ORDERS' });
    expect(status.body.data.message).toBe(refused.body.message);

    // Archiving is the way out, and archived it still keeps its orders.
    expect((await admin.put(`/api/organizers/${organizer.id}/status`, { status: 'ARCHIVED' })).status).toBe(200);
    expect((await admin.delete(`/api/organizers/${organizer.id}`)).body.code).toBe('organizer_has_orders');
  });

  it('counts cancelled and offline orders as placed too', async () => {
    for (const status of ['CANCELLED', 'AWAITING_OFFLINE_PAYMENT'] as const) {
      const { organizer, event, priceId } = await organizerWithEvent();
      await seedOrder(server.services.database, {
        eventId: event.id,
        status,
        lines: [{ productPriceId: priceId, quantity: 1 }],
        buyer: { firstName: 'Bo', lastName: 'Buyer', email: 'bo@example.com' },
      });
      expect((await admin.delete(`/api/organizers/${organizer.id}`)).status, status).toBe(409);
    }
  });

  it("refuses the account's last active organizer, but deletes an archived one", async () => {
    const team = await registerAccount(server.baseUrl);
    const only = await createOrganizer(team.http, { name: 'Only one' });
    const refused = await team.http.delete(`/api/organizers/${only.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('last_active_organizer');
    expect((await team.http.get(`/api/organizers/${only.id}/deletion-status`)).body.data).toMatchObject({
      can_delete: false,
      reason: 'LAST_ACTIVE_ORGANIZER',
    });

    const old = await createOrganizer(team.http, { name: 'Old brand' });
    expect((await team.http.put(`/api/organizers/${old.id}/status`, { status: 'ARCHIVED' })).status).toBe(200);
    expect((await team.http.delete(`/api/organizers/${old.id}`)).status).toBe(204);
  });

  it('is for administrators of the account only', async () => {
    const { organizer } = await organizerWithEvent();
    expect((await organizerRole.delete(`/api/organizers/${organizer.id}`)).status).toBe(403);
    expect((await organizerRole.get(`/api/organizers/${organizer.id}/deletion-status`)).status).toBe(403);
    expect((await outsider.delete(`/api/organizers/${organizer.id}`)).status).toBe(404);
    expect((await outsider.get(`/api/organizers/${organizer.id}/deletion-status`)).status).toBe(404);
    expect((await createHttpClient(server.baseUrl).delete(`/api/organizers/${organizer.id}`)).status).toBe(401);
    expect((await admin.delete('/api/organizers/not-a-uuid')).status).toBe(422);
    expect((await admin.get(`/api/organizers/${organizer.id}`)).status).toBe(200);
  });
});
