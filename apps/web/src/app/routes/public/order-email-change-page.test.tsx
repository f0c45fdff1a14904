import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { EVENT_ID } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { ConfirmComponent, UndoComponent } from './order-email-change-page';

const TOKEN = 'Zk3v_-Qe9wX1mN0pL8sT2yB6cD4fG7hJ5kR3uV1wY9a';
const API = (action: string) => `/api/public/order-email-changes/${TOKEN}/${action}`;

const renderPage = (action: 'confirm' | 'undo') =>
  renderRoutes(
    [
      { path: '/order-email/:token/confirm', Component: ConfirmComponent },
      { path: '/order-email/:token/undo', Component: UndoComponent },
      { path: '/checkout/:eventId/:shortId/summary', element: <p>summary page</p> },
    ],
    { initialPath: `/order-email/${TOKEN}/${action}` },
  );

describe('the links of an order email change (decision 137)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms only when the button is pressed, then leads to the order under its new link', async () => {
    const person = userEvent.setup();
    const api = fakeApi({
      [`POST ${API('confirm')}`]: () =>
        json(200, {
          data: { status: 'CONFIRMED', event_id: EVENT_ID, order_short_id: 'o_new456', email: 'robin.new@example.com' },
        }),
    });
    renderPage('confirm');
    await screen.findByRole('heading', { name: 'Confirm your email address' });
    // Opening the link (as a mail scanner does) changes nothing.
    expect(api.callsTo('POST', API('confirm'))).toHaveLength(0);
    await person.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByTestId('email-change-result')).toHaveTextContent(
      'Done: the order now uses robin.new@example.com.',
    );
    await person.click(screen.getByRole('link', { name: 'View the order' }));
    expect(await screen.findByText('summary page')).toBeInTheDocument();
  });

  it('says why a link no longer works', async () => {
    const person = userEvent.setup();
    fakeApi({
      [`POST ${API('confirm')}`]: () =>
        json(404, {
          message: 'This link is no longer valid. If you still want the change, ask again from the order page.',
          errors: {},
        }),
    });
    renderPage('confirm');
    await person.click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByTestId('email-change-error')).toHaveTextContent('This link is no longer valid.');
    expect(screen.getByRole('button', { name: 'Confirm this address' })).toBeDisabled();
  });

  it('cancels a pending change, or says the order came back', async () => {
    const person = userEvent.setup();
    let status = 'CANCELLED';
    fakeApi({
      [`POST ${API('undo')}`]: () =>
        json(200, { data: { status, event_id: EVENT_ID, order_short_id: 'o_abc123', email: 'robin@example.com' } }),
    });
    const first = renderPage('undo');
    await person.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByTestId('email-change-result')).toHaveTextContent(
      'The change was cancelled: the order stays with robin@example.com.',
    );
    first.unmount();
    status = 'UNDONE';
    renderPage('undo');
    await person.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByTestId('email-change-result')).toHaveTextContent(
      'The order is back with robin@example.com.',
    );
  });
});
