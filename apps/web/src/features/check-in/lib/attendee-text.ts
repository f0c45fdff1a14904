import type { TCheckInAttendee } from '@marquee/core';
import { formatInZone, utcIsoToZoned } from '../../../lib/zoned-time';

/** "Ada Lovelace", or the ticket's reference ("…K3F9QZ", the end of its code) when the ticket carries no name. */
export function attendeeName(attendee: Pick<TCheckInAttendee, 'first_name' | 'last_name' | 'reference'>) {
  const name = [attendee.first_name, attendee.last_name].filter(Boolean).join(' ').trim();
  return name || ticketReference(attendee);
}

/** The ticket's reference as printed at the end of its code: "…K3F9QZ". */
export function ticketReference(attendee: Pick<TCheckInAttendee, 'reference'>): string {
  return `…${attendee.reference}`;
}

/** "General admission · Balcony": the ticket and, for a tiered one, its tier. */
export function ticketLabel(attendee: Pick<TCheckInAttendee, 'product_title' | 'price_label'>): string {
  return attendee.price_label ? `${attendee.product_title} · ${attendee.price_label}` : attendee.product_title;
}

/** Whether the door must ask about payment: the attendee or their order is still awaiting an offline payment. */
export function isAwaitingPayment(attendee: Pick<TCheckInAttendee, 'status' | 'order_status'>): boolean {
  return attendee.status === 'AWAITING_PAYMENT' || attendee.order_status === 'AWAITING_OFFLINE_PAYMENT';
}

/**
 * When a check-in happened, as the door reads it in the event's time zone: "19:02" the same day,
 * "12 Mar 2026, 19:02" otherwise.
 */
export function checkInTimeText(iso: string, options: { timeZone: string; locale: string; now?: Date }): string {
  const { timeZone, locale, now = new Date() } = options;
  const isSameDay =
    utcIsoToZoned(iso, timeZone).slice(0, 10) === utcIsoToZoned(now.toISOString(), timeZone).slice(0, 10);
  return isSameDay
    ? formatInZone(iso, { locale, timeZone, hour: '2-digit', minute: '2-digit' })
    : formatInZone(iso, { locale, timeZone, dateStyle: 'medium', timeStyle: 'short' });
}
