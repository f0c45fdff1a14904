import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMessage } from '@marquee/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import { buildEvent, fakeApi, json, listMeta } from '../../../test/fake-api';
import {
  accountPath,
  buildAccount,
  buildMessage,
  buildRecipient,
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
import { MessagesInbox } from './messages-inbox';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const event = buildEvent({ id: eventId, timezone: 'Europe/Berlin' });
type THandler = Parameters<typeof fakeApi>[0][string];

function page(items: TMessage[], meta: Record<string, unknown> = {}) {
  return json(200, { data: items, meta: listMeta(items.length, meta) });
}

function setup(handlers: Record<string, THandler>, initialPath = `/manage/event/${eventId}/messages`) {
  const api = fakeApi({
    [`GET ${categoriesPath}`]: () => json(200, catalogue()),
    [`GET ${accountPath}`]: () => json(200, { data: buildAccount() }),
    ...handlers,
  });
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  queryClient.setQueryData(currentUserQueryKey, user);
  const view = renderWithProviders(<MessagesInbox event={event} />, { queryClient, initialPath });
  return { api, user: userEvent.setup(), router: view.router };
}

const inBerlin = (iso: string) =>
  `${formatInZone(iso, { locale: 'en', timeZone: 'Europe/Berlin' })} ${zoneAbbreviation('Europe/Berlin', iso)}`;

describe('MessagesInbox', () => {
  const wideScreen = vi.mocked(window.matchMedia).getMockImplementation();
  afterEach(() => {
    vi.unstubAllGlobals();
    if (wideScreen) vi.mocked(window.matchMedia).mockImplementation(wideScreen);
  });

  it('lists the messages and shows the one chosen, with its sender, time, audience, counts and body', async () => {
    const sent = buildMessage({ id: messageId(1), subject: 'Doors open at 7' });
    const scheduled = buildMessage({
      id: messageId(2),
      subject: 'Parking tips',
      status: 'SCHEDULED',
      message_type: 'TICKET_HOLDERS',
      product_ids: [standingId],
      scheduled_at: '2030-05-31T17:00:00.000Z',
      sent_at: null,
      recipient_count: 0,
      sent_count: 0,
      failed_count: 0,
    });
    const { router, user: person } = setup({
      [`GET ${messagesPath}`]: () => page([scheduled, sent]),
      [`GET ${messagesPath}/${sent.id}`]: () => json(200, { data: sent }),
    });

    const list = await screen.findByRole('listbox', { name: 'Messages' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Parking tips');
    expect(options[0]).toHaveTextContent('Scheduled');
    expect(options[0]).toHaveTextContent('Holders of Standing');
    expect(options[1]).toHaveTextContent('Sent');
    expect(options[1]).toHaveTextContent('All attendees');
    expect(screen.getByText('Choose a message to read it.')).toBeInTheDocument();

    await person.click(options[1]!);
    expect(router.state.location.search).toBe(`?message=${sent.id}`);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    const preview = screen.getByTestId('message-preview');
    expect(within(preview).getByRole('heading', { name: 'Doors open at 7' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Ada Lovelace');
    expect(preview).toHaveTextContent(inBerlin(sent.sent_at!));
    expect(within(preview).getByTestId('message-counts')).toHaveTextContent('12 of 14 sent, 2 failed');
    expect(within(preview).getByTestId('message-body').innerHTML).toBe('<p>See you <strong>tonight</strong>.</p>');
    // Settled messages cannot be cancelled.
    expect(within(preview).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('opens the message named in the URL, as after a reload', async () => {
    const other = buildMessage({ id: messageId(3), subject: 'Older news' });
    const wanted = buildMessage({ id: messageId(4), subject: 'Not on this page' });
    setup(
      {
        [`GET ${messagesPath}`]: () => page([other]),
        [`GET ${messagesPath}/${wanted.id}`]: () => json(200, { data: wanted }),
      },
      `/manage/event/${eventId}/messages?message=${wanted.id}`,
    );

    const preview = await screen.findByTestId('message-preview');
    expect(await within(preview).findByRole('heading', { name: 'Not on this page' })).toBeInTheDocument();
  });

  it('moves the selection with the arrow keys', async () => {
    const messages = [1, 2, 3].map((index) => buildMessage({ id: messageId(10 + index), subject: `News ${index}` }));
    const { router } = setup({
      [`GET ${messagesPath}`]: () => page(messages),
      ...Object.fromEntries(
        messages.map((message) => [`GET ${messagesPath}/${message.id}`, () => json(200, { data: message })]),
      ),
    });

    const list = await screen.findByRole('listbox', { name: 'Messages' });
    const options = within(list).getAllByRole('option');
    // Only one option is in the tab order: the first until one is chosen.
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(router.state.location.search).toBe(`?message=${messages[0]!.id}`));
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(router.state.location.search).toBe(`?message=${messages[1]!.id}`));
    expect(options[1]).toHaveFocus();
    fireEvent.keyDown(options[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(options[2]!, { key: 'ArrowUp' });
    await waitFor(() => expect(router.state.location.search).toBe(`?message=${messages[1]!.id}`));
    expect(await screen.findByRole('heading', { name: 'News 2' })).toBeInTheDocument();
  });

  it('searches by subject after typing stops and filters by status', async () => {
    const { api, user: person } = setup({
      [`GET ${messagesPath}`]: ({ url }) =>
        url.searchParams.get('query') ? page([]) : page([buildMessage({ id: messageId(20) })]),
    });

    await screen.findByRole('listbox', { name: 'Messages' });
    const first = api.callsTo('GET', messagesPath)[0]!.url.searchParams;
    expect(first.get('sort_by')).toBe('created_at');
    expect(first.get('sort_direction')).toBe('desc');

    await person.type(screen.getByRole('textbox', { name: 'Search messages' }), 'parking');
    expect(await screen.findByText('No message matches this search.')).toBeInTheDocument();
    expect(api.callsTo('GET', messagesPath).at(-1)?.url.searchParams.get('query')).toBe('parking');

    await person.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await person.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(api.callsTo('GET', messagesPath).at(-1)?.url.searchParams.get('filter_fields[status][eq]')).toBe('FAILED'),
    );
  });

  it('lists the recipients of a message with their status and errors, filtered by status', async () => {
    const message = buildMessage({ id: messageId(30) });
    const recipientsPath = `${messagesPath}/${message.id}/recipients`;
    const { api, user: person } = setup(
      {
        [`GET ${messagesPath}`]: () => page([message]),
        [`GET ${messagesPath}/${message.id}`]: () => json(200, { data: message }),
        [`GET ${recipientsPath}`]: ({ url }) => {
          const failed = buildRecipient({
            email: 'bounce@example.com',
            name: null,
            status: 'FAILED',
            error: '550 Mailbox unavailable',
            sent_at: null,
          });
          const rows =
            url.searchParams.get('filter_fields[status][eq]') === 'FAILED' ? [failed] : [buildRecipient(), failed];
          return json(200, { data: rows, meta: listMeta(rows.length, { per_page: 10 }) });
        },
      },
      `/manage/event/${eventId}/messages?message=${message.id}`,
    );

    await person.click(await screen.findByRole('button', { name: 'All attendees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recipients' });
    const table = await within(dialog).findByTestId('message-recipients');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Grace Hopper');
    expect(table).toHaveTextContent('grace@example.com');
    expect(table).toHaveTextContent('Delivered');
    expect(table).toHaveTextContent('550 Mailbox unavailable');

    await person.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await person.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('GET', recipientsPath).at(-1)?.url.searchParams.get('filter_fields[status][eq]')).toBe('FAILED');
  });

  it('cancels a scheduled message once confirmed', async () => {
    const scheduled = buildMessage({
      id: messageId(40),
      subject: 'Parking tips',
      status: 'SCHEDULED',
      scheduled_at: '2030-05-31T17:00:00.000Z',
      sent_at: null,
    });
    let current = scheduled;
    const { api, user: person } = setup(
      {
        [`GET ${messagesPath}`]: () => page([current]),
        [`GET ${messagesPath}/${scheduled.id}`]: () => json(200, { data: current }),
        [`POST ${messagesPath}/${scheduled.id}/cancel`]: () => {
          current = { ...scheduled, status: 'CANCELLED' };
          return json(200, { data: current });
        },
      },
      `/manage/event/${eventId}/messages?message=${scheduled.id}`,
    );

    const preview = await screen.findByTestId('message-preview');
    expect(await within(preview).findByText(inBerlin(scheduled.scheduled_at!))).toBeInTheDocument();
    expect(preview).toHaveTextContent('Goes out');
    await person.click(within(preview).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this message?' });
    await person.click(within(confirm).getByRole('button', { name: 'Cancel message' }));

    expect(await screen.findByText('Message cancelled. It will not be sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${messagesPath}/${scheduled.id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(within(preview).getByTestId('message-status')).toHaveTextContent('Cancelled'));
    expect(within(preview).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says when the message could no longer be cancelled', async () => {
    const scheduled = buildMessage({ id: messageId(41), status: 'SCHEDULED', sent_at: null });
    const { user: person } = setup(
      {
        [`GET ${messagesPath}`]: () => page([scheduled]),
        [`GET ${messagesPath}/${scheduled.id}`]: () => json(200, { data: scheduled }),
        [`POST ${messagesPath}/${scheduled.id}/cancel`]: () =>
          json(409, { message: 'This message is already on its way.', errors: {} }),
      },
      `/manage/event/${eventId}/messages?message=${scheduled.id}`,
    );

    const preview = await screen.findByTestId('message-preview');
    await person.click(await within(preview).findByRole('button', { name: 'Cancel' }));
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this message?' })).getByRole('button', {
        name: 'Cancel message',
      }),
    );
    expect(await screen.findByText('This message is already on its way.')).toBeInTheDocument();
  });

  it('says why a failed message failed', async () => {
    const failed = buildMessage({
      id: messageId(45),
      status: 'FAILED',
      failure_reason: 'It would reach 6,000 people; this account may reach 5,000 per message.',
      sent_count: 0,
      failed_count: 0,
      recipient_count: 0,
    });
    setup(
      {
        [`GET ${messagesPath}`]: () => page([failed]),
        [`GET ${messagesPath}/${failed.id}`]: () => json(200, { data: failed }),
      },
      `/manage/event/${eventId}/messages?message=${failed.id}`,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Why it failed');
    expect(alert).toHaveTextContent('this account may reach 5,000 per message.');
  });

  it('invites to write the first message when there is none', async () => {
    setup({ [`GET ${messagesPath}`]: () => page([]) });

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    // One compose button, in the empty state.
    expect(screen.getAllByRole('button', { name: 'Compose message' })).toHaveLength(1);
  });

  it('selects a message once it is sent from the empty inbox', async () => {
    let messages: TMessage[] = [];
    const { router, user: person } = setup({
      [`GET ${messagesPath}`]: () => page(messages),
      [`GET ${eventPath}`]: () => json(200, { data: event }),
      [`POST ${messagesPath}`]: ({ body }) => {
        const created = buildMessage({
          ...(body as object),
          id: messageId(70),
          status: 'PROCESSING',
          sent_at: null,
        });
        messages = [created];
        return json(201, { data: created });
      },
      [`GET ${messagesPath}/${messageId(70)}`]: () => json(200, { data: messages[0] }),
    });

    await screen.findByText('No messages yet');
    await person.click(screen.getByRole('button', { name: 'Compose message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await person.click(await within(dialog).findByRole('radio', { name: 'All attendees' }));
    await person.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Welcome');
    await person.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello all.');
    await person.click(within(dialog).getByRole('checkbox', { name: /This message is about this event/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message on its way.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?message=${messageId(70)}`));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Welcome/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(screen.getByTestId('message-preview')).getByTestId('message-status')).toHaveTextContent('Sending');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument());
  });

  it('shows a load failure with a retry', async () => {
    let attempts = 0;
    const { user: person } = setup({
      [`GET ${messagesPath}`]: () => {
        attempts += 1;
        return attempts === 1
          ? json(500, { message: 'The server had a problem.', errors: {} })
          : page([buildMessage({ id: messageId(50), subject: 'Back again' })]);
      },
    });

    expect(await screen.findByText("We couldn't load the messages")).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Back again/ })).toBeInTheDocument();
  });

  it('shows the list and the message as two views on a phone', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    const message = buildMessage({ id: messageId(60), subject: 'Doors open at 7' });
    const { router, user: person } = setup({
      [`GET ${messagesPath}`]: () => page([message]),
      [`GET ${messagesPath}/${message.id}`]: () => json(200, { data: message }),
    });

    await person.click(await screen.findByRole('option', { name: /Doors open at 7/ }));
    expect(screen.queryByRole('listbox', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Doors open at 7' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByRole('listbox', { name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
