import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildEvent, buildOrganizer, buildUser, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { CreateEventModal } from './create-event-modal';

const organizer = buildOrganizer({ timezone: 'America/New_York', currency: 'USD' });

function renderModal() {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser());
  return renderRoutes(
    [
      { path: '/', element: <CreateEventModal opened onClose={() => {}} /> },
      { path: '/manage/event/:eventId/getting-started', element: <p>getting started</p> },
    ],
    { queryClient },
  );
}

describe('CreateEventModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("picks the only organizer and sends its zone's wall-clock times as UTC", async () => {
    const api = fakeApi({
      'GET /api/organizers': () => json(200, { data: [organizer], meta: listMeta(1) }),
      'POST /api/events': ({ body }) => json(201, { data: buildEvent({ ...(body as object), id: buildEvent().id }) }),
    });
    const { router } = renderModal();
    const user = userEvent.setup();

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Organizer/ })).toHaveValue('Blue Note Nights'));
    expect(screen.getByText(/Times are in America\/New York/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Event name/ }), 'Gala');
    const start = screen.getByLabelText(/^Starts/);
    await user.clear(start);
    await user.type(start, '2030-06-01T19:00');
    // The end was two hours after the old start; a start past it carries the end along.
    await user.clear(screen.getByLabelText(/^Ends/));
    await user.type(screen.getByLabelText(/^Ends/), '2030-06-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Ends/));
    await user.type(screen.getByLabelText(/^Ends/), '2030-06-01T21:30');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/events')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/events')[0]?.body).toMatchObject({
      organizer_id: organizer.id,
      title: 'Gala',
      start_date: '2030-06-01T23:00:00.000Z',
      end_date: '2030-06-02T01:30:00.000Z',
      timezone: 'America/New_York',
      currency: 'USD',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/event/${buildEvent().id}/getting-started`),
    );
    expect(router.state.location.search).toBe('?new_event=true');
  });

  it('shows server field errors on the fields', async () => {
    fakeApi({
      'GET /api/organizers': () => json(200, { data: [organizer], meta: listMeta(1) }),
      'POST /api/events': () =>
        json(422, {
          message: 'Invalid',
          errors: { organizer_id: ['This organizer is archived. Restore it or choose another.'] },
        }),
    });
    renderModal();
    const user = userEvent.setup();

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Organizer/ })).toHaveValue('Blue Note Nights'));
    await user.type(screen.getByRole('textbox', { name: /^Event name/ }), 'Gala');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('This organizer is archived. Restore it or choose another.')).toBeInTheDocument();
  });
});
