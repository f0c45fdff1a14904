import type { TApiKey } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../features/users';
import { createQueryClient } from '../../lib/query-client';
import { buildUser, fakeApi, json, listMeta } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { AccountApiKeysPage } from './account-api-keys-page';

const path = '/api/account/api-keys';
const key: TApiKey = {
  id: '12121212-1212-4212-8212-121212121212',
  name: 'Ticket sync',
  role: 'ORGANIZER',
  key_hint: 'mqk_a1b2',
  expires_at: null,
  last_used_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
  created_by: { id: buildUser().id, name: 'Ada Lovelace' },
};

function renderPage(role: 'ADMIN' | 'ORGANIZER') {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser({ role }));
  return renderRoutes([{ path: '/account/api-keys', element: <AccountApiKeysPage /> }], {
    initialPath: '/account/api-keys',
    queryClient,
  });
}

describe('AccountApiKeysPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an organizer they have no access, without asking for the keys', async () => {
    const api = fakeApi({});
    renderPage('ORGANIZER');

    expect(await screen.findByRole('heading', { name: "You don't have access to the API keys" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('creates a key that expires, and shows it once', async () => {
    const api = fakeApi({
      [`GET ${path}`]: () => json(200, { data: [], meta: listMeta(0) }),
      [`POST ${path}`]: ({ body }) =>
        json(201, { data: { ...key, ...(body as object), key: 'mqk_a1b2c3d4e5f6g7h8i9j0' } }),
    });
    renderPage('ADMIN');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Create your first API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name the key after what uses it.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ticket sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const reveal = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(reveal).getByTestId('revealed-secret')).toHaveTextContent('mqk_a1b2c3d4e5f6g7h8i9j0');
    const body = api.callsTo('POST', path)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Ticket sync', role: 'ORGANIZER' });
    // The default: 90 days from now.
    const days = (new Date(body.expires_at as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
  });

  it('revokes a key after confirming', async () => {
    const api = fakeApi({
      [`GET ${path}`]: () => json(200, { data: [key], meta: listMeta(1) }),
      [`DELETE ${path}/${key.id}`]: () => new Response(null, { status: 204 }),
    });
    renderPage('ADMIN');
    const user = userEvent.setup();

    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText('mqk_a1b2…')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke Ticket sync' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(api.callsTo('DELETE', `${path}/${key.id}`)).toHaveLength(1));
    expect(await screen.findByText('API key Ticket sync revoked.')).toBeInTheDocument();
  });
});
