import { contrastRatio } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';
import type { TemplateData, TemplateName } from './registry';
import { SAMPLE_APP as APP, SAMPLE_EVENT_ID, templateSamples } from './template-samples';

function render<K extends TemplateName>(template: K, data: TemplateData[K], locale = 'en') {
  return renderEmail({ ...APP, template, locale, data });
}

// A title with markup shows the escaping.
const order: TemplateData['order_confirmation'] = {
  ...templateSamples.order_confirmation,
  eventTitle: 'Summer <Jazz>',
};

describe('order_confirmation', () => {
  it('summarises lines, discount, taxes, fees, total, status and the offline instructions', () => {
    const email = render('order_confirmation', order);
    expect(email.subject).toBe('Your order for Summer <Jazz>');
    for (const text of [
      'Order: o_Ab12Cd34',
      'Status: Awaiting payment',
      'Location: Hall 1, Main St 4, 10115 Berlin, DE',
      // Each line before its discount; the parts below add up to the total: 50.00 − 5.00 + 2.00 + 8.94 = 55.94.
      '2 × Standing (Early bird): €50.00',
      '1 × Free entry: €0.00',
      'Subtotal: €50.00',
      'Discount (SUMMER): −€5.00',
      'Booking fee: €2.00',
      'VAT (19%): €8.94',
      'Total: €55.94',
      'awaiting payment',
      'Pay by bank transfer to IBAN DE00 1234',
      // the event's own time zone (18:30 UTC is 20:30 in Berlin in July)
      'Thursday, July 1, 2027 at 8:30',
    ])
      expect(email.text).toContain(text);
    expect(email.html).toContain('Summer &lt;Jazz&gt;');
    expect(email.html).not.toContain('<Jazz>');
    // The instructions are the organizer's rich text: rendered in the HTML, plain in the text, never tags as text.
    expect(email.html).toContain('<strong>IBAN DE00 1234</strong>');
    expect(email.html).not.toMatch(/&lt;\/?(p|strong)&gt;/);
    expect(email.text).not.toMatch(/<\/?(p|strong)>/);
    // No amount is listed twice: one "Taxes" or "Fees" total beside the rates would count them again.
    expect(email.text).not.toMatch(/Taxes:|Fees:/);
  });

  it('links to the order, to each ticket and to the print page', () => {
    const email = render('order_confirmation', order);
    for (const url of [order.orderUrl, order.printUrl!, ...order.tickets!.map((ticket) => ticket.url)]) {
      expect(email.html).toContain(`href="${url}"`);
      expect(email.text).toContain(url);
    }
    expect(email.text).toContain('- Free entry — Ben Cole: https://tickets.example.com/product/');
  });

  it('says completed and leaves out payment text, zero taxes and fees for a free order', () => {
    const email = render('order_confirmation', {
      ...order,
      status: 'COMPLETED',
      promoCode: null,
      orderLines: [order.orderLines[1]!],
    });
    expect(email.text).toContain('Status: Completed');
    expect(email.text).toContain('is confirmed');
    expect(email.text).not.toContain('IBAN');
    expect(email.text).not.toMatch(/VAT|Booking fee|Discount|Subtotal/);
    expect(email.text).toContain('Total: €0.00');
  });

  it('speaks the recipient locale, with local dates and money', () => {
    const email = render('order_confirmation', order, 'de');
    expect(email.text).toContain('Status: Zahlung ausstehend');
    expect(email.text).toContain('55,94');
    expect(email.text).toMatch(/\(19\s%\): 8,94/);
    expect(email.text).toContain('Donnerstag, 1. Juli 2027');
  });
});

describe('attendee_ticket', () => {
  const data = templateSamples.attendee_ticket;

  it('tells the attendee who bought the ticket, and links to it', () => {
    const ticket = data.tickets[1]!;
    const email = render('attendee_ticket', { ...data, isAwaitingPayment: false, tickets: [ticket] });
    expect(email.subject).toBe('Your ticket for Summer Jazz');
    expect(email.text).toContain('Hi Ben,');
    expect(email.text).toContain('Anna Berg got you a ticket for Summer Jazz');
    expect(email.html).toContain(`href="${ticket.url}"`);
    expect(email.text).toContain('calendar');
    expect(email.text).not.toContain('awaiting payment');
  });

  it('lists several tickets and says when payment is awaited', () => {
    const email = render('attendee_ticket', data);
    expect(email.text).toContain('Your tickets');
    expect(email.text).toContain('- Standing (Early bird) — Ben Cole: https://tickets.example.com/product/');
    expect(email.text).toContain('- Free entry — Ben Cole: https://tickets.example.com/product/');
    expect(email.text).toContain('awaiting payment');
  });
});

describe('order_notification', () => {
  it('tells the organizer the buyer, lines, total and links to the orders', () => {
    const email = render('order_notification', templateSamples.order_notification);
    expect(email.subject).toBe('New order o_Ab12Cd34 for Summer Jazz');
    expect(email.text).toContain('Status: Awaiting payment');
    expect(email.text).toContain('Buyer: Anna Berg <anna@example.com>');
    expect(email.text).toContain('2 × Standing (Early bird): €50.00');
    expect(email.text).toContain('Discount (SUMMER): −€5.00');
    expect(email.text).toContain('Total: €55.94');
    expect(email.subject + email.text).toContain('€55.94');
    expect(email.html).toContain(`href="https://tickets.example.com/manage/event/${SAMPLE_EVENT_ID}/orders"`);
    expect(email.html).toContain('Anna Berg &lt;anna@example.com&gt;');
  });
});

describe('order emails queued before the money breakdown', () => {
  it('still list each line’s gross and the total they add up to', () => {
    const legacy = {
      ...order,
      orderLines: undefined,
      lines: [{ name: 'Standing', quantity: 2, totalGross: 5_950 }],
      totalGross: 5_950,
    } as unknown as TemplateData['order_confirmation'];
    const email = render('order_confirmation', legacy);
    expect(email.text).toContain('2 × Standing: €59.50');
    expect(email.text).toContain('Total: €59.50');
  });
});

describe("the event theme's accent in order emails (issue 29)", () => {
  it('fills buttons with the accent, labels them readably, and darkens links that would not read on white', () => {
    const pale = render('order_confirmation', {
      ...order,
      status: 'COMPLETED',
      accentColor: '#ffd166',
    });
    expect(pale.html).toContain('background:#ffd166;');
    expect(pale.html).toMatch(/color:#000000;font-weight:600/);
    const linkColour = /href="https:\/\/tickets\.example\.com[^"]*" style="color:(#[0-9a-f]{6});word-break/.exec(
      pale.html,
    )?.[1];
    expect(linkColour).toBeDefined();
    expect(contrastRatio(linkColour!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Without a theme, the product's own colour.
    expect(render('order_confirmation', { ...order, status: 'COMPLETED' }).html).toContain('background:#4338ca;');
  });
});
