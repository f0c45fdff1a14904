import type { TWebhook } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildUser, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { buildWebhook, webhookEventId as eventId, webhookId } from '../../../test/webhooks';
import { currentUserQueryKey } from '../../users';
import { WebhooksPanel } from './webhooks-panel';

const path = `/api/events/${eventId}/webhooks`;

function renderPanel(role: 'ADMIN' | 'ORGANIZER') {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser({ role }));
  return renderRoutes(
    [
      { path: '/webhooks', element: <WebhooksPanel scope={{ kind: 'event', eventId }} /> },
      { path: '/manage/event/:eventId/webhooks/:webhookId/deliveries', element: <p>Delivery log</p> },
    ],
    { initialPath: '/webhooks', queryClient },
  );
}

describe('WebhooksPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains webhooks when there are none, with one way to add the first', async () => {
    fakeApi({ [`GET ${path}`]: () => json(200, { data: [], meta: listMeta(0) }) });
    renderPanel('ADMIN');

    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first webhook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
  });

  it('lists an endpoint with its summary, status and last answer, and pauses it from its menu', async () => {
    const api = fakeApi({
      [`GET ${path}`]: () => json(200, { data: [buildWebhook()], meta: listMeta(1) }),
      [`PUT ${path}/${webhookId}`]: ({ body }) => json(200, { data: buildWebhook(body as Partial<TWebhook>) }),
    });
    const { router } = renderPanel('ADMIN');
    const user = userEvent.setup();

    const row = await screen.findByTestId('webhook-row');
    expect(within(row).getByText('All order events')).toBeInTheDocument();
    expect(within(row).getAllByTestId('webhook-status')[0]).toHaveTextContent('Enabled');
    expect(within(row).getAllByTestId('response-code')[0]).toHaveTextContent('500');
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Actions for https://hooks.example.com/in' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    await waitFor(() => expect(api.callsTo('PUT', `${path}/${webhookId}`)[0]?.body).toEqual({ status: 'PAUSED' }));

    await user.click(within(row).getByRole('button', { name: 'Actions for https://hooks.example.com/in' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View deliveries' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/event/${eventId}/webhooks/${webhookId}/deliveries`),
    );
  });

  it('shows an organizer the endpoints and the log, but no way to change them', async () => {
    fakeApi({
      [`GET ${path}`]: () =>
        json(200, {
          data: [buildWebhook({ status: 'DISABLED', disabled_reason: 'Failed 50 times in a row.' })],
          meta: listMeta(1),
        }),
    });
    renderPanel('ORGANIZER');
    const user = userEvent.setup();

    const row = await screen.findByTestId('webhook-row');
    expect(screen.getByText(/Only administrators can add or change webhooks/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
    expect(within(row).getAllByRole('button', { name: 'Why it was disabled' })[0]).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Actions for https://hooks.example.com/in' }));
    expect(await screen.findByRole('menuitem', { name: 'View deliveries' })).toBeInTheDocument();
    for (const name of ['Edit', 'Send test event', 'Enable', 'Rotate secret', 'Delete']) {
      expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    }
  });
});
