import { defaultPageSections, type TPageSection } from '@marquee/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let admin: HttpClient;
let outsider: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
  outsider = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

async function uploadImage(path: string, type: string): Promise<string> {
  const body = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('type', type);
  form.append('image', new Blob([body], { type: 'image/png' }), 'picture.png');
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-requested-with': 'fetch' },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const THEME = { accent: '#0e7490', background: '#ecfeff', mode: 'light', background_type: 'COLOR' } as const;

async function liveEvent() {
  const organizer = await createOrganizer(admin, { name: 'Canal House' });
  const event = await createEvent(admin, { organizerId: organizer.id });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { organizer, event };
}

describe('event homepage design (issue 29)', () => {
  it('starts with the §13 theme and the sections that draw the page as before', async () => {
    const { event } = await liveEvent();
    const settings = await admin.get<{ data: Record<string, unknown> }>(`/api/events/${event.id}/settings`);
    expect(settings.body.data).toMatchObject({
      homepage_theme_settings: { accent: '#8b5cf6', background: '#f5f3ff', mode: 'light', background_type: 'COLOR' },
      homepage_sections: defaultPageSections('event'),
      homepage_design_draft: null,
      ticket_design_settings: { layout_type: 'default', enabled: true, attach_pdf_to_email: true },
    });
    const page = await admin.get<{ data: Record<string, unknown> }>(`/api/public/events/${event.id}`);
    expect(page.body.data.homepage_sections).toEqual([
      { id: 'hero', type: 'hero', title: null, html: null },
      { id: 'tickets', type: 'tickets', title: null, html: null },
      { id: 'about', type: 'about', title: null, html: null },
    ]);
  });

  it('keeps a draft away from buyers until it is published, and renders its sections on the server', async () => {
    const { event } = await liveEvent();
    const pictureId = await uploadImage(`/api/events/${event.id}/images`, 'GENERIC');
    const sections: TPageSection[] = [
      ...defaultPageSections('event'),
      {
        id: 'faq',
        type: 'faq',
        hidden: false,
        title: 'Questions',
        items: [{ question: 'Is there <parking>?', answer: 'Yes, on the pier.\n\nFree after 6pm.' }],
      },
      {
        id: 'speakers',
        type: 'speakers',
        hidden: false,
        title: null,
        items: [{ name: 'Ada Lovelace', role: 'Keynote', image_id: pictureId, link: 'https://example.com/ada' }],
      },
      { id: 'old-gallery', type: 'gallery', hidden: true, title: null, image_ids: [pictureId] },
      {
        id: 'custom-about',
        type: 'about',
        hidden: false,
        title: 'Our story',
        body_html: '<p>Hello<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
    ];
    const saved = await admin.patch<{ data: Record<string, any> }>(`/api/events/${event.id}/settings`, {
      homepage_design_draft: { homepage_theme_settings: THEME, homepage_sections: sections },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.homepage_design_draft.homepage_theme_settings).toEqual(THEME);
    expect(saved.body.data.homepage_design_draft.saved_at).toEqual(expect.any(String));
    // The rich text was sanitised as it was saved.
    const storedAbout = saved.body.data.homepage_design_draft.homepage_sections.find(
      (section: TPageSection) => section.id === 'custom-about',
    );
    expect(storedAbout.body_html).not.toMatch(/script|onerror/);
    expect(saved.body.data.homepage_theme_settings.accent).toBe('#8b5cf6');

    const before = await admin.get<{ data: Record<string, any> }>(`/api/public/events/${event.id}`);
    expect(before.body.data.homepage_theme_settings.accent).toBe('#8b5cf6');
    expect(before.body.data.homepage_sections).toHaveLength(3);

    const published = await admin.post<{ data: Record<string, any> }>(
      `/api/events/${event.id}/homepage-design/publish`,
    );
    expect(published.status).toBe(200);
    expect(published.body.data.homepage_design_draft).toBeNull();
    expect(published.body.data.homepage_theme_settings).toEqual(THEME);

    const after = await admin.get<{ data: Record<string, any> }>(`/api/public/events/${event.id}`);
    expect(after.body.data.homepage_theme_settings).toEqual(THEME);
    const publicSections = after.body.data.homepage_sections as { id: string; html: string | null }[];
    // The hidden gallery is not sent at all.
    expect(publicSections.map((section) => section.id)).toEqual([
      'hero',
      'tickets',
      'about',
      'faq',
      'speakers',
      'custom-about',
    ]);
    const faq = publicSections.find((section) => section.id === 'faq')!;
    expect(faq.html).toContain('<summary>Is there &lt;parking&gt;?</summary>');
    expect(faq.html).toContain('<p>Yes, on the pier.</p><p>Free after 6pm.</p>');
    const speakers = publicSections.find((section) => section.id === 'speakers')!;
    expect(speakers.html).toContain('alt="Ada Lovelace"');
    expect(speakers.html).toContain('href="https://example.com/ada"');
    expect(publicSections.find((section) => section.id === 'custom-about')!.html).not.toMatch(/script|onerror/);

    // Nothing left to publish: said, not silently accepted.
    const again = await admin.post(`/api/events/${event.id}/homepage-design/publish`);
    expect(again.status).toBe(409);
  });

  it('refuses a list the page cannot show, with the field that is wrong', async () => {
    const { event, organizer } = await liveEvent();
    const foreignPicture = await uploadImage(`/api/organizers/${organizer.id}/images`, 'ORGANIZER_LOGO');
    const withoutTickets = defaultPageSections('event').filter((section) => section.type !== 'tickets');
    const hiddenTickets = defaultPageSections('event').map((section) =>
      section.type === 'tickets' ? { ...section, hidden: true } : section,
    );
    const cases: [unknown, string][] = [
      [{ homepage_sections: withoutTickets }, 'homepage_sections'],
      [{ homepage_sections: hiddenTickets }, 'homepage_sections.1.hidden'],
      [
        { homepage_sections: [...defaultPageSections('event'), { id: 'x', type: 'events' }] },
        'homepage_sections.3.type',
      ],
      [
        { homepage_sections: [...defaultPageSections('event'), { id: 'hero', type: 'faq', items: [] }] },
        'homepage_sections.3.id',
      ],
      [
        {
          homepage_sections: [
            ...defaultPageSections('event'),
            { id: 'g', type: 'gallery', image_ids: [foreignPicture] },
          ],
        },
        'homepage_sections.3.image_ids.0',
      ],
      [{ homepage_theme_settings: { ...THEME, accent: 'teal' } }, 'homepage_theme_settings.accent'],
      [
        {
          homepage_sections: [
            ...defaultPageSections('event'),
            { id: 'f', type: 'faq', items: [{ question: '', answer: 'x' }] },
          ],
        },
        'homepage_sections.3.items.0.question',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await admin.patch<{ errors: Record<string, string[]> }>(
        `/api/events/${event.id}/settings`,
        body,
      );
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.body.errors), field).toContain(field);
    }
    const draftOfOther = await admin.patch<{ errors: Record<string, string[]> }>(`/api/events/${event.id}/settings`, {
      homepage_design_draft: { homepage_theme_settings: THEME, homepage_sections: withoutTickets },
    });
    expect(draftOfOther.status).toBe(422);
    expect(Object.keys(draftOfOther.body.errors)).toContain('homepage_design_draft.homepage_sections');
  });

  it('takes the ticket design with a logo of the event only', async () => {
    const { event, organizer } = await liveEvent();
    const logo = await uploadImage(`/api/events/${event.id}/images`, 'TICKET_LOGO');
    const other = await uploadImage(`/api/organizers/${organizer.id}/images`, 'ORGANIZER_LOGO');
    const saved = await admin.patch<{ data: Record<string, any> }>(`/api/events/${event.id}/settings`, {
      ticket_design_settings: {
        accent_color: '#123456',
        logo_image_id: logo,
        footer_text: 'Doors at 7',
        layout_type: 'modern',
        enabled: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.ticket_design_settings).toMatchObject({
      accent_color: '#123456',
      logo_image_id: logo,
      footer_text: 'Doors at 7',
      layout_type: 'modern',
      paper_size: 'A4',
    });
    const refused = await admin.patch<{ errors: Record<string, string[]> }>(`/api/events/${event.id}/settings`, {
      ticket_design_settings: { logo_image_id: other },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['ticket_design_settings.logo_image_id']).toBeDefined();
  });

  it('answers 404 to another account', async () => {
    const { event, organizer } = await liveEvent();
    expect((await outsider.post(`/api/events/${event.id}/homepage-design/publish`)).status).toBe(404);
    expect((await outsider.post(`/api/organizers/${organizer.id}/homepage-design/publish`)).status).toBe(404);
  });
});

describe('organizer homepage design (issue 29)', () => {
  it('defaults to Midnight, drafts, publishes, and lists its sections publicly', async () => {
    const { organizer } = await liveEvent();
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
    const settings = await admin.get<{ data: Record<string, any> }>(`/api/organizers/${organizer.id}/settings`);
    expect(settings.body.data.homepage_theme_settings).toMatchObject({ background: '#0f172a', mode: 'dark' });
    const picture = await uploadImage(`/api/organizers/${organizer.id}/images`, 'GENERIC');
    const sections: TPageSection[] = [
      ...defaultPageSections('organizer'),
      { id: 'gallery', type: 'gallery', hidden: false, title: null, image_ids: [picture] },
    ];
    const draft = await admin.patch(`/api/organizers/${organizer.id}/settings`, {
      homepage_design_draft: { homepage_theme_settings: THEME, homepage_sections: sections },
    });
    expect(draft.status).toBe(200);
    const before = await admin.get<{ data: Record<string, any> }>(`/api/public/organizers/${organizer.id}`);
    expect(before.body.data.homepage_theme_settings.mode).toBe('dark');
    const published = await admin.post(`/api/organizers/${organizer.id}/homepage-design/publish`);
    expect(published.status).toBe(200);
    const after = await admin.get<{ data: Record<string, any> }>(`/api/public/organizers/${organizer.id}`);
    expect(after.body.data.homepage_theme_settings).toEqual(THEME);
    const gallery = (after.body.data.homepage_sections as { id: string; html: string }[]).find(
      (section) => section.id === 'gallery',
    )!;
    expect(gallery.html).toContain('class="mq-sec-gallery"');
    // An event page's ticket block has no place on an organizer page.
    const refused = await admin.patch(`/api/organizers/${organizer.id}/settings`, {
      homepage_sections: [...defaultPageSections('organizer'), { id: 't', type: 'tickets' }],
    });
    expect(refused.status).toBe(422);
  });
});
