import { describe, expect, it } from 'vitest';
import { attendeeName, checkInTimeText, isAwaitingPayment, ticketLabel } from './attendee-text';

describe('attendee texts at the door', () => {
  it('names the attendee, falling back to the ticket reference', () => {
    const base = { first_name: null, last_name: null, reference: 'K3F9QZ' };
    expect(attendeeName({ ...base, first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(attendeeName({ ...base, first_name: 'Ada' })).toBe('Ada');
    expect(attendeeName(base)).toBe('…K3F9QZ');
  });

  it('adds the tier to the ticket when it has one', () => {
    expect(ticketLabel({ product_title: 'Seated', price_label: 'Balcony' })).toBe('Seated · Balcony');
    expect(ticketLabel({ product_title: 'Standing', price_label: null })).toBe('Standing');
  });

  it('asks about payment for an unpaid attendee or an order awaiting offline payment', () => {
    expect(isAwaitingPayment({ status: 'AWAITING_PAYMENT', order_status: 'AWAITING_OFFLINE_PAYMENT' })).toBe(true);
    expect(isAwaitingPayment({ status: 'ACTIVE', order_status: 'AWAITING_OFFLINE_PAYMENT' })).toBe(true);
    expect(isAwaitingPayment({ status: 'ACTIVE', order_status: 'COMPLETED' })).toBe(false);
  });

  it('gives the time alone on the same day in the event zone, the date too otherwise', () => {
    const now = new Date('2030-06-01T20:30:00Z');
    const options = { timeZone: 'Europe/Berlin', locale: 'en-GB', now };
    expect(checkInTimeText('2030-06-01T17:02:00Z', options)).toBe('19:02');
    expect(checkInTimeText('2030-05-30T17:02:00Z', options)).toBe('30 May 2030, 19:02');
  });
});
