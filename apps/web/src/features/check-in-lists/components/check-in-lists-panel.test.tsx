import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCheckInList,
  catalogue,
  categoriesPath,
  eventId,
  listsPath,
  seated,
  shirt,
  standing,
} from '../../../test/check-in-lists';
import { buildEvent, fakeApi, json, listMeta } from '../../../test/fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { CheckInListsPanel } from './check-in-lists-panel';

const event = buildEvent({ id: eventId, timezone: 'Europe/Berlin' });
type THandler = Parameters<typeof fakeApi>[0][string];

function lists(items: ReturnType<typeof buildCheckInList>[], meta: Record<string, unknown> = {}) {
  return json(200, { data: items, meta: listMeta(items.length, { per_page: 12, ...meta }) });
}

function setup(handlers: Record<string, THandler>) {
  const api = fakeApi({ [`GET ${categoriesPath}`]: () => json(200, catalogue([standing, seated])), ...handlers });
  const queryClient = createQueryClient({ onAuthError: () => {} });
  // A server error is retried with a back-off in the app; here the first failure is the one to show.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  renderWithProviders(<CheckInListsPanel event={event} />, { queryClient });
  return { api, user: userEvent.setup() };
}

describe('CheckInListsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains check-in lists when there are none, and creating one ends on its door link', async () => {
    const created = buildCheckInList({ name: 'Main entrance', short_id: 'cil_New0123456789' });
    const { api, user } = setup({
      [`GET ${listsPath}`]: () => lists([]),
      [`POST ${listsPath}`]: () => json(201, { data: created }),
    });

    expect(await screen.findByText('No check-in lists yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Create check-in list' });
    await user.click(buttons[buttons.length - 1]!);
    const form = await screen.findByRole('dialog', { name: 'Create a check-in list' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Main entrance');
    await user.click(within(form).getByRole('combobox', { name: /^Tickets/ }));
    await user.click(await screen.findByRole('option', { name: 'Seated' }));
    await user.click(within(form).getByRole('button', { name: 'Create list' }));

    const done = await screen.findByRole('dialog', { name: 'Main entrance is ready' });
    const url = `${window.location.origin}/check-in/cil_New0123456789`;
    expect(within(done).getByRole('textbox', { name: 'Check-in link' })).toHaveValue(url);
    expect(within(done).getByRole('link', { name: 'Open check-in page' })).toHaveAttribute('href', url);
    expect(within(done).getByRole('link', { name: 'Open check-in page' })).toHaveAttribute('target', '_blank');
    await user.click(within(done).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(api.callsTo('POST', listsPath)[0]?.body).toMatchObject({ product_ids: [seated.id] });
    expect(screen.queryByRole('dialog', { name: 'Create a check-in list' })).not.toBeInTheDocument();
  });

  it('asks for a ticket first when the event has none', async () => {
    fakeApi({
      [`GET ${categoriesPath}`]: () => json(200, catalogue([shirt])),
      [`GET ${listsPath}`]: () => lists([]),
    });
    renderWithProviders(<CheckInListsPanel event={event} />);

    expect(await screen.findByText('Create a ticket first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a ticket' })).toHaveAttribute(
      'href',
      `/manage/event/${eventId}/products#create-product`,
    );
  });

  it('shows a load failure with a retry that loads the lists', async () => {
    let attempts = 0;
    const { user } = setup({
      [`GET ${listsPath}`]: () => {
        attempts += 1;
        return attempts === 1
          ? json(500, { message: 'The server had a problem.', errors: {} })
          : lists([buildCheckInList()]);
      },
    });

    expect(await screen.findByText("We couldn't load the check-in lists")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('check-in-list-card')).toHaveTextContent('Main entrance');
  });

  it('offers a search once there are many lists, and pages through them', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      buildCheckInList({
        id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
        name: `Gate ${index + 1}`,
      }),
    );
    const { api, user } = setup({
      [`GET ${listsPath}`]: ({ url }) => {
        const query = url.searchParams.get('query');
        if (query)
          return lists(
            many.filter((item) => item.name === 'Gate 3'),
            { total: 1, last_page: 1 },
          );
        return lists(many, { total: 14, last_page: 2 });
      },
    });

    expect(await screen.findAllByTestId('check-in-list-card')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', listsPath).some((call) => call.url.searchParams.get('page') === '2')).toBe(true),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search check-in lists' }), 'Gate 3');
    await waitFor(() => expect(screen.getAllByTestId('check-in-list-card')).toHaveLength(1));
    expect(api.callsTo('GET', listsPath).at(-1)?.url.searchParams.get('query')).toBe('Gate 3');
  });

  it('deletes a list after confirmation and says so', async () => {
    const list = buildCheckInList({ name: 'Side door' });
    const { api, user } = setup({
      [`GET ${listsPath}`]: () => lists([list]),
      [`DELETE ${listsPath}/${list.id}`]: () => new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Actions for Side door' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Side door?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Side door deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${listsPath}/${list.id}`)).toHaveLength(1);
  });
});
