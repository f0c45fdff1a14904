import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let outsider: HttpClient;
let eventId: string;
let organizerId: string;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function upload(
  client: HttpClient,
  path: string,
  file: { body: Buffer; name: string; mime: string },
  type?: string,
) {
  const form = new FormData();
  if (type) form.append('type', type);
  form.append('image', new Blob([file.body], { type: file.mime }), file.name);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-requested-with': 'fetch' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  organizerId = (
    await admin.post('/api/organizers', { name: 'Pics', email: 'p@example.com', currency: 'EUR', timezone: 'UTC' })
  ).body.data.id;
  eventId = (
    await admin.post('/api/events', {
      organizer_id: organizerId,
      title: 'Photo Night',
      start_date: '2031-05-01T19:00:00Z',
    })
  ).body.data.id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('event images', () => {
  it('uploads a cover, converts it to WebP, serves it, and shows it on the event', async () => {
    const response = await upload(admin, `/api/events/${eventId}/images`, {
      body: await png(1600, 600),
      name: 'cover.png',
      mime: 'image/png',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      type: 'EVENT_COVER',
      width: 1600,
      height: 600,
      content_type: 'image/webp',
      average_colour: '#c8285a',
    });
    expect(response.body.data.lqip).toMatch(/^data:image\/webp;base64,/);
    const file = await fetch(response.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const event = await admin.get(`/api/events/${eventId}`);
    expect(event.body.data.images.map((image: { id: string }) => image.id)).toEqual([response.body.data.id]);
  });

  it('replaces the cover on a second upload and keeps generic images side by side', async () => {
    const first = await upload(
      admin,
      `/api/events/${eventId}/images`,
      { body: await png(900, 300), name: 'a.png', mime: 'image/png' },
      'EVENT_COVER',
    );
    const second = await upload(
      admin,
      `/api/events/${eventId}/images`,
      { body: await png(900, 300), name: 'b.png', mime: 'image/png' },
      'EVENT_COVER',
    );
    await upload(
      admin,
      `/api/events/${eventId}/images`,
      { body: await png(200, 200), name: 'g.png', mime: 'image/png' },
      'GENERIC',
    );
    const list = await admin.get(`/api/events/${eventId}/images`);
    const covers = list.body.data.filter((image: { type: string }) => image.type === 'EVENT_COVER');
    expect(covers.map((image: { id: string }) => image.id)).toEqual([second.body.data.id]);
    expect(list.body.data.some((image: { id: string }) => image.id === first.body.data.id)).toBe(false);
    expect(list.body.data.some((image: { type: string }) => image.type === 'GENERIC')).toBe(true);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const response = await upload(admin, `/api/events/${eventId}/images`, {
      body: Buffer.from('%PDF-1.4 not a picture'),
      name: 'cover.png',
      mime: 'image/png',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('image');
  });

  it('refuses an oversized file, a too-small cover, an unknown type and a missing file', async () => {
    const huge = await upload(admin, `/api/events/${eventId}/images`, {
      body: Buffer.alloc(8 * 1024 * 1024 + 16 * 1024, 1),
      name: 'big.jpg',
      mime: 'image/jpeg',
    });
    expect(huge.status, JSON.stringify(huge.body)).toBe(413);
    const small = await upload(
      admin,
      `/api/events/${eventId}/images`,
      { body: await png(300, 300), name: 's.png', mime: 'image/png' },
      'EVENT_COVER',
    );
    expect(small.status).toBe(422);
    expect(small.body.errors.image[0]).toMatch(/at least 600×50/);
    const badType = await upload(
      admin,
      `/api/events/${eventId}/images`,
      { body: await png(700, 300), name: 'c.png', mime: 'image/png' },
      'ORGANIZER_LOGO',
    );
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toHaveProperty('type');
    const json = await admin.post(`/api/events/${eventId}/images`, { image: 'x' });
    expect(json.status).toBe(415);
  });

  it('answers a body that is not multipart, or is cut off, with 400 (found by the fuzz suite, decision 132)', async () => {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const post = async (contentType: string, body: string) => {
      const response = await fetch(`${server.baseUrl}/api/events/${eventId}/images`, {
        method: 'POST',
        body,
        headers: { cookie, 'x-requested-with': 'fetch', 'content-type': contentType },
      });
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };
    const noBoundary = await post('multipart/form-data', 'garbage');
    expect(noBoundary.status, JSON.stringify(noBoundary.body)).toBe(400);
    expect(noBoundary.body.message).toMatch(/multipart/);
    const cutOff = await post('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="image"');
    expect(cutOff.status, JSON.stringify(cutOff.body)).toBe(400);
  });

  it("hides another account's event and deletes images", async () => {
    const created = await upload(
      admin,
      `/api/events/${eventId}/images`,
      { body: await png(200, 200), name: 'g.png', mime: 'image/png' },
      'GENERIC',
    );
    expect(
      (
        await upload(outsider, `/api/events/${eventId}/images`, {
          body: await png(700, 300),
          name: 'x.png',
          mime: 'image/png',
        })
      ).status,
    ).toBe(404);
    expect((await outsider.get(`/api/events/${eventId}/images`)).status).toBe(404);
    expect((await outsider.delete(`/api/events/${eventId}/images/${created.body.data.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/events/${eventId}/images/${created.body.data.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/events/${eventId}/images/${created.body.data.id}`)).status).toBe(404);
  });
});

describe('duplicating an event', () => {
  it('copies the cover and the ticket logo only when asked, as files of its own', async () => {
    const source = (
      await admin.post('/api/events', {
        organizer_id: organizerId,
        title: 'Originals',
        start_date: '2031-06-01T19:00:00Z',
      })
    ).body.data.id as string;
    const cover = await upload(admin, `/api/events/${source}/images`, {
      body: await png(1600, 600),
      name: 'cover.png',
      mime: 'image/png',
    });
    const logo = await upload(
      admin,
      `/api/events/${source}/images`,
      { body: await png(300, 300), name: 'logo.png', mime: 'image/png' },
      'TICKET_LOGO',
    );
    expect([cover.status, logo.status]).toEqual([201, 201]);
    const duplicate = async (flags: Record<string, boolean>) => {
      const response = await admin.post(`/api/events/${source}/duplicate`, {
        title: 'Copy',
        start_date: '2031-07-01T19:00:00Z',
        ...flags,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return (response.body.data.images as { id: string; type: string; url: string; width: number }[]).sort((a, b) =>
        a.type.localeCompare(b.type),
      );
    };
    const both = await duplicate({});
    expect(both.map((image) => [image.type, image.width])).toEqual([
      ['EVENT_COVER', 1600],
      ['TICKET_LOGO', 300],
    ]);
    expect(both.map((image) => image.url)).not.toContain(cover.body.data.url);
    expect(both.map((image) => image.id)).not.toContain(cover.body.data.id);
    expect((await duplicate({ duplicate_event_cover_image: false })).map((image) => image.type)).toEqual([
      'TICKET_LOGO',
    ]);
    expect(await duplicate({ duplicate_event_cover_image: false, duplicate_ticket_logo: false })).toEqual([]);

    // Deleting the original leaves the copy's pictures whole.
    expect((await admin.delete(`/api/events/${source}`)).status).toBe(204);
    for (const image of both) expect((await fetch(image.url)).status).toBe(200);
  });
});

describe('organizer images', () => {
  it('uploads a logo and a cover, one of each', async () => {
    const logo = await upload(
      admin,
      `/api/organizers/${organizerId}/images`,
      { body: await png(400, 400), name: 'l.png', mime: 'image/png' },
      'ORGANIZER_LOGO',
    );
    expect(logo.status).toBe(201);
    const cover = await upload(
      admin,
      `/api/organizers/${organizerId}/images`,
      { body: await png(1200, 400), name: 'c.png', mime: 'image/png' },
      'ORGANIZER_COVER',
    );
    expect(cover.status).toBe(201);
    // Covers get smaller copies for srcset (decision 056); logos do not.
    expect(logo.body.data.variants).toEqual([]);
    const variants = cover.body.data.variants as { width: number; url: string }[];
    expect(variants.map((variant) => variant.width)).toEqual([480, 960]);
    for (const variant of variants) {
      const file = await fetch(variant.url);
      expect(file.status).toBe(200);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({ format: 'webp', width: variant.width });
    }
    const organizer = await admin.get(`/api/organizers/${organizerId}`);
    expect(organizer.body.data.images.map((image: { type: string }) => image.type).sort()).toEqual([
      'ORGANIZER_COVER',
      'ORGANIZER_LOGO',
    ]);
    const organizerRole = await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' });
    expect((await organizerRole.http.get(`/api/organizers/${organizerId}/images`)).body.data).toHaveLength(2);
  });
});
