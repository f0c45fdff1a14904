import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { buildEvent, buildUser, fakeApi } from '../../../../test/fake-api';
import { renderRoutes } from '../../../../test/render';
import { currentUserQueryKey } from '../../../users';
import { EventDangerSection } from './event-danger-section';

const event = buildEvent({ status: 'DRAFT' });
const eventPath = `/api/events/${event.id}`;

function renderSection() {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser({ role: 'ADMIN' }));
  return renderRoutes(
    [
      { path: '/manage/event/:eventId/settings', element: <EventDangerSection event={event} /> },
      { path: '/manage/organizer/:organizerId/events', element: <p>The organizer’s events</p> },
    ],
    { queryClient, initialPath: `/manage/event/${event.id}/settings` },
  );
}

describe('EventDangerSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes for good only after "delete" is typed', async () => {
    const api = fakeApi({ [`DELETE ${eventPath}`]: () => new Response(null, { status: 204 }) });
    const { router } = renderSection();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Late jazz session” for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete event' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type “delete” to confirm' }), 'Delete');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(api.callsTo('DELETE', eventPath)).toHaveLength(1));
    expect(await screen.findByText('“Late jazz session” is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/organizer/${event.organizer_id}/events`));
  });

  it('deletes nothing when cancelled', async () => {
    const api = fakeApi({});
    renderSection();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Late jazz session” for good?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type “delete” to confirm' }), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', eventPath)).toHaveLength(0);
  });
});
