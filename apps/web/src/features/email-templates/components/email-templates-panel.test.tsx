import type { TEmailTemplate, TEmailTemplateDefault } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildUser, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { accountKeys } from '../../accounts';
import { currentUserQueryKey } from '../../users';
import type { TEmailTemplatePlace } from '../lib/place';
import { EmailTemplatesPanel } from './email-templates-panel';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const organizerId = '44444444-4444-4444-8444-444444444444';
const eventId = '55555555-5555-4555-8555-555555555555';
const eventPlace: TEmailTemplatePlace = { kind: 'event', eventId, organizerId };
const organizerPlace: TEmailTemplatePlace = { kind: 'organizer', organizerId };
const eventTemplatesPath = `/api/events/${eventId}/email-templates`;
const organizerTemplatesPath = `/api/organizers/${organizerId}/email-templates`;

function template(overrides: Partial<TEmailTemplate> = {}): TEmailTemplate {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    template_type: 'order_confirmation',
    scope: 'EVENT',
    organizer_id: organizerId,
    event_id: eventId,
    subject: 'Your order {{ order.number }}',
    body: '<p>Thanks, {{ order.first_name }}!</p>',
    cta: { label: 'See my order', url_token: 'order.url' },
    engine: 'liquid',
    is_active: true,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const organizerTicket = template({
  id: '77777777-7777-4777-8777-777777777777',
  template_type: 'attendee_ticket',
  scope: 'ORGANIZER',
  event_id: null,
  cta: { label: 'Open ticket', url_token: 'ticket.url' },
});

const defaults: TEmailTemplateDefault[] = [
  {
    template_type: 'order_confirmation',
    subject: 'Your order for {{ event.title }}',
    body: 'Hello {{ order.first_name }}, your order is confirmed.',
    cta: { label: 'View order', url_token: 'order.url' },
  },
  {
    template_type: 'attendee_ticket',
    subject: 'Your ticket for {{ event.title }}',
    body: 'Here is your ticket.',
    cta: { label: 'View ticket', url_token: 'ticket.url' },
  },
];

const list = (templates: TEmailTemplate[]) => () => json(200, { data: templates, meta: listMeta(templates.length) });

function badgeOf(type: TEmailTemplate['template_type']) {
  return screen.findByTestId(`email-template-badge-${type}`);
}

describe('EmailTemplatesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows an event's own template as Custom and the organizer's active one where the event has none", async () => {
    const api = fakeApi({
      [`GET ${eventTemplatesPath}`]: list([template()]),
      [`GET ${organizerTemplatesPath}`]: list([organizerTicket]),
    });
    renderWithProviders(<EmailTemplatesPanel place={eventPlace} />);

    expect(await badgeOf('order_confirmation')).toHaveTextContent('Custom');
    expect(await badgeOf('attendee_ticket')).toHaveTextContent("Organizer's template");
    expect(api.callsTo('GET', eventTemplatesPath)[0]?.url.searchParams.get('include_inactive')).toBe('true');
    expect(screen.getByRole('button', { name: 'Edit the Order confirmation template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customise the Attendee ticket email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the Attendee ticket template' })).not.toBeInTheDocument();
  });

  it('shows a switched-off template as Inactive, and Default where neither the event nor the organizer has one', async () => {
    fakeApi({
      [`GET ${eventTemplatesPath}`]: list([template({ is_active: false })]),
      // The organizer's ticket template is switched off: it does not apply to the event.
      [`GET ${organizerTemplatesPath}`]: list([{ ...organizerTicket, is_active: false }]),
    });
    renderWithProviders(<EmailTemplatesPanel place={eventPlace} />);

    expect(await badgeOf('order_confirmation')).toHaveTextContent('Inactive');
    expect(screen.getByText(/The built-in email is sent instead/)).toBeInTheDocument();
    expect(await badgeOf('attendee_ticket')).toHaveTextContent('Default');
  });

  it("at organizer level shows the organizer's own templates and Default otherwise", async () => {
    const api = fakeApi({ [`GET ${organizerTemplatesPath}`]: list([organizerTicket]) });
    renderWithProviders(<EmailTemplatesPanel place={organizerPlace} />);

    expect(await badgeOf('attendee_ticket')).toHaveTextContent('Custom');
    expect(await badgeOf('order_confirmation')).toHaveTextContent('Default');
    expect(api.callsTo('GET', organizerTemplatesPath)).toHaveLength(1);
  });

  it("starts a new template from the type's built-in wording and creates it", async () => {
    const api = fakeApi({
      [`GET ${eventTemplatesPath}`]: list([]),
      [`GET ${organizerTemplatesPath}`]: list([]),
      'GET /api/email-templates/defaults': () => json(200, { data: defaults }),
      [`POST ${eventTemplatesPath}`]: ({ body }) => json(201, { data: template(body as Partial<TEmailTemplate>) }),
    });
    renderWithProviders(<EmailTemplatesPanel place={eventPlace} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Customise the Order confirmation email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customise: Order confirmation' });
    const subject = await within(dialog).findByRole('textbox', { name: /Subject/ });
    expect(subject).toHaveValue('Your order for {{ event.title }}');
    expect(within(dialog).getByRole('textbox', { name: /Button text/ })).toHaveValue('View order');
    expect(within(dialog).getByRole('switch', { name: /Active/ })).toBeChecked();

    await user.clear(subject);
    await user.type(subject, 'Tickets for {{{{ event.title }}');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));

    await waitFor(() => expect(api.callsTo('POST', eventTemplatesPath)).toHaveLength(1));
    expect(api.callsTo('POST', eventTemplatesPath)[0]?.body).toEqual({
      template_type: 'order_confirmation',
      subject: 'Tickets for {{ event.title }}',
      body: 'Hello {{ order.first_name }}, your order is confirmed.',
      cta_label: 'View order',
      is_active: true,
    });
    expect(await screen.findByText(/Template created/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's refusal of the body on the Body field", async () => {
    const api = fakeApi({
      [`GET ${organizerTemplatesPath}`]: list([template({ scope: 'ORGANIZER', event_id: null })]),
      [`PUT ${organizerTemplatesPath}/${template().id}`]: () =>
        json(422, {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { body: ['The variable order.secret does not exist.'] },
          error_codes: { body: [{ code: 'template_unknown_variable', params: { variable: 'order.secret' } }] },
        }),
    });
    renderWithProviders(<EmailTemplatesPanel place={organizerPlace} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit the Order confirmation template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template: Order confirmation' });
    const body = await within(dialog).findByRole('textbox', { name: /Body/ });
    expect(body).toHaveValue('Thanks, {{ order.first_name }}!');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(api.callsTo('PUT', `${organizerTemplatesPath}/${template().id}`)).toHaveLength(1));
    expect(await within(dialog).findByText('The variable order.secret does not exist.')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit template: Order confirmation' })).toBeInTheDocument();
  });

  it('previews the draft: the returned subject above the HTML in a sandboxed frame', async () => {
    const api = fakeApi({
      [`GET ${eventTemplatesPath}`]: list([template()]),
      [`GET ${organizerTemplatesPath}`]: list([]),
      [`POST ${eventTemplatesPath}/preview`]: () =>
        json(200, {
          data: { subject: 'Your order A-1001', html: '<p>Thanks, Ada!</p>', text: 'Thanks, Ada!' },
        }),
    });
    renderWithProviders(<EmailTemplatesPanel place={eventPlace} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit the Order confirmation template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template: Order confirmation' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Preview' }));

    expect(await within(dialog).findByTestId('email-preview-subject')).toHaveTextContent('Your order A-1001');
    const frame = within(dialog).getByTitle('Email preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Thanks, Ada!</p>');
    expect(api.callsTo('POST', `${eventTemplatesPath}/preview`)[0]?.body).toEqual({
      template_type: 'order_confirmation',
      subject: 'Your order {{ order.number }}',
      body: '<p>Thanks, {{ order.first_name }}!</p>',
      cta_label: 'See my order',
    });
  });

  it('inserts a chosen variable at the caret of the subject', async () => {
    fakeApi({
      [`GET ${organizerTemplatesPath}`]: list([template({ scope: 'ORGANIZER', event_id: null, subject: 'Order ' })]),
    });
    renderWithProviders(<EmailTemplatesPanel place={organizerPlace} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit the Order confirmation template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template: Order confirmation' });
    const subject = await within(dialog).findByRole('textbox', { name: /Subject/ });
    await user.click(subject);
    await user.keyboard('{End}');
    await user.click(within(dialog).getByRole('button', { name: 'Insert a variable' }));
    await user.click(await screen.findByRole('menuitem', { name: /order\.number/ }));

    await waitFor(() => expect(subject).toHaveValue('Order {{ order.number }}'));
  });

  it('asks before deleting, naming what applies instead, and deletes only once confirmed', async () => {
    const eventTicket = template({ id: '88888888-8888-4888-8888-888888888888', template_type: 'attendee_ticket' });
    const deletePath = `${eventTemplatesPath}/${eventTicket.id}`;
    const api = fakeApi({
      [`GET ${eventTemplatesPath}`]: list([eventTicket]),
      [`GET ${organizerTemplatesPath}`]: list([organizerTicket]),
      [`DELETE ${deletePath}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<EmailTemplatesPanel place={eventPlace} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete the Attendee ticket template' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete the Attendee ticket template?' });
    expect(within(confirm).getByText("The organizer's template is sent instead.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', deletePath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the Attendee ticket template' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete the Attendee ticket template?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));

    await waitFor(() => expect(api.callsTo('DELETE', deletePath)).toHaveLength(1));
    expect(await screen.findByText('Template deleted.')).toBeInTheDocument();
  });

  it('explains that an unverified account cannot customise emails, instead of the editor', async () => {
    const signedIn = buildUser({ is_email_verified: false });
    const queryClient = createQueryClient({ onAuthError: () => {} });
    queryClient.setQueryData(currentUserQueryKey, signedIn);
    const api = fakeApi({
      [`GET ${organizerTemplatesPath}`]: list([]),
      [`GET /api/accounts/${signedIn.account_id}`]: () =>
        json(200, {
          data: {
            id: signedIn.account_id,
            short_id: 'acc_1',
            name: 'Analytical Engines',
            email: signedIn.email,
            currency_code: 'EUR',
            timezone: 'Europe/London',
            is_verified: false,
            created_at: '2026-01-01T10:00:00.000Z',
          },
        }),
    });
    renderWithProviders(<EmailTemplatesPanel place={organizerPlace} />, { queryClient });
    const user = userEvent.setup();
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.detail(signedIn.account_id))).toBeDefined());

    await user.click(await screen.findByRole('button', { name: 'Customise the Order confirmation email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customise: Order confirmation' });
    expect(within(dialog).getByTestId('email-templates-unverified')).toHaveTextContent(signedIn.email);
    expect(within(dialog).queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/email-templates/defaults')).toHaveLength(0);
  });
});
