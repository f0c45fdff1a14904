import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  messagesPath,
  seatedId,
  shirtId,
  user,
} from '../../../test/messages';
import { renderWithProviders } from '../../../test/render';
import { accountKeys } from '../../accounts';
import { currentUserQueryKey } from '../../users';
import type { TComposePreset } from '../lib/compose-form';
import { ComposeMessageButton } from './compose-message-button';
import { ComposeMessageModal } from './compose-message-modal';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const event = buildEvent({
  id: eventId,
  timezone: 'Europe/Berlin',
  start_date: '2030-06-01T17:00:00.000Z',
  end_date: '2030-06-01T21:00:00.000Z',
});
type THandler = Parameters<typeof fakeApi>[0][string];

function setup(
  handlers: Record<string, THandler> = {},
  { preset = null, isVerified = true }: { preset?: TComposePreset | null; isVerified?: boolean } = {},
) {
  const api = fakeApi({
    [`GET ${categoriesPath}`]: () => json(200, catalogue()),
    [`GET ${accountPath}`]: () => json(200, { data: buildAccount({ is_verified: isVerified }) }),
    [`GET ${eventPath}`]: () => json(200, { data: event }),
    [`POST ${messagesPath}`]: ({ body }) =>
      json(201, { data: buildMessage({ ...(body as object), status: 'PROCESSING', sent_at: null }) }),
    ...handlers,
  });
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  queryClient.setQueryData(currentUserQueryKey, { ...user, is_email_verified: isVerified });
  const onClose = vi.fn();
  const onSent = vi.fn();
  renderWithProviders(
    <ComposeMessageModal eventId={eventId} opened onClose={onClose} onSent={onSent} preset={preset} />,
    { queryClient },
  );
  return { api, onClose, onSent, person: userEvent.setup() };
}

async function fillContent(person: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await person.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Doors open at 7');
  await person.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'See you tonight.');
  await person.click(within(dialog).getByRole('checkbox', { name: /This message is about this event/ }));
}

async function chooseTicket(person: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await person.click(within(dialog).getByRole('combobox', { name: /^Tickets/ }));
  await person.click(await screen.findByRole('option', { name }));
}

describe('ComposeMessageModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends to the holders of the chosen tickets', async () => {
    const { api, onClose, onSent, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const audience = await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    expect(within(audience).getByRole('radio', { name: 'Holders of some tickets' })).toBeChecked();

    // Holders are of tickets only: the T-shirt is not offered.
    await person.click(within(dialog).getByRole('combobox', { name: /^Tickets/ }));
    expect(await screen.findByRole('option', { name: 'Standing' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'T-shirt' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('option', { name: 'Seated' }));
    await fillContent(person, dialog);
    expect(within(dialog).getByText('15/100')).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.callsTo('POST', messagesPath)[0]?.body).toEqual({
      message_type: 'TICKET_HOLDERS',
      subject: 'Doors open at 7',
      message: '<p>See you tonight.</p>',
      acknowledgement: true,
      is_test: false,
      send_copy_to_current_user: false,
      attendee_ids: [],
      order_id: null,
      product_ids: [seatedId],
      order_statuses: ['COMPLETED'],
      scheduled_at: null,
    });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Message on its way.')).toBeInTheDocument();
  });

  it('asks buyers of some products for their order statuses, completed by default', async () => {
    const { api, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await person.click(await within(dialog).findByRole('radio', { name: 'Buyers of some products' }));
    await person.click(within(dialog).getByRole('combobox', { name: /^Products/ }));
    await person.click(await screen.findByRole('option', { name: 'T-shirt' }));
    const statuses = within(dialog).getByRole('group', { name: /Order statuses/ });
    expect(within(statuses).getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    await person.click(within(statuses).getByRole('checkbox', { name: 'Awaiting offline payment' }));
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({
      message_type: 'ORDER_OWNERS_WITH_PRODUCT',
      product_ids: [shirtId],
      order_statuses: ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'],
    });
  });

  it('sends to all attendees without asking for tickets', async () => {
    const { api, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await person.click(await within(dialog).findByRole('radio', { name: 'All attendees' }));
    expect(within(dialog).queryByRole('combobox', { name: /^Tickets/ })).not.toBeInTheDocument();
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({
      message_type: 'ALL_ATTENDEES',
      product_ids: [],
    });
  });

  it('says what is missing and sends nothing', async () => {
    const { api, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await person.click(await within(dialog).findByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Enter a subject.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the message.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one ticket.')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm that this message is about this event.')).toBeInTheDocument();
    expect(api.callsTo('POST', messagesPath)).toHaveLength(0);
  });

  it('sends a test to the sender alone and stays open', async () => {
    const { api, onClose, onSent, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    await chooseTicket(person, dialog, 'Standing');
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'More send options' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Send as a test (to me only)' }));

    expect(await screen.findByText('Test message sent to ada@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({ is_test: true, scheduled_at: null });
    expect(onClose).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends a copy to the sender when asked', async () => {
    const { api, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    await chooseTicket(person, dialog, 'Standing');
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'More send options' }));
    const copy = await screen.findByRole('menuitemcheckbox', { name: 'Send me a copy' });
    expect(copy).toHaveAttribute('aria-checked', 'false');
    await person.click(copy);
    expect(copy).toHaveAttribute('aria-checked', 'true');
    await person.keyboard('{Escape}');
    expect(within(dialog).getByText('A copy goes to ada@example.com.')).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({ send_copy_to_current_user: true });
  });

  it('schedules at a time relative to the event', async () => {
    const { api, onSent, person } = setup({
      [`POST ${messagesPath}`]: ({ body }) =>
        json(201, { data: buildMessage({ ...(body as object), status: 'SCHEDULED', sent_at: null }) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    await chooseTicket(person, dialog, 'Standing');
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    const when = within(dialog).getByRole('radiogroup', { name: /Send it/ });
    for (const label of [
      '1 week before start',
      '1 day before start',
      '1 hour before start',
      '1 day after start',
      '1 day after end',
    ]) {
      expect(within(when).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await person.click(within(when).getByRole('radio', { name: '1 day before start' }));
    await person.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({ scheduled_at: '2030-05-31T17:00:00.000Z' });
    expect(await screen.findByText(/^Message scheduled for /)).toBeInTheDocument();
  });

  it('wants a custom time in the future', async () => {
    const { api, person } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    await chooseTicket(person, dialog, 'Standing');
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    await person.click(within(dialog).getByRole('radio', { name: 'At a time I choose' }));
    fireEvent.change(within(dialog).getByLabelText(/^Date and time/), { target: { value: '2020-01-01T10:00' } });
    await person.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(api.callsTo('POST', messagesPath)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Date and time/), { target: { value: '2030-05-20T09:30' } });
    await person.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    // 09:30 in Berlin in May is 07:30 UTC.
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({ scheduled_at: '2030-05-20T07:30:00.000Z' });
  });

  it('shows the daily limit the server answers with', async () => {
    const { onClose, person } = setup({
      [`POST ${messagesPath}`]: () =>
        json(429, { message: 'This account may send 10 messages a day. Try again tomorrow.', errors: {} }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    await chooseTicket(person, dialog, 'Standing');
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await within(dialog).findByTestId('compose-problem');
    expect(alert).toHaveTextContent('Daily message limit reached');
    expect(alert).toHaveTextContent('This account may send 10 messages a day. Try again tomorrow.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields", async () => {
    const { person } = setup({
      [`POST ${messagesPath}`]: () =>
        json(422, { message: 'The message is invalid.', errors: { message: ['Links are not allowed yet.'] } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    await chooseTicket(person, dialog, 'Standing');
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Links are not allowed yet.')).toBeInTheDocument();
  });

  it('writes to the buyer of one order, shown by its number and name', async () => {
    const orderId = '99999999-9999-4999-8999-999999999999';
    const { api, person } = setup(
      {},
      { preset: { type: 'ORDER_OWNER', order: { id: orderId, short_id: 'AB12', buyer: 'Grace Hopper' } } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(await within(dialog).findByTestId('compose-fixed-audience')).toHaveTextContent(
      'The buyer of order #AB12: Grace Hopper',
    );
    expect(within(dialog).queryByRole('radiogroup', { name: /Who receives it/ })).not.toBeInTheDocument();
    await fillContent(person, dialog);
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({
      message_type: 'ORDER_OWNER',
      order_id: orderId,
      product_ids: [],
    });
  });

  it('explains why an unverified account cannot write, without opening the form', async () => {
    fakeApi({});
    const queryClient = createQueryClient({ onAuthError: () => {} });
    queryClient.setQueryData(currentUserQueryKey, { ...user, is_email_verified: false });
    queryClient.setQueryData(accountKeys.detail(user.account_id), buildAccount({ is_verified: false }));
    const onOpen = vi.fn();
    renderWithProviders(<ComposeMessageButton onOpen={onOpen}>Compose message</ComposeMessageButton>, {
      queryClient,
    });
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Compose message' }));
    const why = await screen.findByRole('dialog', { name: 'Messages are not available yet' });
    expect(why).toHaveTextContent('Confirm your email address with the link we sent to ada@example.com.');
    expect(within(why).getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows the same explanation in place of the form when opened another way', async () => {
    setup({}, { isVerified: false });
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(await within(dialog).findByTestId('messaging-blocked')).toHaveTextContent('Messages are not available yet');
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
