import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { SAMPLE_APP, templateSamples } from '../template-samples';
import type { OrderEmailChangedData } from './order-email-changed';

const data = templateSamples.order_email_changed;
const render = (overrides: Partial<OrderEmailChangedData> = {}) =>
  renderEmail({
    ...SAMPLE_APP,
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
    // Until when the change can be undone, in the event's time zone (16:00 UTC is 18:00 in Berlin in June).
    expect(email.text).toContain('take the order back until Tuesday, June 8, 2027 at 6:00 PM:');
    expect(email.text).toContain(`Undo the change: ${data.undoUrl}`);
  });

  it('speaks of the ticket for a ticket, and of the organizer alone when there is no contact address', () => {
    const email = render({ kind: 'TICKET', contactEmail: null, undoUrl: null, undoUntil: null });
    expect(email.subject).toBe('The email address of your ticket for Harbour Jazz was changed');
    expect(email.text).toContain('contact the organizer, Blue Note.');
  });
});
