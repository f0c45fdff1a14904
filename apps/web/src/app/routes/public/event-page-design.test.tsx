import { DESIGN_PREVIEW_MESSAGE, defaultPageSections, toPublicSections, type TPageSection } from '@marquee/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { EVENT_ID, publicEvent } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { RouteErrorPage } from '../route-error-page';
import { Component, createLoader } from './event-page';
import { Component as PreviewComponent } from './event-preview-page';

const OCEAN = { accent: '#0e7490', background: '#ecfeff', mode: 'light', background_type: 'COLOR' } as const;
const MIDNIGHT = { accent: '#818cf8', background: '#0f172a', mode: 'dark', background_type: 'COLOR' } as const;
const FAQ: TPageSection = {
  id: 'faq',
  type: 'faq',
  hidden: false,
  title: null,
  items: [{ question: 'Can I bring a friend?', answer: 'Yes, with a ticket.' }],
};

function render(path: string) {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  return renderRoutes(
    [
      {
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
        children: [
          { path: '/event/:eventId/preview', Component: PreviewComponent },
          { path: '/event/:eventId/:eventSlug?', loader: createLoader(queryClient), Component },
        ],
      },
    ],
    { initialPath: path, queryClient },
  );
}

const pageThemeStyle = () => document.querySelector('style[data-page-theme]')?.textContent ?? '';

describe('event page design (issue 29)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the sections in their order, the FAQ from the server, and wears the theme', async () => {
    const sections = [...defaultPageSections('event').slice(0, 1), FAQ, ...defaultPageSections('event').slice(1)];
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () =>
        json(200, {
          data: publicEvent({ homepage_theme_settings: OCEAN, homepage_sections: toPublicSections(sections, []) }),
        }),
    });
    render(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Frequently asked questions', level: 2 });
    expect(screen.getByText('Can I bring a friend?').closest('details')).not.toBeNull();
    // Before the tickets in the list: in the column above the ticket panel, under the hero.
    const faq = screen.getByTestId('page-section-faq');
    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(faq.compareDocumentPosition(tickets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(pageThemeStyle()).toContain('--mantine-color-body:#ecfeff'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('forces the dark scheme of a dark theme, links in a readable shade', async () => {
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () =>
        json(200, { data: publicEvent({ homepage_theme_settings: MIDNIGHT }) }),
    });
    render(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(pageThemeStyle()).toContain('--mantine-color-body:#0f172a');
  });

  it('previews the draft, then what the designer sends, without saving', async () => {
    const draft = {
      homepage_theme_settings: OCEAN,
      homepage_sections: [...defaultPageSections('event'), FAQ],
      saved_at: '2026-11-29T08:00:00.000Z',
    };
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }),
      [`GET /api/events/${EVENT_ID}/settings`]: () =>
        json(200, {
          data: {
            homepage_theme_settings: MIDNIGHT,
            homepage_sections: defaultPageSections('event'),
            homepage_design_draft: draft,
          },
        }),
    });
    render(`/event/${EVENT_ID}/preview`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    await screen.findByText('Can I bring a friend?');
    await waitFor(() => expect(pageThemeStyle()).toContain('--mantine-color-body:#ecfeff'));

    const unsaved = {
      homepage_theme_settings: MIDNIGHT,
      homepage_sections: [
        ...defaultPageSections('event'),
        { ...FAQ, items: [{ question: 'Is there parking?', answer: 'On the pier.' }] },
      ],
    };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: DESIGN_PREVIEW_MESSAGE, design: unsaved },
          origin: window.location.origin,
          source: window.parent,
        }),
      );
    });
    await screen.findByText('Is there parking?');
    await waitFor(() => expect(pageThemeStyle()).toContain('--mantine-color-body:#0f172a'));
    // A message from elsewhere changes nothing.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: DESIGN_PREVIEW_MESSAGE, design: { ...unsaved, homepage_theme_settings: OCEAN } },
          origin: 'https://evil.example',
          source: window.parent,
        }),
      );
    });
    expect(pageThemeStyle()).toContain('--mantine-color-body:#0f172a');
  });
});
