import type { TPublicEvent } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { activateTestLocale } from '../../../test/locale';
import { EVENT_ID, PRICE_ID, publicEvent } from '../../../test/public-event';
import { renderWithProviders } from '../../../test/render';
import { ProductPicker } from './product-picker';

const REGULAR_ID = '66666666-6666-4666-8666-666666666666';
const JOIN_PATH = `/api/public/events/${EVENT_ID}/waitlist`;
const base = publicEvent();
const category = base.product_categories[0]!;
const ticket = category.products[0]!;
const earlyBird = { ...ticket.prices[0]!, label: 'Early bird', is_sold_out: true, quantity_remaining: 0 };

function soldOutEvent(overrides: { waitlist_enabled?: boolean; waiting_count?: number | null } = {}): TPublicEvent {
  const waiting = overrides.waiting_count === undefined ? 12 : overrides.waiting_count;
  return publicEvent({
    product_categories: [
      {
        ...category,
        products: [
          {
            ...ticket,
            title: 'Front row',
            type: 'TIERED',
            max_per_order: 4,
            is_sold_out: true,
            quantity_remaining: 0,
            waitlist_enabled: overrides.waitlist_enabled ?? true,
            prices: [
              { ...earlyBird, waiting_count: waiting },
              { ...earlyBird, id: REGULAR_ID, label: 'Regular', price: 3500, waiting_count: waiting },
            ],
          },
        ],
      },
    ],
  });
}

function renderPicker(event = soldOutEvent(), onAvailabilityChanged = vi.fn()) {
  renderWithProviders(
    <ProductPicker
      event={event}
      selection={{}}
      onChange={() => {}}
      conflictFor={() => null}
      problemFor={() => null}
      onAvailabilityChanged={onAvailabilityChanged}
    />,
  );
  return { onAvailabilityChanged };
}

async function openForm(person: ReturnType<typeof userEvent.setup>) {
  await person.click(await screen.findByRole('button', { name: 'Join the waiting list for Front row – Early bird' }));
  const form = await screen.findByRole('dialog', { name: 'Join the waiting list for Front row – Early bird' });
  // The dialog takes the focus on its first field.
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveFocus());
  return form;
}

async function fillForm(person: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await person.type(within(form).getByRole('textbox', { name: /First name/ }), 'Robin');
  await person.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Waiter');
  await person.type(within(form).getByRole('textbox', { name: /Email/ }), 'robin@example.com');
}

describe('joining the waiting list of a sold-out ticket (issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers it under each sold-out tier of a product keeping a list, with how many wait', async () => {
    renderPicker();
    expect(await screen.findAllByRole('button', { name: /^Join the waiting list for/ })).toHaveLength(2);
    expect(screen.getAllByTestId('waiting-count')[0]).toHaveTextContent('12 people waiting');
  });

  it('offers nothing when the product keeps no list, and no count when the organizer hides it', async () => {
    renderPicker(soldOutEvent({ waitlist_enabled: false }));
    expect(screen.queryByRole('button', { name: /Join the waiting list/ })).not.toBeInTheDocument();
    renderPicker(soldOutEvent({ waiting_count: null }));
    expect(await screen.findAllByRole('button', { name: /Join the waiting list/ })).toHaveLength(2);
    expect(screen.queryByTestId('waiting-count')).not.toBeInTheDocument();
  });

  it('sends the person, the quantity, the other tiers they would take and their language; then shows their place', async () => {
    const person = userEvent.setup();
    const api = fakeApi({
      [`POST ${JOIN_PATH}`]: () =>
        json(201, { data: { id: 'w1', status: 'WAITING', position: 13, quantity: 3, lottery_until: null } }),
    });
    renderPicker();
    const form = await openForm(person);
    // What the email is for, in place of a consent box (decision 163).
    expect(
      within(form).getByText(
        'We use your email only for this waiting list, and every email we send has a link to leave it.',
      ),
    ).toBeInTheDocument();
    await fillForm(person, form);
    // From the product's minimum (1) to its maximum per order (4).
    await person.click(within(form).getByRole('button', { name: 'One more Front row – Early bird' }));
    await person.click(within(form).getByRole('button', { name: 'One more Front row – Early bird' }));
    expect(within(form).getByRole('spinbutton', { name: 'Number of tickets' })).toHaveValue('3');
    const alternatives = within(form).getByRole('group', { name: 'I would also take' });
    await person.click(within(alternatives).getByRole('checkbox', { name: 'Regular' }));
    expect(within(alternatives).getByRole('checkbox', { name: 'Regular' })).toBeChecked();
    await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));

    const joined = await screen.findByTestId('waitlist-joined');
    expect(api.callsTo('POST', JOIN_PATH)[0]!.body).toEqual({
      product_price_id: PRICE_ID,
      first_name: 'Robin',
      last_name: 'Waiter',
      email: 'robin@example.com',
      quantity: 3,
      alternative_price_ids: [REGULAR_ID],
      locale: 'en',
    });
    expect(joined).toHaveTextContent('You are number 13 in line.');
    expect(joined).toHaveTextContent('We emailed robin@example.com a link to see your place or leave the list.');
    await waitFor(() => expect(joined).toHaveFocus());

    // Closing gives the focus back to the button that opened it.
    await person.click(within(joined).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Join the waiting list for Front row – Early bird' });
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    // Remembered on this browser, beside the button.
    expect(within(screen.getAllByTestId('waitlist-join')[0]!).getByText('You are on the waiting list')).toBeVisible();
  });

  it('says a lottery decides the place, at its time in the event’s zone', async () => {
    const person = userEvent.setup();
    fakeApi({
      [`POST ${JOIN_PATH}`]: () =>
        json(201, {
          data: { id: 'w1', status: 'WAITING', position: null, quantity: 1, lottery_until: '2031-05-01T10:00:00.000Z' },
        }),
    });
    renderPicker();
    const form = await openForm(person);
    await fillForm(person, form);
    await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));
    const joined = await screen.findByTestId('waitlist-joined');
    // 10:00 UTC is noon in Berlin (the event's zone) in May.
    expect(joined).toHaveTextContent(
      /A lottery decides the place in line of everyone who joins before .*12:00.*GMT\+2/,
    );
    expect(joined).not.toHaveTextContent('in line.');
  });

  it('checks the fields before sending, and puts the server’s field errors on their fields', async () => {
    const person = userEvent.setup();
    const api = fakeApi({
      [`POST ${JOIN_PATH}`]: () =>
        json(422, {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { email: ['This address cannot receive email.'], quantity: ['At most 2 tickets per order.'] },
          error_codes: {
            email: [{ code: 'invalid_email' }],
            quantity: [{ code: 'above_max_per_order', params: { max: 2 } }],
          },
        }),
    });
    renderPicker();
    const form = await openForm(person);
    await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));
    const firstName = within(form).getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('POST', JOIN_PATH)).toHaveLength(0);

    await fillForm(person, form);
    await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This address cannot receive email.');
    await waitFor(() => expect(email).toHaveFocus());
    const quantity = within(form).getByRole('spinbutton', { name: 'Number of tickets' });
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('At most 2 tickets per order.');
    expect(within(form).queryByTestId('waitlist-join-refusal')).not.toBeInTheDocument();
  });

  it('says why the server refused, in the reader’s language, by its code', async () => {
    const restoreLocale = activateTestLocale('de');
    try {
      const person = userEvent.setup();
      fakeApi({
        [`POST ${JOIN_PATH}`]: () =>
          json(409, { message: 'The server’s own English sentence.', code: 'waitlist_already_joined', errors: {} }),
      });
      renderPicker();
      const form = await openForm(person);
      await fillForm(person, form);
      await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));
      const refusal = await within(form).findByRole('alert');
      // The test catalogue is empty: the code's text shows in its English source, never the server's sentence.
      expect(refusal).toHaveTextContent('This email address is already on the waiting list for this ticket.');
      expect(refusal).not.toHaveTextContent('English sentence');
      expect(screen.queryByTestId('waitlist-joined')).not.toBeInTheDocument();
    } finally {
      restoreLocale();
    }
  });

  it('leads back to the tickets when they turned out to be free', async () => {
    const person = userEvent.setup();
    fakeApi({
      [`POST ${JOIN_PATH}`]: () =>
        json(409, { message: 'Tickets are available: you can buy them now.', code: 'waitlist_not_needed', errors: {} }),
    });
    const { onAvailabilityChanged } = renderPicker();
    const form = await openForm(person);
    await fillForm(person, form);
    await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tickets are available: you can buy them now.');
    await person.click(within(form).getByRole('button', { name: 'Show the available tickets' }));
    expect(onAvailabilityChanged).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape, giving the focus back', async () => {
    const person = userEvent.setup();
    renderPicker();
    await openForm(person);
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Join the waiting list for Front row – Early bird' })).toHaveFocus(),
    );
  });

  describe('in a frame (the widget)', () => {
    beforeEach(() => {
      // A dialog would centre on the frame, whose height follows its content: the form opens under the price.
      Object.defineProperty(window, 'parent', { value: {}, configurable: true });
    });
    afterEach(() => {
      Object.defineProperty(window, 'parent', { value: window, configurable: true });
    });

    it('opens the form in a panel under the price, which Escape closes', async () => {
      const person = userEvent.setup();
      const api = fakeApi({
        [`POST ${JOIN_PATH}`]: () =>
          json(201, { data: { id: 'w1', status: 'WAITING', position: 2, quantity: 1, lottery_until: null } }),
      });
      renderPicker();
      const opener = await screen.findByRole('button', { name: 'Join the waiting list for Front row – Early bird' });
      expect(opener).toHaveAttribute('aria-expanded', 'false');
      await person.click(opener);
      const form = await screen.findByRole('form', { name: 'Join the waiting list for Front row – Early bird' });
      expect(opener).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(opener.getAttribute('aria-controls')!)).toContainElement(form);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveFocus());
      await fillForm(person, form);
      await person.click(within(form).getByRole('button', { name: 'Join the waiting list' }));
      expect(await screen.findByTestId('waitlist-joined')).toHaveTextContent('You are number 2 in line.');
      expect(api.callsTo('POST', JOIN_PATH)).toHaveLength(1);
      await person.keyboard('{Escape}');
      expect(screen.queryByTestId('waitlist-joined')).not.toBeInTheDocument();
      await waitFor(() => expect(opener).toHaveFocus());
    });
  });
});
