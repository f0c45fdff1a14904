import {
  checkInListWindow,
  type TCheckIn,
  type TCheckInAttendee,
  type TCheckInList,
  type TDoorCheckIn,
  type TPublicCheckInList,
} from '@marquee/core';
import { toEventSettings } from '../events/events.mapper';
import type { CheckInListRow, EventRow, ListCounts, ListProduct } from './check-in-lists.repository';
import { TICKET_REFERENCE_LENGTH, type DoorAttendeeRow } from './check-ins.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function listFacts(row: CheckInListRow, products: ListProduct[], counts: ListCounts | undefined, now: Date) {
  const window = { activates_at: iso(row.activatesAt), expires_at: iso(row.expiresAt) };
  return {
    short_id: row.shortId,
    name: row.name,
    description: row.description,
    ...window,
    ...checkInListWindow(window, now),
    total_attendees: counts?.total ?? 0,
    checked_in_attendees: counts?.checkedIn ?? 0,
    products: products.map((product) => ({ id: product.productId, title: product.title })),
  };
}

export function toCheckInList(
  row: CheckInListRow,
  products: ListProduct[],
  counts: ListCounts | undefined,
  now = new Date(),
): TCheckInList {
  return {
    id: row.id,
    event_id: row.eventId,
    ...listFacts(row, products, counts, now),
    product_ids: products.map((product) => product.productId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicCheckInList(
  row: CheckInListRow,
  event: EventRow,
  products: ListProduct[],
  counts: ListCounts | undefined,
  now = new Date(),
): TPublicCheckInList {
  return {
    ...listFacts(row, products, counts, now),
    event: {
      id: event.id,
      title: event.title,
      timezone: event.timezone,
      start_date: event.startDate.toISOString(),
      end_date: iso(event.endDate),
      allow_orders_awaiting_offline_payment_to_check_in:
        toEventSettings(event).allow_orders_awaiting_offline_payment_to_check_in,
    },
  };
}

export function toCheckInAttendee(row: DoorAttendeeRow): TCheckInAttendee {
  return {
    id: row.id,
    reference: row.publicId.slice(-TICKET_REFERENCE_LENGTH),
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status,
    product_id: row.productId,
    product_title: row.productTitle,
    price_label: row.priceLabel,
    order_public_id: row.orderPublicId,
    order_status: row.orderStatus,
    check_in:
      row.liveCheckInShortId && row.liveCheckInCreatedAt
        ? { short_id: row.liveCheckInShortId, created_at: row.liveCheckInCreatedAt.toISOString() }
        : null,
  };
}

/** A check-in as the door answers it: with the ticket code only when the caller sent that code (decision 137). */
export function toDoorCheckIn(checkIn: TCheckIn, sentPublicId: string | null): TDoorCheckIn {
  const { attendee_public_id: _code, ...rest } = checkIn;
  return sentPublicId ? { ...rest, attendee_public_id: sentPublicId } : rest;
}
