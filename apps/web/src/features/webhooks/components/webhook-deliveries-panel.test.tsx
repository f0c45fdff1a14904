import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildUser, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import {
  buildDelivery,
  buildDeliveryDetail,
  buildWebhook,
  deliveryId,
  webhookEventId as eventId,
  webhookId,
} from '../../../test/webhooks';
import { currentUserQueryKey } from '../../users';
import { WebhookDeliveriesPanel } from './webhook-deliveries-panel';

const base = `/api/events/${eventId}/webhooks/${webhookId}`;

function renderLog(initialPath = '/log') {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser({ role: 'ADMIN' }));
  return renderRoutes(
    [{ path: '/log', element: <WebhookDeliveriesPanel scope={{ kind: 'event', eventId }} webhookId={webhookId} /> }],
    { initialPath, queryClient },
  );
}

describe('WebhookDeliveriesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters with the list query, opens a delivery with its attempts and replays it', async () => {
    const api = fakeApi({
      [`GET ${base}`]: () => json(200, { data: buildWebhook() }),
      [`GET ${base}/deliveries`]: () => json(200, { data: [buildDelivery()], meta: listMeta(1) }),
      [`GET ${base}/deliveries/${deliveryId}`]: () => json(200, { data: buildDeliveryDetail() }),
      [`POST ${base}/deliveries/${deliveryId}/replay`]: () => json(202, { data: buildDelivery({ status: 'PENDING' }) }),
    });
    const { router } = renderLog('/log?status=FAILED&event_type=order.created');
    const user = userEvent.setup();

    const row = await screen.findByTestId('delivery-row');
    const query = api.callsTo('GET', `${base}/deliveries`)[0]!.url.searchParams;
    expect(query.get('filter_fields[status][eq]')).toBe('FAILED');
    expect(query.get('filter_fields[event_type][eq]')).toBe('order.created');
    expect(within(row).getAllByTestId('delivery-status')[0]).toHaveTextContent('Failed');

    await user.click(row);
    await waitFor(() => expect(router.state.location.search).toContain(`delivery=${deliveryId}`));
    const drawer = await screen.findByTestId('delivery-drawer');
    expect(within(drawer).getByTestId('delivery-message-id')).toHaveTextContent('msg_2mWzYQ7');
    expect(within(drawer).getByText(/"short_id": "o_1"/)).toBeInTheDocument();
    expect(within(drawer).getAllByTestId('delivery-attempt')).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Response body' }));
    expect(await within(drawer).findByText('boom')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/deliveries/${deliveryId}/replay`)).toHaveLength(1));
    expect(await screen.findByText('Delivery sent again, with its original webhook-id.')).toBeInTheDocument();
  });

  it('replays the failed deliveries of a range after saying how many there are', async () => {
    const api = fakeApi({
      [`GET ${base}`]: () => json(200, { data: buildWebhook() }),
      [`GET ${base}/deliveries`]: ({ url }) =>
        json(200, {
          data: [buildDelivery()],
          meta: listMeta(url.searchParams.get('per_page') === '1' ? 3 : 1),
        }),
      [`POST ${base}/deliveries/replay`]: () => json(202, { data: { replayed: 3 } }),
    });
    renderLog();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Replay failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay failed deliveries' });
    expect(await within(dialog).findByTestId('replay-failed-count')).toHaveTextContent(
      '3 failed deliveries will be sent again.',
    );
    const preview = api.calls.find((call) => call.url.searchParams.get('per_page') === '1')!.url.searchParams;
    expect(preview.get('filter_fields[status][eq]')).toBe('FAILED');

    await user.click(within(dialog).getByRole('button', { name: 'Replay failed deliveries' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/deliveries/replay`)[0]?.body).toEqual({}));
    expect(await screen.findByText('3 failed deliveries sent again.')).toBeInTheDocument();
  });
});
