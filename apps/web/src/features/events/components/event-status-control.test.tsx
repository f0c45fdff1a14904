import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildEvent, buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { EventStatusControl, goLiveFixLink } from './event-status-control';

const event = buildEvent();
const statusPath = `/api/events/${event.id}/status`;

function renderControl() {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser());
  return renderWithProviders(<EventStatusControl event={event} />, { queryClient });
}

async function choose(option: string, confirmLabel = option) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Event status: Draft. Change status' }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(option) }));
  const dialog = await screen.findByRole('dialog', { name: `${option}?` });
  await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
}

describe('EventStatusControl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the changes allowed from the current status', async () => {
    fakeApi({});
    renderControl();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Event status: Draft. Change status' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Publish'),
      expect.stringContaining('Archive'),
    ]);
  });

  it("lists the server's reasons when the event cannot go live, with a way to fix each", async () => {
    const api = fakeApi({
      [`PUT ${statusPath}`]: () =>
        json(409, {
          message: 'This event cannot go live yet.',
          errors: {
            status: [
              'Add at least one ticket or product before going live.',
              'Choose how buyers pay: paid products need a payment method.',
            ],
          },
        }),
    });
    renderControl();

    await choose('Publish');

    const dialog = await screen.findByRole('dialog', { name: "This event can't go live yet" });
    expect(api.callsTo('PUT', statusPath)[0]?.body).toEqual({ status: 'LIVE' });
    expect(within(dialog).getByText('Add at least one ticket or product before going live.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add tickets' })).toHaveAttribute(
      'href',
      `/manage/event/${event.id}/products`,
    );
    expect(within(dialog).getByRole('link', { name: 'Choose payment methods' })).toHaveAttribute(
      'href',
      `/manage/event/${event.id}/settings#payment`,
    );
  });

  it('celebrates a publication with the link to share', async () => {
    fakeApi({ [`PUT ${statusPath}`]: () => json(200, { data: { ...event, status: 'LIVE' } }) });
    renderControl();

    await choose('Publish');

    const dialog = await screen.findByRole('dialog', { name: "You're live!" });
    expect(within(dialog).getByDisplayValue(event.public_url)).toBeInTheDocument();
  });

  it('archives after a confirmation and says so', async () => {
    const api = fakeApi({ [`PUT ${statusPath}`]: () => json(200, { data: { ...event, status: 'ARCHIVED' } }) });
    renderControl();

    await choose('Archive', 'Archive event');

    await waitFor(() => expect(api.callsTo('PUT', statusPath)[0]?.body).toEqual({ status: 'ARCHIVED' }));
    expect(await screen.findByText('“Late jazz session” is archived.')).toBeInTheDocument();
  });
});

describe('goLiveFixLink', () => {
  it('leaves problems it does not recognise without a link', () => {
    expect(goLiveFixLink('Something new.', event)).toBeNull();
    expect(goLiveFixLink('The event has already ended. Change its dates first.', event)?.to).toBe(
      `/manage/event/${event.id}/settings#details`,
    );
  });
});
