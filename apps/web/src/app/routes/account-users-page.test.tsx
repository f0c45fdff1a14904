import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../features/users';
import { createQueryClient } from '../../lib/query-client';
import { buildMember, buildUser, fakeApi, json, listMeta } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { AccountUsersPage } from './account-users-page';

function renderTeam(role: 'ADMIN' | 'ORGANIZER', initialPath = '/account/users') {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser({ role }));
  return renderRoutes([{ path: '/account/users', element: <AccountUsersPage /> }], { initialPath, queryClient });
}

const me = buildMember({
  id: buildUser().id,
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  role: 'ADMIN',
  is_account_owner: true,
  last_login_at: new Date().toISOString(),
});
const invitee = buildMember({ status: 'INVITED' });

describe('AccountUsersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an organizer they have no access, without asking the server for the team', async () => {
    const api = fakeApi({});
    renderTeam('ORGANIZER');

    expect(await screen.findByRole('heading', { name: "You don't have access to the team" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('lists the team for an administrator, with who is who', async () => {
    fakeApi({ 'GET /api/users': () => json(200, { data: [me, invitee], meta: listMeta(2) }) });
    renderTeam('ADMIN');

    const row = await screen.findByTestId('member-row-joan@example.com');
    expect(within(row).getAllByText('Invited')[0]).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    const mine = screen.getByTestId('member-row-ada@example.com');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('keeps search, filters and page in the URL and sends them as the list query', async () => {
    const api = fakeApi({ 'GET /api/users': () => json(200, { data: [invitee], meta: listMeta(45) }) });
    const { router } = renderTeam('ADMIN', '/account/users?status=INVITED&page=2');

    await screen.findByTestId('member-row-joan@example.com');
    const first = api.callsTo('GET', '/api/users')[0]?.url.searchParams;
    expect(first?.get('page')).toBe('2');
    expect(first?.get('per_page')).toBe('20');
    expect(first?.get('filter_fields[status][eq]')).toBe('INVITED');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search the team' }), 'joan');

    await waitFor(() => expect(router.state.location.search).toBe('?status=INVITED&query=joan'));
    await waitFor(() => expect(api.callsTo('GET', '/api/users').at(-1)?.url.searchParams.get('query')).toBe('joan'));
    expect(api.callsTo('GET', '/api/users').at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('asks before revoking an invitation, and only then calls the server', async () => {
    const revokePath = `/api/users/${invitee.id}/invitation`;
    const api = fakeApi({
      'GET /api/users': () => json(200, { data: [invitee], meta: listMeta(1) }),
      [`DELETE ${revokePath}`]: () => json(200, { data: { message: 'Revoked' } }),
    });
    renderTeam('ADMIN');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Joan Clarke' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    expect(api.callsTo('DELETE', revokePath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));

    await waitFor(() => expect(api.callsTo('DELETE', revokePath)).toHaveLength(1));
    expect(await screen.findByText('The invitation for joan@example.com has been revoked.')).toBeInTheDocument();
  });

  it('shows the server’s reason when an edit would leave no administrator', async () => {
    fakeApi({
      'GET /api/users': () => json(200, { data: [buildMember({ role: 'ADMIN' })], meta: listMeta(1) }),
      [`PUT /api/users/${invitee.id}`]: () =>
        json(409, { message: 'The account needs at least one active administrator.', errors: {} }),
    });
    renderTeam('ADMIN');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Joan Clarke' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team member' });
    await user.click(within(dialog).getByRole('radio', { name: /Organizer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The account needs at least one active administrator.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit team member' })).toBeInTheDocument();
  });
});
