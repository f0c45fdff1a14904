import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  standingId,
} from '../../../test/check-in-lists';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CheckInListModal } from './check-in-list-modal';

const event = { id: eventId, timezone: 'Europe/Berlin' };
type THandler = Parameters<typeof fakeApi>[0][string];

function setup(products: Parameters<typeof catalogue>[0], handlers: Record<string, THandler> = {}) {
  const api = fakeApi({ [`GET ${categoriesPath}`]: () => json(200, catalogue(products)), ...handlers });
  const onCreated = vi.fn();
  const onClose = vi.fn();
  return { api, onCreated, onClose };
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const ticketsInput = () => screen.getByRole('combobox', { name: /^Tickets/ });
/** The tickets shown as chosen (the multi-select's pills). */
const chosenTickets = () =>
  Array.from(document.querySelectorAll('.mantine-MultiSelect-pill'), (pill) => pill.textContent);

describe('CheckInListModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("covers the event's only ticket by itself and sends the window in UTC", async () => {
    const { api, onCreated, onClose } = setup([standing, shirt], {
      [`POST ${listsPath}`]: ({ body }) => json(201, { data: buildCheckInList(body as object) }),
    });
    renderWithProviders(<CheckInListModal event={event} editing="new" onClose={onClose} onCreated={onCreated} />);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Main entrance');
    // The only ticket is chosen already; the T-shirt is not a ticket and is not offered.
    expect(chosenTickets()).toEqual(['Standing']);
    await user.type(screen.getByRole('textbox', { name: /^Note for staff/ }), 'Bags are checked at the door.');
    fireEvent.change(screen.getByLabelText(/^Activates at/), { target: { value: '2030-06-01T18:00' } });
    fireEvent.change(screen.getByLabelText(/^Expires at/), { target: { value: '2030-06-02T02:00' } });
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    await waitFor(() => expect(api.callsTo('POST', listsPath)).toHaveLength(1));
    expect(api.callsTo('POST', listsPath)[0]?.body).toEqual({
      name: 'Main entrance',
      description: 'Bags are checked at the door.',
      product_ids: [standingId],
      activates_at: '2030-06-01T16:00:00.000Z',
      expires_at: '2030-06-02T00:00:00.000Z',
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Main entrance' })));
  });

  it('checks the fields before sending: a name, a ticket, and an expiry after the activation', async () => {
    const { api, onCreated, onClose } = setup([standing, seated, shirt]);
    renderWithProviders(<CheckInListModal event={event} editing="new" onClose={onClose} onCreated={onCreated} />);
    const user = userEvent.setup();

    await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.change(screen.getByLabelText(/^Activates at/), { target: { value: '2030-06-01T18:00' } });
    fireEvent.change(screen.getByLabelText(/^Expires at/), { target: { value: '2030-06-01T17:00' } });
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one ticket.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time after the list activates.')).toBeInTheDocument();
    expect(api.callsTo('POST', listsPath)).toHaveLength(0);

    // With several tickets none is chosen for the organizer; the T-shirt is not offered.
    expect(chosenTickets()).toEqual([]);
    await user.click(ticketsInput());
    expect(await screen.findByRole('option', { name: 'Seated' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'T-shirt' })).not.toBeInTheDocument();
  });

  it("shows the server's field errors on the fields and keeps what was typed", async () => {
    const { api, onCreated, onClose } = setup([standing], {
      [`POST ${listsPath}`]: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: {
            name: ['Another check-in list of this event has this name.'],
            'product_ids.0': ['This ticket is not part of the event.'],
          },
        }),
    });
    renderWithProviders(<CheckInListModal event={event} editing="new" onClose={onClose} onCreated={onCreated} />);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Main entrance');
    await user.type(screen.getByRole('textbox', { name: /^Note for staff/ }), 'Side door after 22:00.');
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByText('Another check-in list of this event has this name.')).toBeInTheDocument();
    expect(screen.getByText('This ticket is not part of the event.')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveValue('Main entrance');
    expect(screen.getByRole('textbox', { name: /^Note for staff/ })).toHaveValue('Side door after 22:00.');
    expect(api.callsTo('POST', listsPath)).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a list with the whole body, a cleared expiry going out as null', async () => {
    const list = buildCheckInList({
      name: 'Day 1',
      description: 'Wristbands',
      activates_at: '2030-06-01T16:00:00.000Z',
      expires_at: '2030-06-02T00:00:00.000Z',
    });
    const path = `${listsPath}/${list.id}`;
    const { api, onCreated, onClose } = setup([standing, seated], {
      [`PUT ${path}`]: ({ body }) => json(200, { data: { ...list, ...(body as object) } }),
    });
    renderWithProviders(<CheckInListModal event={event} editing={list} onClose={onClose} onCreated={onCreated} />);
    const user = userEvent.setup();

    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Day 1');
    expect(screen.getByLabelText(/^Activates at/)).toHaveValue('2030-06-01T18:00');
    expect(screen.getByLabelText(/^Expires at/)).toHaveValue('2030-06-02T02:00');
    await user.clear(nameInput());
    await user.type(nameInput(), 'Day 1 (Friday)');
    fireEvent.change(screen.getByLabelText(/^Expires at/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT', path)).toHaveLength(1));
    expect(api.callsTo('PUT', path)[0]?.body).toEqual({
      name: 'Day 1 (Friday)',
      description: 'Wristbands',
      product_ids: [standingId],
      activates_at: '2030-06-01T16:00:00.000Z',
      expires_at: null,
    });
    expect(await screen.findByText('Day 1 (Friday) saved.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('sends the organizer to create a ticket first when the event has none', async () => {
    const { onCreated, onClose } = setup([shirt]);
    renderWithProviders(<CheckInListModal event={event} editing="new" onClose={onClose} onCreated={onCreated} />);

    expect(await screen.findByTestId('check-in-list-no-tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a ticket' })).toHaveAttribute(
      'href',
      `/manage/event/${eventId}/products#create-product`,
    );
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
  });
});
