import {
  defaultEventSettings,
  defaultWidgetSettings,
  type TEventSettingsResponse,
  type TWidgetSettings,
} from '@marquee/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { WidgetConfigurator } from './widget-configurator';

const eventId = '55555555-5555-4555-8555-555555555555';
const settingsPath = `/api/events/${eventId}/settings`;
const categoriesPath = `/api/events/${eventId}/product-categories`;
const standingId = '66666666-6666-4666-8666-666666666666';
const seatedId = '77777777-7777-4777-8777-777777777777';
const script = { url: '/assets/widget-abc123.js', integrity: 'sha384-pinned' };

function settingsWith(widget: Partial<TWidgetSettings> = {}): TEventSettingsResponse {
  return {
    ...defaultEventSettings({ supportEmail: null }),
    continue_button_text: 'Get tickets',
    widget_settings: { ...defaultWidgetSettings(), ...widget },
    has_homepage_password: false,
    homepage_design_draft: null,
  };
}

type THandler = Parameters<typeof fakeApi>[0][string];

function setup(widget: Partial<TWidgetSettings> = {}, handlers: Record<string, THandler> = {}) {
  const api = fakeApi({
    [`GET ${settingsPath}`]: () => json(200, { data: settingsWith(widget) }),
    [`GET ${categoriesPath}`]: () =>
      json(200, {
        data: [
          {
            id: '88888888-8888-4888-8888-888888888888',
            name: 'Tickets',
            products: [
              { id: standingId, title: 'Standing', product_type: 'TICKET' },
              { id: seatedId, title: 'Seated', product_type: 'TICKET' },
            ],
          },
        ],
      }),
    ...handlers,
  });
  renderWithProviders(<WidgetConfigurator eventId={eventId} />, {
    config: { frontendUrl: 'https://tickets.example.com', widgetScript: script },
  });
  return { api, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** The form shows once the settings have loaded. */
const primaryInput = () => screen.findByRole('textbox', { name: /^Primary \(main button\)/ });
const sitesInput = () => screen.getByRole('combobox', { name: /^Allowed sites/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const htmlSnippet = () => screen.getByTestId('widget-html-snippet').textContent ?? '';
const previewFrame = () => screen.getByTitle('Widget preview') as HTMLIFrameElement;
const previewSearch = () => new URL(previewFrame().getAttribute('src') ?? '', 'http://localhost').searchParams;

describe('WidgetConfigurator', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fills the form from the saved settings and shows them in the embed code and the preview', async () => {
    setup({
      primary_color: '#0b7285',
      continue_button_text: 'Book now',
      padding: 32,
      auto_resize: false,
      locale: 'de',
      product_ids: [seatedId],
      promo_code: 'EARLY',
      allowed_domains: ['https://www.jazzclub.example'],
    });

    expect(await primaryInput()).toHaveValue('#0b7285');
    expect(field(/^Background/)).toHaveValue('');
    expect(field(/^Continue button text/)).toHaveValue('Book now');
    // Empty means the event's own text, which the placeholder shows.
    expect(field(/^Continue button text/)).toHaveAttribute('placeholder', 'Get tickets');
    expect(field(/^Padding/)).toHaveValue('32 px');
    expect(screen.getByRole('switch', { name: /^Resize automatically/ })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Language/ })).toHaveValue('Deutsch');
    expect(field(/^Promo code/)).toHaveValue('EARLY');
    expect(screen.getByText('https://www.jazzclub.example')).toBeInTheDocument();
    await waitFor(() =>
      expect(Array.from(document.querySelectorAll('.mantine-MultiSelect-pill'), (pill) => pill.textContent)).toEqual([
        'Seated',
      ]),
    );
    expect(saveButton()).toBeDisabled();

    expect(htmlSnippet()).toBe(
      [
        '<script async src="https://tickets.example.com/assets/widget-abc123.js" integrity="sha384-pinned" crossorigin="anonymous"></script>',
        '<div',
        `  data-marquee-event="${eventId}"`,
        '  data-marquee-primary-color="#0b7285"',
        '  data-marquee-continue-button-text="Book now"',
        '  data-marquee-padding="32"',
        '  data-marquee-locale="de"',
        '  data-marquee-promo-code="EARLY"',
        `  data-marquee-products="${seatedId}"`,
        '  data-marquee-autoresize="false"',
        '></div>',
        '',
      ].join('\n'),
    );
    expect(previewFrame().getAttribute('src')).toMatch(new RegExp(`^/widget/${eventId}\\?`));
    expect(previewSearch().get('primaryColor')).toBe('#0b7285');
    expect(previewSearch().get('preview')).toBe('1');
    expect(previewSearch().get('iframeId')).toBe('preview');
    // The CSP note names this product's origin.
    expect(screen.getByText('script-src https://tickets.example.com')).toBeInTheDocument();
    expect(screen.getByText('frame-src https://tickets.example.com')).toBeInTheDocument();
  });

  it('writes a typed colour into the embed code at once and into the preview when typing pauses', async () => {
    const { user } = setup();
    await user.type(await primaryInput(), '#ff0000');

    expect(htmlSnippet()).toContain('data-marquee-primary-color="#ff0000"');
    await waitFor(() => expect(previewSearch().get('primaryColor')).toBe('#ff0000'));
    expect(saveButton()).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'React' }));
    expect(screen.getByTestId('widget-react-snippet')).toHaveTextContent('data-marquee-primary-color="#ff0000"');
    expect(screen.getByTestId('widget-react-snippet')).toHaveTextContent('export function MarqueeTickets()');
  });

  it('refuses a colour that is not hex: the field says so, the code leaves it out and nothing is sent', async () => {
    const { api, user } = setup();
    const primary = await primaryInput();
    await user.type(primary, 'blue-ish');
    await user.tab();

    expect(await screen.findByText('Use a hex colour such as #1a73e8, or leave it empty.')).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    // Left as typed, not turned back into the last valid colour.
    expect(primary).toHaveValue('blue-ish');
    expect(htmlSnippet()).not.toContain('primary-color');

    await user.click(saveButton());
    expect(api.callsTo('PATCH', settingsPath)).toHaveLength(0);
  });

  it('saves the whole widget object with PATCH, then counts the saved values as the form’s own', async () => {
    const { api, user } = setup(
      { promo_code: 'EARLY' },
      {
        [`PATCH ${settingsPath}`]: ({ body }) =>
          json(200, {
            data: settingsWith((body as { widget_settings: TWidgetSettings }).widget_settings),
          }),
      },
    );
    await user.type(await primaryInput(), '#0B7285');
    await user.clear(field(/^Padding/));
    await user.type(field(/^Padding/), '12');
    await user.click(screen.getByRole('switch', { name: /^Resize automatically/ }));
    await user.type(sitesInput(), 'https://WWW.Example.com/{Enter}');
    await user.click(saveButton());

    await waitFor(() => expect(api.callsTo('PATCH', settingsPath)).toHaveLength(1));
    expect(api.callsTo('PATCH', settingsPath)[0]?.body).toEqual({
      widget_settings: {
        ...defaultWidgetSettings(),
        primary_color: '#0B7285',
        padding: 12,
        auto_resize: false,
        promo_code: 'EARLY',
        allowed_domains: ['https://www.example.com'],
      },
    });
    expect(await screen.findByText('Widget settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByText('https://www.example.com')).toBeInTheDocument();
  });

  it("puts the server's field errors on the fields", async () => {
    const { user } = setup(
      {},
      {
        [`PATCH ${settingsPath}`]: () =>
          json(422, {
            message: 'The given data was invalid.',
            errors: {
              'widget_settings.allowed_domains.0': ['This site cannot frame the widget.'],
              'widget_settings.promo_code': ['Promo code too long for the server.'],
            },
          }),
      },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Promo code/ }), 'SUMMER');
    await user.type(sitesInput(), 'https://shop.example.com{Enter}');
    await user.click(saveButton());

    expect(await screen.findByText('This site cannot frame the widget.')).toBeInTheDocument();
    expect(screen.getByText('Promo code too long for the server.')).toBeInTheDocument();
    expect(field(/^Promo code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Promo code/)).toHaveValue('SUMMER');
  });

  it('says which site address is not one, before sending', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('combobox', { name: /^Allowed sites/ }), 'example.com{Enter}');
    await user.click(saveButton());

    expect(
      await screen.findByText('“example.com” is not a site address. Enter one such as https://www.example.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', settingsPath)).toHaveLength(0);
  });

  it('sizes the preview from the widget’s own resize messages, and only those', async () => {
    setup();
    await primaryInput();
    const frame = previewFrame();
    expect(frame.style.height).toBe('480px');
    const post = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data,
            origin: init.origin ?? window.location.origin,
            source: init.source === undefined ? frame.contentWindow : init.source,
          }),
        );
      });

    post({ type: 'marquee:resize', frameId: 'other', height: 900 });
    post({ type: 'marquee:resize', frameId: 'preview', height: 900 }, { origin: 'https://evil.example' });
    post({ type: 'marquee:resize', frameId: 'preview', height: 900 }, { source: window });
    expect(frame.style.height).toBe('480px');

    post({ type: 'marquee:resize', frameId: 'preview', height: 612.4 });
    expect(frame.style.height).toBe('613px');
  });

  it('shows a skeleton while loading, then offers to try again when the settings cannot be loaded', async () => {
    fakeApi({ [`GET ${settingsPath}`]: () => json(500, { message: 'The database is resting.', errors: {} }) });
    const queryClient = createQueryClient({ onAuthError: () => {} });
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderWithProviders(<WidgetConfigurator eventId={eventId} />, { queryClient });

    expect(screen.getByTestId('widget-configurator-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText("We couldn't load the widget settings")).toBeInTheDocument();
    expect(screen.getByText('The database is resting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('copies the embed code with a labelled button', async () => {
    const { user } = setup();
    await primaryInput();
    const panel = screen.getByRole('tabpanel', { name: 'HTML' });
    await user.click(within(panel).getByRole('button', { name: 'Copy HTML embed code' }));

    expect(await within(panel).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(htmlSnippet());
  });
});
