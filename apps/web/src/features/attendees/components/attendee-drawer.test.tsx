import type { TAttendeeDetail } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildEvent, fakeApi, json } from '../../../test/fake-api';
import {
  accountPath,
  buildAccount,
  buildMessage,
  catalogue,
  categoriesPath,
  eventId,
  eventPath,
  messageId,
  messagesPath,
  standingId,
  user,
} from '../../../test/messages';
import { renderWithProviders } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { AttendeeDrawer } from './attendee-drawer';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const attendeeId = '12121212-1212-4121-8121-121212121212';
const orderId = '13131313-1313-4131-8131-131313131313';

const attendee: TAttendeeDetail = {
  id: attendeeId,
  short_id: 'T1AB',
  public_id: 'a_pub',
  event_id: eventId,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  locale: 'en',
  notes: null,
  status: 'ACTIVE',
  product_id: standingId,
  product_title: 'Standing',
  product_price_id: null,
  price_label: null,
  order_id: orderId,
  order_short_id: 'O9XY',
  order_status: 'COMPLETED',
  order_is_manually_created: false,
  check_ins: [],
  created_at: '2030-05-01T10:00:00.000Z',
  updated_at: '2030-05-01T10:00:00.000Z',
  order_first_name: 'Grace',
  order_last_name: 'Hopper',
  order_email: 'grace@example.com',
  answers: [],
  check_in_history: [],
};

describe('AttendeeDrawer: Message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes to this attendee alone and offers to open the message on the messages screen', async () => {
    const sent = buildMessage({
      id: messageId(80),
      message_type: 'INDIVIDUAL_ATTENDEES',
      attendee_ids: [attendeeId],
      status: 'PROCESSING',
      sent_at: null,
    });
    const api = fakeApi({
      [`GET ${eventPath}/attendees/${attendeeId}`]: () => json(200, { data: attendee }),
      [`GET ${eventPath}`]: () => json(200, { data: buildEvent({ id: eventId }) }),
      [`GET ${categoriesPath}`]: () => json(200, catalogue()),
      [`GET ${accountPath}`]: () => json(200, { data: buildAccount() }),
      [`POST ${messagesPath}`]: () => json(201, { data: sent }),
    });
    const queryClient = createQueryClient({ onAuthError: () => {} });
    queryClient.setQueryData(currentUserQueryKey, user);
    const { router } = renderWithProviders(
      <AttendeeDrawer eventId={eventId} attendeeId={attendeeId} onClose={() => {}} onOpenOrder={() => {}} />,
      { queryClient },
    );
    const person = userEvent.setup();

    const drawer = await screen.findByTestId('attendee-drawer');
    await person.click(within(drawer).getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(await within(dialog).findByTestId('compose-fixed-audience')).toHaveTextContent(
      'Grace Hopper (grace@example.com)',
    );
    // The audience is this attendee: there is nothing to choose.
    expect(within(dialog).queryByRole('radiogroup', { name: /Who receives it/ })).not.toBeInTheDocument();

    await person.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Your seat');
    await person.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Row 4, seat 12.');
    await person.click(within(dialog).getByRole('checkbox', { name: /This message is about this event/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({
      message_type: 'INDIVIDUAL_ATTENDEES',
      attendee_ids: [attendeeId],
      product_ids: [],
      order_id: null,
    });
    expect(await screen.findByText('Message on its way.')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'View in messages' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/manage/event/${eventId}/messages?message=${sent.id}`,
      ),
    );
  });
});
