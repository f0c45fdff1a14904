import { WEBHOOK_EVENT_TYPE_GROUPS, type TWebhookEventType } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EventTypePicker } from './event-type-picker';

describe('EventTypePicker', () => {
  it('lists the waiting-list events under their own group, each saying when it is sent', async () => {
    const onChange = vi.fn<(types: TWebhookEventType[]) => void>();
    renderWithProviders(<EventTypePicker value={[]} onChange={onChange} />);

    const group = screen.getByRole('group', { name: 'Waiting list' });
    const waitlistTypes = WEBHOOK_EVENT_TYPE_GROUPS.find((item) => item.resource === 'waitlist')!.types;
    expect(waitlistTypes).toEqual([
      'waitlist.joined',
      'waitlist.offered',
      'waitlist.purchased',
      'waitlist.expired',
      'waitlist.cancelled',
    ]);
    for (const type of waitlistTypes) expect(within(group).getByRole('checkbox', { name: type })).toBeInTheDocument();
    expect(
      within(group).getByText('Tickets are offered to someone on the waiting list and held for them.'),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByTestId('event-type-group-waitlist'));
    expect(onChange).toHaveBeenCalledWith([...waitlistTypes]);
  });
});
