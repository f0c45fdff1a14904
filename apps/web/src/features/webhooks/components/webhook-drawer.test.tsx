import { WEBHOOK_EVENT_TYPE_GROUPS } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { WebhookDrawer } from './webhook-drawer';

const eventId = '55555555-5555-4555-8555-555555555555';
const organizerId = '44444444-4444-4444-8444-444444444444';
const eventPath = `/api/events/${eventId}/webhooks`;
const orderTypes = WEBHOOK_EVENT_TYPE_GROUPS.find((group) => group.resource === 'order')!.types;

function renderDrawer(scope: Parameters<typeof WebhookDrawer>[0]['scope'] = { kind: 'event', eventId }) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<WebhookDrawer scope={scope} editing="new" onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose, user: userEvent.setup() };
}

const created = (body: unknown) =>
  json(201, { data: { id: '66666666-6666-4666-8666-666666666666', secret: 'whsec_abc', ...(body as object) } });

describe('WebhookDrawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('selects and clears a whole group from its box, which shows a partial choice as indeterminate', async () => {
    fakeApi({});
    const { user } = renderDrawer();
    const orders = await screen.findByRole('checkbox', { name: 'Orders' });

    await user.click(orders);
    for (const type of orderTypes) expect(screen.getByRole('checkbox', { name: type })).toBeChecked();
    expect(orders).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'attendee.created' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'order.refunded' }));
    expect(orders).not.toBeChecked();
    expect(orders).toBePartiallyChecked();

    // A partial group's box completes it; a full one's clears it.
    await user.click(orders);
    expect(screen.getByRole('checkbox', { name: 'order.refunded' })).toBeChecked();
    await user.click(orders);
    for (const type of orderTypes) expect(screen.getByRole('checkbox', { name: type })).not.toBeChecked();
    expect(orders).not.toBePartiallyChecked();
  });

  it('says what is missing before sending anything', async () => {
    const api = fakeApi({});
    const { user } = renderDrawer();

    await user.click(await screen.findByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByText('Enter the URL that receives the webhooks.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event type.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Endpoint URL/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /^Endpoint URL/ }), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText(/Enter a full address starting with https:\/\//)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the chosen types in catalogue order and shows the server's refusal on the URL", async () => {
    const api = fakeApi({
      [`POST ${eventPath}`]: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { url: ['This address is on a private network: webhooks go to public addresses only.'] },
        }),
    });
    const { user, onCreated } = renderDrawer();

    await user.type(await screen.findByRole('textbox', { name: /^Endpoint URL/ }), 'http://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: 'checkin.created' }));
    await user.click(screen.getByRole('checkbox', { name: 'order.created' }));
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(
      await screen.findByText('This address is on a private network: webhooks go to public addresses only.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Endpoint URL/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', eventPath)[0]?.body).toEqual({
      url: 'http://10.0.0.5/hook',
      description: null,
      event_types: ['order.created', 'checkin.created'],
      status: 'ENABLED',
    });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates an organizer endpoint for all its events, paused, and hands over the secret', async () => {
    const path = `/api/organizers/${organizerId}/webhooks`;
    const api = fakeApi({
      [`GET /api/organizers/${organizerId}/events`]: () => json(200, { data: [], meta: listMeta(0) }),
      [`POST ${path}`]: ({ body }) => created(body),
    });
    const { user, onCreated } = renderDrawer({ kind: 'organizer', organizerId });

    await user.type(await screen.findByRole('textbox', { name: /^Endpoint URL/ }), 'https://hooks.example.com/in');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'CRM sync');
    expect(screen.getByRole('radio', { name: /^All events/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('switch', { name: /^Start paused/ }));
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ secret: 'whsec_abc' })));
    const body = api.callsTo('POST', path)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ description: 'CRM sync', status: 'PAUSED', event_ids: null });
    expect((body.event_types as string[]).length).toBe(WEBHOOK_EVENT_TYPE_GROUPS.flatMap((g) => g.types).length);
  });

  it('asks for at least one event when the organizer endpoint is limited to some', async () => {
    fakeApi({ [`GET /api/organizers/${organizerId}/events`]: () => json(200, { data: [], meta: listMeta(0) }) });
    const { user } = renderDrawer({ kind: 'organizer', organizerId });

    await user.click(await screen.findByRole('radio', { name: 'Only the events I choose' }));
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByText('Choose at least one event, or send for all events.')).toBeInTheDocument();
    const fields = screen.getAllByLabelText(/^Chosen events/);
    expect(fields.some((field) => field.getAttribute('aria-invalid') === 'true')).toBe(true);
  });
});
