import {
  defaultEventSettings,
  defaultTicketDesign,
  type TEvent,
  type TEventSettingsResponse,
  type TTicketDesign,
} from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { TicketDesigner } from './ticket-designer';

const event = buildEvent({ title: 'Harbour Jazz Night', location_details: { venue_name: 'Pier 7', city: 'Hamburg' } });
const settingsPath = `/api/events/${event.id}/settings`;
const themeAccent = '#7048e8';

function settingsWith(design: Partial<TTicketDesign> = {}): TEventSettingsResponse {
  const settings = defaultEventSettings({ supportEmail: null });
  return {
    ...settings,
    homepage_theme_settings: { ...settings.homepage_theme_settings, accent: themeAccent },
    ticket_design_settings: { ...defaultTicketDesign(), ...design },
    has_homepage_password: false,
    homepage_design_draft: null,
  };
}

type THandler = Parameters<typeof fakeApi>[0][string];

function setup(
  design: Partial<TTicketDesign> = {},
  handlers: Record<string, THandler> = {},
  images: TEvent['images'] = [],
) {
  const api = fakeApi({ [`GET ${settingsPath}`]: () => json(200, { data: settingsWith(design) }), ...handlers });
  renderWithProviders(<TicketDesigner event={{ ...event, images }} user={buildUser()} />);
  return { api, user: userEvent.setup() };
}

const preview = () => screen.getByTestId('ticket-design-preview');
const previewCard = () => within(preview()).getByTestId('ticket-card');
const footerInput = () => screen.findByRole('textbox', { name: /^Footer/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Puts text into a field as one paste: key by key, each stroke redraws the whole designer (slow in jsdom). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('TicketDesigner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews a sample ticket for the signed-in user at the event, with the page theme’s accent', async () => {
    setup({ footer_text: 'Doors at 7' });
    expect(await footerInput()).toHaveValue('Doors at 7');
    const card = previewCard();
    expect(within(card).getByRole('heading', { name: 'Harbour Jazz Night' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Pier 7');
    expect(within(card).getByTestId('ticket-attendee')).toHaveTextContent('Ada Lovelace');
    expect(card).toHaveTextContent('General admission');
    expect(within(card).getByTestId('ticket-footer')).toHaveTextContent('Doors at 7');
    expect(card.style.getPropertyValue('--ticket-accent')).toBe(themeAccent);
    expect(screen.getByRole('checkbox', { name: /event page's accent colour/ })).toBeChecked();
    expect(screen.getByTestId('ticket-footer-counter')).toHaveTextContent('10/500');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: /Print preview/ })).toHaveAttribute(
      'href',
      `/manage/event/${event.id}/ticket-designer/print`,
    );
  });

  it('updates the preview as the form changes, before anything is saved', async () => {
    const { api, user } = setup();
    await enter(user, await footerInput(), 'No re-entry');
    await user.click(screen.getByRole('checkbox', { name: /event page's accent colour/ }));
    const accent = screen.getByRole('textbox', { name: /^Accent colour/ });
    await user.clear(accent);
    await enter(user, accent, '#0b7285');
    await user.click(screen.getByRole('radio', { name: 'Modern' }));
    await user.click(screen.getByRole('button', { name: /Insert \{attendee\.first_name\}/ }));

    const card = previewCard();
    expect(within(card).getByTestId('ticket-footer')).toHaveTextContent('No re-entry');
    expect(card.style.getPropertyValue('--ticket-accent')).toBe('#0b7285');
    expect(card).toHaveAttribute('data-layout', 'modern');
    expect(within(card).getByTestId('ticket-custom-text')).toHaveTextContent('Ada');
    expect(screen.getByTestId('ticket-preview-unsaved')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo('PATCH', settingsPath)).toHaveLength(0);
  });

  it('saves the whole design with PATCH and counts the saved values as the form’s own', async () => {
    const { api, user } = setup(
      {},
      {
        [`PATCH ${settingsPath}`]: ({ body }) =>
          json(200, {
            data: settingsWith((body as { ticket_design_settings: TTicketDesign }).ticket_design_settings),
          }),
      },
    );
    await enter(user, await footerInput(), 'See you there');
    await user.click(screen.getByRole('switch', { name: /^Attendee email/ }));
    await user.click(screen.getByRole('radio', { name: 'Ticket 2 × 5.5 in' }));
    await user.click(saveButton());

    await waitFor(() => expect(api.callsTo('PATCH', settingsPath)).toHaveLength(1));
    expect(api.callsTo('PATCH', settingsPath)[0]?.body).toEqual({
      ticket_design_settings: {
        ...defaultTicketDesign(),
        footer_text: 'See you there',
        show_attendee_email: true,
        paper_size: 'TICKET',
      },
    });
    expect(await screen.findByText('Ticket design saved.')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('names the current logo when the saved one was replaced since (the server refuses an id that is gone)', async () => {
    const logo = {
      id: '99999999-9999-4999-8999-999999999999',
      type: 'TICKET_LOGO',
      url: '/uploads/events/logo.webp',
      width: 240,
      height: 240,
      size_bytes: 1000,
      content_type: 'image/webp',
      average_colour: '#123456',
      lqip: '',
      variants: [],
      created_at: '2026-01-01T10:00:00.000Z',
    } satisfies TEvent['images'][number];
    const { api, user } = setup(
      { logo_image_id: '88888888-8888-4888-8888-888888888888' },
      {
        [`PATCH ${settingsPath}`]: ({ body }) =>
          json(200, {
            data: settingsWith((body as { ticket_design_settings: TTicketDesign }).ticket_design_settings),
          }),
      },
      [logo],
    );
    await enter(user, await footerInput(), 'Hi');
    expect(within(previewCard()).getByRole('img', { name: 'Event logo' })).toHaveAttribute('src', logo.url);
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('PATCH', settingsPath)).toHaveLength(1));
    expect(api.callsTo('PATCH', settingsPath)[0]?.body).toMatchObject({
      ticket_design_settings: { logo_image_id: logo.id, footer_text: 'Hi' },
    });
  });

  it('refuses an unknown placeholder before sending, and puts the server’s field errors on the fields', async () => {
    const { api, user } = setup(
      {},
      {
        [`PATCH ${settingsPath}`]: () =>
          json(422, {
            message: 'The given data was invalid.',
            errors: { 'ticket_design_settings.footer_text': ['Keep it on one line.'] },
          }),
      },
    );
    const custom = await screen.findByRole('textbox', { name: /^Custom text/ });
    await enter(user, custom, 'Hi {event.date}');
    await user.click(saveButton());
    expect(
      await screen.findByText('{event.date} is not a placeholder tickets can fill. Use the ones listed below.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', settingsPath)).toHaveLength(0);

    await user.clear(custom);
    await enter(user, await footerInput(), 'Fine');
    await user.click(saveButton());
    expect(await screen.findByText('Keep it on one line.')).toBeInTheDocument();
    expect(await footerInput()).toHaveAttribute('aria-invalid', 'true');
  });
});
