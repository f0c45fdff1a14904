import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildOrganizer, buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { OrganizerDeleteSection } from './organizer-delete-section';

const organizer = buildOrganizer({ status: 'LIVE' });
const organizerPath = `/api/organizers/${organizer.id}`;

function renderSection(input: { role?: 'ADMIN' | 'ORGANIZER'; status?: 'LIVE' | 'ARCHIVED' } = {}) {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser({ role: input.role ?? 'ADMIN' }));
  const shown = { ...organizer, status: input.status ?? organizer.status };
  return renderRoutes(
    [
      { path: '/manage/organizer/:organizerId/settings', element: <OrganizerDeleteSection organizer={shown} /> },
      { path: '/manage/events', element: <p>All events</p> },
    ],
    { queryClient, initialPath: `/manage/organizer/${organizer.id}/settings` },
  );
}

async function deleteAndConfirm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete organizer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Blue Note Nights for good?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Type “delete” to confirm' }), 'delete');
  await user.click(within(dialog).getByRole('button', { name: 'Delete organizer' }));
  return user;
}

describe('OrganizerDeleteSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered to administrators only', () => {
    fakeApi({});
    renderSection({ role: 'ORGANIZER' });
    expect(screen.queryByRole('button', { name: 'Delete organizer' })).not.toBeInTheDocument();
  });

  it('deletes after a confirmation, says so and leaves the organizer area', async () => {
    const api = fakeApi({ [`DELETE ${organizerPath}`]: () => new Response(null, { status: 204 }) });
    const { router } = renderSection();

    await deleteAndConfirm();

    await waitFor(() => expect(api.callsTo('DELETE', organizerPath)).toHaveLength(1));
    expect(await screen.findByText('Blue Note Nights is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));
  });

  it('enables Delete only once "delete" is typed', async () => {
    const api = fakeApi({ [`DELETE ${organizerPath}`]: () => new Response(null, { status: 204 }) });
    renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Blue Note Nights for good?' });
    const field = within(dialog).getByRole('textbox', { name: 'Type “delete” to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete organizer' });
    expect(field).toHaveFocus();
    expect(confirm).toBeDisabled();

    await user.type(field, 'delet{Enter}');
    expect(confirm).toBeDisabled();
    expect(api.callsTo('DELETE', organizerPath)).toHaveLength(0);

    await user.type(field, 'e');
    expect(confirm).toBeEnabled();
    await user.type(field, '{Enter}');
    await waitFor(() => expect(api.callsTo('DELETE', organizerPath)).toHaveLength(1));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = fakeApi({});
    renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Blue Note Nights for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', organizerPath)).toHaveLength(0);
  });

  it('explains why an organizer with orders stays, and archives it instead', async () => {
    const api = fakeApi({
      [`DELETE ${organizerPath}`]: () =>
        json(409, { message: 'This organizer has orders.', errors: {}, code: 'organizer_has_orders' }),
      [`PUT ${organizerPath}/status`]: () => json(200, { data: { ...organizer, status: 'ARCHIVED' } }),
    });
    renderSection();

    const user = await deleteAndConfirm();

    const explanation = await screen.findByRole('dialog', { name: 'Blue Note Nights has orders' });
    expect(within(explanation).getByText(/its orders stay on the books/)).toBeInTheDocument();
    await user.click(within(explanation).getByRole('button', { name: 'Archive instead' }));
    await waitFor(() => expect(api.callsTo('PUT', `${organizerPath}/status`)[0]?.body).toEqual({ status: 'ARCHIVED' }));
    expect(await screen.findByText('Blue Note Nights is archived.')).toBeInTheDocument();
  });

  it('offers no archiving for an organizer that is archived already', async () => {
    fakeApi({
      [`DELETE ${organizerPath}`]: () =>
        json(409, { message: 'This organizer has orders.', errors: {}, code: 'organizer_has_orders' }),
    });
    renderSection({ status: 'ARCHIVED' });

    await deleteAndConfirm();

    const explanation = await screen.findByRole('dialog', { name: 'Blue Note Nights has orders' });
    expect(within(explanation).getByText(/archived already/)).toBeInTheDocument();
    expect(within(explanation).queryByRole('button', { name: 'Archive instead' })).not.toBeInTheDocument();
  });

  it("shows the server's reason for any other refusal", async () => {
    fakeApi({
      [`DELETE ${organizerPath}`]: () =>
        json(409, {
          message: 'You cannot delete your only active organizer. Create another one first.',
          errors: {},
          code: 'LAST_ACTIVE_ORGANIZER',
        }),
    });
    renderSection();

    await deleteAndConfirm();

    expect(
      await screen.findByText('You cannot delete your only active organizer. Create another one first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Blue Note Nights has orders' })).not.toBeInTheDocument();
  });
});
