import {
  defaultOrganizerTheme,
  defaultPageSections,
  toPublicSections,
  type TPublicConfig,
  type TPublicOrganizer,
  type TPublicOrganizerEvent,
} from '@marquee/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { RouteErrorPage } from '../route-error-page';
import { Component, createLoader, createPreviewLoader, PreviewComponent } from './organizer-page';

const ORGANIZER_ID = '44444444-4444-4444-8444-444444444444';
const EVENTS_PATH = `/api/public/organizers/${ORGANIZER_ID}/events`;

function organizer(overrides: Partial<TPublicOrganizer> = {}): TPublicOrganizer {
  return {
    id: ORGANIZER_ID,
    name: 'Harbour Sounds',
    slug: 'harbour-sounds',
    status: 'LIVE',
    description: '<p>Music by the sea.</p>',
    website: null,
    timezone: 'Europe/Berlin',
    images: [],
    settings: {
      social_media_handles: {},
      website_url: 'https://harbour.example',
      location_details: null,
      seo_title: null,
      seo_description: null,
      seo_keywords: null,
      allow_search_engine_indexing: true,
    },
    public_url: `http://localhost/events/${ORGANIZER_ID}/harbour-sounds`,
    homepage_theme_settings: defaultOrganizerTheme(),
    homepage_sections: toPublicSections(defaultPageSections('organizer'), []),
    ...overrides,
  };
}

function card(index: number, overrides: Partial<TPublicOrganizerEvent> = {}): TPublicOrganizerEvent {
  return {
    id: `11111111-1111-4111-8111-11111111111${index}`,
    title: `Night ${index}`,
    slug: `night-${index}`,
    status: 'LIVE',
    start_date: '2031-06-01T18:00:00.000Z',
    end_date: '2031-06-01T21:00:00.000Z',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    is_online_event: false,
    location_details: { venue_name: 'Pier 7', city: 'Hamburg' },
    cover_image: null,
    lowest_price: 1500,
    public_url: '',
    ...overrides,
  };
}

const list = (data: TPublicOrganizerEvent[], meta: { current_page?: number; last_page?: number } = {}) =>
  json(200, {
    data,
    meta: {
      current_page: meta.current_page ?? 1,
      per_page: 30,
      total: data.length,
      last_page: meta.last_page ?? 1,
      from: 1,
      to: data.length,
      allowed_sorts: [],
      default_sort: 'start_date',
      default_sort_direction: 'asc',
      allowed_filter_fields: [],
    },
  });

function renderOrganizerPage(initialPath: string, config: Partial<TPublicConfig> = {}) {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  return renderRoutes(
    [
      {
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
        children: [
          { path: '/events/:organizerId/:organizerSlug?', loader: createLoader(queryClient), Component },
          { path: '/events/:organizerId/:organizerSlug/past-events', loader: createLoader(queryClient), Component },
          { path: '/event/:eventId/:eventSlug', element: <p>event page</p> },
        ],
      },
    ],
    { initialPath, queryClient, config },
  );
}

describe('organizer public page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redirects to the canonical slug keeping /past-events and the query, and asks for that page of past events', async () => {
    const api = fakeApi({
      [`GET /api/public/organizers/${ORGANIZER_ID}`]: () => json(200, { data: organizer() }),
      [`GET ${EVENTS_PATH}`]: () => list([card(1)], { current_page: 2, last_page: 2 }),
    });
    const { router } = renderOrganizerPage(`/events/${ORGANIZER_ID}/old-name/past-events?page=2`);
    await screen.findByRole('heading', { name: 'Harbour Sounds', level: 1 });
    expect(router.state.location.pathname).toBe(`/events/${ORGANIZER_ID}/harbour-sounds/past-events`);
    expect(router.state.location.search).toBe('?page=2');
    const asked = api.callsTo('GET', EVENTS_PATH).map((call) => call.url.searchParams);
    expect(asked.some((params) => params.get('eventsStatus') === 'past' && params.get('page') === '2')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows cards with price and place, an empty state, and switches tabs by address', async () => {
    fakeApi({
      [`GET /api/public/organizers/${ORGANIZER_ID}`]: () => json(200, { data: organizer() }),
      [`GET ${EVENTS_PATH}`]: ({ url }) =>
        url.searchParams.get('eventsStatus') === 'past'
          ? list([])
          : list([card(1), card(2, { lowest_price: 0, is_online_event: true })]),
    });
    const { router } = renderOrganizerPage(`/events/${ORGANIZER_ID}/harbour-sounds`);
    const cards = await screen.findAllByTestId('organizer-event-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Pier 7, Hamburg')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/From €15\.00|From 15\.00/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Free')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Online event')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/past-events$/));
    expect(await screen.findByTestId('organizer-events-empty')).toHaveTextContent('No past events yet.');
  });

  it('shows DEFAULT_IMAGE_URL on the cards of events without a cover, and the cover on the others', async () => {
    const cover = {
      id: 'img-1',
      type: 'EVENT_COVER',
      url: 'https://cdn.example.com/cover.jpg',
      width: 1200,
      height: 600,
      variants: [],
      lqip: null,
      average_colour: null,
    } as unknown as NonNullable<TPublicOrganizerEvent['cover_image']>;
    fakeApi({
      [`GET /api/public/organizers/${ORGANIZER_ID}`]: () => json(200, { data: organizer() }),
      [`GET ${EVENTS_PATH}`]: () => list([card(1), card(2, { cover_image: cover })]),
    });
    renderOrganizerPage(`/events/${ORGANIZER_ID}/harbour-sounds`, {
      defaultImageUrl: 'https://cdn.example.com/default.jpg',
    });
    const cards = await screen.findAllByTestId('organizer-event-card');
    expect(within(cards[0]!).getByTestId('event-card-default-cover')).toHaveAttribute(
      'src',
      'https://cdn.example.com/default.jpg',
    );
    expect(within(cards[1]!).queryByTestId('event-card-default-cover')).not.toBeInTheDocument();
  });

  it('shows a password-protected page as its name and a password form, and the page once the password is right', async () => {
    let isOpen = false;
    const locked = () =>
      json(403, {
        message: 'This page is protected by a password.',
        errors: {},
        code: 'password_required',
        page: { type: 'organizer', id: ORGANIZER_ID, title: 'Harbour Sounds' },
      });
    const api = fakeApi({
      [`GET /api/public/organizers/${ORGANIZER_ID}`]: () => (isOpen ? json(200, { data: organizer() }) : locked()),
      [`GET ${EVENTS_PATH}`]: () => (isOpen ? list([card(1)]) : locked()),
      [`POST /api/public/organizers/${ORGANIZER_ID}/unlock`]: ({ body }) => {
        if ((body as { password: string }).password !== 'sea breeze')
          return json(422, { message: 'This password is not correct.', errors: { password: ['Not correct.'] } });
        isOpen = true;
        return json(200, { data: { unlocked: true } });
      },
    });
    renderOrganizerPage(`/events/${ORGANIZER_ID}/harbour-sounds`);
    const form = await screen.findByTestId('page-unlock-form');
    expect(within(form).getByRole('heading', { name: 'Harbour Sounds', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Music by the sea.')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Open the page' }));
    expect(await within(form).findByText('Enter the password.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Password'), 'sea');
    await userEvent.click(within(form).getByRole('button', { name: 'Open the page' }));
    expect(await within(form).findByText('This password is not correct.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Password'));
    await userEvent.type(within(form).getByLabelText('Password'), 'sea breeze');
    await userEvent.click(within(form).getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByText('Music by the sea.')).toBeInTheDocument();
    expect(await screen.findAllByTestId('organizer-event-card')).toHaveLength(1);
    expect(screen.queryByTestId('page-unlock-form')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/api/public/organizers/${ORGANIZER_ID}/unlock`).map((call) => call.body)).toEqual([
      { password: 'sea' },
      { password: 'sea breeze' },
    ]);
  });

  it('shows the not-found view for an unknown organizer', async () => {
    fakeApi({});
    renderOrganizerPage(`/events/${ORGANIZER_ID}/anything`);
    expect(await screen.findByText("We can't find that page")).toBeInTheDocument();
  });

  it('checks the contact form in the page, then sends it and thanks the visitor', async () => {
    const api = fakeApi({
      [`GET /api/public/organizers/${ORGANIZER_ID}`]: () => json(200, { data: organizer() }),
      [`GET ${EVENTS_PATH}`]: () => list([]),
      [`POST /api/public/organizers/${ORGANIZER_ID}/contact`]: () => json(200, { data: { sent: true } }),
    });
    renderOrganizerPage(`/events/${ORGANIZER_ID}/harbour-sounds`);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', `/api/public/organizers/${ORGANIZER_ID}/contact`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Robin');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'robin@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Step-free access?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent to Harbour Sounds.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/public/organizers/${ORGANIZER_ID}/contact`)[0]!.body).toEqual({
      name: 'Robin',
      email: 'robin@example.com',
      message: 'Step-free access?',
      website: '',
    });
  });

  it("previews a draft organizer for staff with a banner and follows the designer's image updates", async () => {
    fakeApi({
      [`GET /api/public/organizers/${ORGANIZER_ID}`]: () => json(200, { data: organizer({ status: 'DRAFT' }) }),
      [`GET ${EVENTS_PATH}`]: () => list([]),
    });
    const queryClient = createQueryClient({ onAuthError: () => {} });
    renderRoutes(
      [
        {
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: <p>loading</p>,
          children: [
            {
              path: '/organizer/:organizerId/preview',
              loader: createPreviewLoader(queryClient),
              Component: PreviewComponent,
            },
          ],
        },
      ],
      { initialPath: `/organizer/${ORGANIZER_ID}/preview`, queryClient },
    );
    expect(await screen.findByTestId('organizer-draft-banner')).toBeInTheDocument();
    expect(screen.queryByAltText('Logo of Harbour Sounds')).not.toBeInTheDocument();
    const update = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            data: { type: 'UPDATE_ORGANIZER_SETTINGS', settings: { logoUrl: 'https://cdn.example/logo.webp' } },
          }),
        );
      });
    update('https://evil.example');
    expect(screen.queryByAltText('Logo of Harbour Sounds')).not.toBeInTheDocument();
    update(window.location.origin);
    expect(await screen.findByAltText('Logo of Harbour Sounds')).toHaveAttribute(
      'src',
      'https://cdn.example/logo.webp',
    );
  });
});
