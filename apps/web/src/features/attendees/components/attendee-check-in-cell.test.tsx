import type { TAttendee } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCheckInList, eventId, seatedId, standingId } from '../../../test/check-in-lists';
import { renderWithProviders } from '../../../test/render';
import { AttendeeCheckInCell, listsOfAttendee } from './attendee-check-in-cell';

const mainEntrance = buildCheckInList({ id: '11111111-1111-4111-8111-111111111111', name: 'Main entrance' });
const vipDoor = buildCheckInList({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'VIP door',
  product_ids: [standingId, seatedId],
});
const seatedOnly = buildCheckInList({ id: '99999999-9999-4999-8999-999999999999', product_ids: [seatedId] });

function attendee(checkIns: TAttendee['check_ins']): TAttendee {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    short_id: 'a_1234567890abc',
    public_id: 'A-ABCDEFG',
    event_id: eventId,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    locale: 'en',
    notes: null,
    status: 'ACTIVE',
    product_id: standingId,
    product_title: 'Standing',
    product_price_id: null,
    price_label: null,
    order_id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    order_short_id: 'o_1234567890abc',
    order_status: 'COMPLETED',
    order_is_manually_created: false,
    check_ins: checkIns,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
  };
}

describe('the attendee check-in cell', () => {
  it("counts only the lists that cover the attendee's ticket", () => {
    expect(listsOfAttendee([mainEntrance, vipDoor, seatedOnly], { product_id: standingId })).toEqual([
      mainEntrance,
      vipDoor,
    ]);
  });

  it('shows n / m and, on click, each list with its check-in time or none', async () => {
    const checkedIn = attendee([
      {
        check_in_list_id: vipDoor.id,
        check_in_list_name: 'VIP door',
        short_id: 'ci_1234567890abc',
        created_at: '2026-01-02T19:02:00.000Z',
      },
    ]);
    renderWithProviders(<AttendeeCheckInCell attendee={checkedIn} lists={[mainEntrance, vipDoor, seatedOnly]} />);
    const button = screen.getByRole('button', { name: 'Check-ins of Ada Lovelace: 1 / 2 lists' });
    expect(button).toHaveTextContent('1 / 2');
    await userEvent.click(button);
    const summary = await screen.findByTestId('attendee-check-in-lists');
    expect(within(summary).getByText('Main entrance')).toBeInTheDocument();
    expect(within(summary).getByText('Not checked in')).toBeInTheDocument();
    expect(within(summary).getByText(/^Checked in /)).toBeInTheDocument();
  });

  it('shows a dash when no list covers the ticket', () => {
    renderWithProviders(<AttendeeCheckInCell attendee={attendee([])} lists={[seatedOnly]} />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
