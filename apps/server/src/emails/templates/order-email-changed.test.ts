import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import type { OrderEmailChangedData } from './order-email-changed';

const data: OrderEmailChangedData = {
  kind: 'ORDER',
  firstName: 'Anna',
  eventTitle: 'Harbour Jazz',
  orderShortId: 'o_abc123',
  newEmailHint: 'n…@example.com',
  organizerName: 'Blue Note',
  contactEmail: 'help@bluenote.example',
};
const render = (overrides: Partial<OrderEmailChangedData> = {}) =>
  renderEmail({
    appName: 'Marquee',
    frontendUrl: 'https://tickets.example.com',
    template: 'order_email_changed',
    locale: 'en',
    data: { ...data, ...overrides },
  });

describe('order_email_changed email', () => {
  it('tells the old address where the order went (masked), that its links stopped, and whom to contact', () => {
    const email = render();
    expect(email.subject).toBe('The email address of your order for Harbour Jazz was changed');
    for (const text of ['n…@example.com', 'o_abc123', 'no longer work', 'Blue Note, at help@bluenote.example'])
      expect(email.text).toContain(text);
  });

  it('speaks of the ticket for a ticket, and of the organizer alone when there is no contact address', () => {
    const email = render({ kind: 'TICKET', contactEmail: null });
    expect(email.subject).toBe('The email address of your ticket for Harbour Jazz was changed');
    expect(email.text).toContain('contact the organizer, Blue Note.');
  });
});
