import {
  defaultPageSections,
  DESIGN_PREVIEW_MESSAGE,
  type TDesignPreviewMessage,
  type THomepageDesign,
  type TPageSection,
} from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import type { TDesignSettings } from '../api/homepage-design';
import { HomepageDesigner } from './homepage-designer';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const eventId = '55555555-5555-4555-8555-555555555555';
const organizerId = '66666666-6666-4666-8666-666666666666';
const settingsPath = `/api/events/${eventId}/settings`;
const publishPath = `/api/events/${eventId}/homepage-design/publish`;
const WHITE = { accent: '#2563eb', background: '#ffffff', mode: 'light', background_type: 'COLOR' } as const;

function settingsOf(design: Partial<THomepageDesign> = {}, draft: TDesignSettings['homepage_design_draft'] = null) {
  return {
    homepage_theme_settings: design.homepage_theme_settings ?? WHITE,
    homepage_sections: design.homepage_sections ?? defaultPageSections('event'),
    homepage_design_draft: draft,
  };
}

type THandler = Parameters<typeof fakeApi>[0][string];

function setup(
  options: { settings?: TDesignSettings; handlers?: Record<string, THandler>; kind?: 'event' | 'organizer' } = {},
) {
  const kind = options.kind ?? 'event';
  const id = kind === 'event' ? eventId : organizerId;
  const base = kind === 'event' ? `/api/events/${id}` : `/api/organizers/${id}`;
  const api = fakeApi({
    [`GET ${base}/settings`]: () => json(200, { data: options.settings ?? settingsOf() }),
    ...options.handlers,
  });
  renderWithProviders(<HomepageDesigner page={{ kind, id }} images={[]} imageFields={<div>image fields</div>} />);
  return { api, user: userEvent.setup() };
}

const status = () => screen.getByTestId('design-status');
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const sectionNames = () => screen.getAllByTestId('design-section').map((row) => row.getAttribute('data-section-type'));

/** What the preview frame was last sent. */
function spyOnPreview() {
  const frame = screen.getByTitle('Preview of your event page') as HTMLIFrameElement;
  return vi.spyOn(frame.contentWindow!, 'postMessage');
}
const lastDesign = (spy: ReturnType<typeof spyOnPreview>) =>
  (spy.mock.calls.at(-1)?.[0] as TDesignPreviewMessage | undefined)?.design;

describe('HomepageDesigner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the published design, and sends a picked preset to the preview before anything is saved', async () => {
    const { api, user } = setup();
    await screen.findByRole('button', { name: 'Publish' });
    expect(status()).toHaveTextContent('Published');
    expect(button('Save draft')).toBeDisabled();
    expect(button('Publish')).toBeDisabled();
    const preview = spyOnPreview();

    await user.click(screen.getByRole('button', { name: 'Ocean' }));
    expect(screen.getByRole('button', { name: 'Ocean' })).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(screen.getByRole('textbox', { name: /^Accent colour/ })).toHaveValue('#0e7490');
    await waitFor(() => expect(lastDesign(preview)?.homepage_theme_settings.background).toBe('#ecfeff'));
    const message = preview.mock.calls.at(-1)!;
    expect(message[0]).toMatchObject({ type: DESIGN_PREVIEW_MESSAGE });
    // Only our own origin may read the design.
    expect(message[1]).toBe(window.location.origin);
    expect(api.callsTo('PATCH', settingsPath)).toHaveLength(0);
  });

  it('flags a low-contrast accent in words and applies the suggested colour', async () => {
    const { user } = setup();
    const accent = await screen.findByRole('textbox', { name: /^Accent colour/ });
    expect(screen.getByTestId('contrast-check')).toHaveTextContent('Contrast OK');
    await user.clear(accent);
    await user.paste('#ffff00');
    const check = screen.getByTestId('contrast-check');
    expect(check).toHaveAttribute('role', 'status');
    expect(check).toHaveTextContent(
      /Links in your accent colour are hard to read on this background \(1\.0:1, needs 4\.5:1\)/,
    );
    await user.click(
      within(check)
        .getAllByRole('button', { name: /^Use suggested colour .* as the accent$/ })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.getByTestId('contrast-check')).toHaveTextContent('Contrast OK'));
    expect(accent).not.toHaveValue('#ffff00');
  });

  it('adds a FAQ, checks it before saving, moves it up and saves the draft', async () => {
    const saved: THomepageDesign[] = [];
    const { api, user } = setup({
      handlers: {
        [`PATCH ${settingsPath}`]: ({ body }) => {
          const design = (body as { homepage_design_draft: THomepageDesign }).homepage_design_draft;
          saved.push(design);
          return json(200, { data: settingsOf({}, { ...design, saved_at: '2031-05-01T10:00:00.000Z' }) });
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sections' }));
    expect(sectionNames()).toEqual(['hero', 'tickets', 'about']);
    // The page's own blocks stay, and the tickets stay visible.
    expect(screen.queryByRole('button', { name: 'Remove Tickets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide Tickets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Header' })).toBeNull();
    expect(button('Hide Header')).toBeEnabled();

    await user.click(button('Add section'));
    await user.click(await screen.findByRole('menuitem', { name: /^FAQ/ }));
    const editor = await screen.findByTestId('section-editor');
    await user.click(within(editor).getByRole('button', { name: 'Add a question' }));

    // An empty question is refused here, not sent.
    await user.click(button('Save draft'));
    expect(await within(editor).findAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('PATCH', settingsPath)).toHaveLength(0);
    expect(within(editor).getByRole('textbox', { name: /^Question/ })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(editor).getByRole('textbox', { name: /^Question/ }));
    await user.paste('Is there parking?');
    await user.click(within(editor).getByRole('textbox', { name: /^Answer/ }));
    await user.paste('Yes, on the pier.');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));

    await user.click(button('Move FAQ up'));
    expect(sectionNames()).toEqual(['hero', 'tickets', 'faq', 'about']);
    // The focus stays with the moved block, to move it again.
    await waitFor(() => expect(document.activeElement).toBe(button('Move FAQ up')));

    await user.click(button('Save draft'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const faq = saved[0]!.homepage_sections[2] as Extract<TPageSection, { type: 'faq' }>;
    expect(faq).toEqual({
      id: 'faq',
      type: 'faq',
      hidden: false,
      title: null,
      items: [{ question: 'Is there parking?', answer: 'Yes, on the pier.' }],
    });
    await waitFor(() => expect(status()).toHaveTextContent(/^Draft saved .*, not yet published$/));
    expect(button('Save draft')).toBeDisabled();
    expect(button('Publish')).toBeEnabled();
    expect(button('Discard draft')).toBeEnabled();
  });

  it('puts the server’s field errors on the item they name', async () => {
    const faq: TPageSection = {
      id: 'faq',
      type: 'faq',
      hidden: false,
      title: null,
      items: [{ question: 'Parking?', answer: 'Yes.' }],
    };
    const { user } = setup({
      settings: settingsOf({ homepage_sections: [...defaultPageSections('event'), faq] }),
      handlers: {
        [`PATCH ${settingsPath}`]: () =>
          json(422, {
            message: 'The given data was invalid.',
            errors: { 'homepage_design_draft.homepage_sections.3.items.0.question': ['Say it differently.'] },
          }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sections' }));
    await user.click(button('Hide About'));
    await user.click(button('Save draft'));
    // The refused section opens, its field says why.
    const editor = await screen.findByTestId('section-editor');
    expect(await within(editor).findByText('Say it differently.')).toBeInTheDocument();
    expect(screen.getAllByTestId('design-section')[3]).toHaveTextContent('Needs attention');
  });

  it('saves unsaved work first when publishing, then says buyers see it', async () => {
    const order: string[] = [];
    const { user } = setup({
      handlers: {
        [`PATCH ${settingsPath}`]: ({ body }) => {
          order.push('draft');
          const design = (body as { homepage_design_draft: THomepageDesign }).homepage_design_draft;
          return json(200, { data: settingsOf({}, { ...design, saved_at: '2031-05-01T10:00:00.000Z' }) });
        },
        [`POST ${publishPath}`]: () => {
          order.push('publish');
          return json(200, {
            data: settingsOf({ homepage_theme_settings: { ...WHITE, accent: '#15803d', background: '#f0fdf4' } }),
          });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Forest' }));
    await user.click(button('Publish'));
    expect(await screen.findByText('Published: buyers now see this design.')).toBeInTheDocument();
    expect(order).toEqual(['draft', 'publish']);
    await waitFor(() => expect(status()).toHaveTextContent('Published'));
    expect(button('Publish')).toBeDisabled();
  });

  it('asks before discarding a saved draft, then shows the published design', async () => {
    const draft = {
      homepage_theme_settings: { ...WHITE, accent: '#be123c', background: '#fff1f2' },
      homepage_sections: defaultPageSections('event'),
      saved_at: '2031-05-01T10:00:00.000Z',
    };
    const { api, user } = setup({
      settings: settingsOf({}, draft),
      handlers: { [`PATCH ${settingsPath}`]: () => json(200, { data: settingsOf() }) },
    });
    const accent = await screen.findByRole('textbox', { name: /^Accent colour/ });
    expect(accent).toHaveValue('#be123c');
    expect(status()).toHaveTextContent('not yet published');
    await user.click(button('Discard draft'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(accent).toHaveValue(WHITE.accent));
    expect(api.callsTo('PATCH', settingsPath)[0]?.body).toEqual({ homepage_design_draft: null });
    expect(status()).toHaveTextContent('Published');
  });

  it('keeps an organizer page’s events list and offers no ticket block', async () => {
    const { user } = setup({
      kind: 'organizer',
      settings: {
        homepage_theme_settings: WHITE,
        homepage_sections: [],
        homepage_design_draft: null,
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sections' }));
    // A page that never had sections starts from the defaults.
    expect(sectionNames()).toEqual(defaultPageSections('organizer').map((section) => section.type));
    expect(screen.queryByRole('button', { name: 'Remove Events' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide Events' })).toBeNull();
    await user.click(button('Add section'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /^Tickets/ })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: /^Contact/ })).toBeInTheDocument();
    expect(screen.getByTitle('Preview of your organizer page')).toHaveAttribute(
      'src',
      `/organizer/${organizerId}/preview`,
    );
  });
});
