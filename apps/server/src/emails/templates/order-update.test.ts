import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { SAMPLE_APP, templateSamples } from '../template-samples';

const data = templateSamples.order_update;
const render = (kind: 'CANCELLED' | 'REFUNDED', amount: number) =>
  renderEmail({
    ...SAMPLE_APP,
    template: 'order_update',
    locale: 'en',
    data: { ...data, kind, amount },
  });

describe('order_update email', () => {
  it('tells a cancellation, with the refund when there is one', () => {
    const plain = render('CANCELLED', 0);
    expect(plain.subject).toBe('Your order for Harbour Jazz was cancelled');
    expect(plain.text).not.toContain('refunded');
    const refunded = render('CANCELLED', 5000);
    expect(refunded.text).toContain('€50.00 is being refunded');
    expect(refunded.html).toContain(`href="${data.orderUrl}"`);
  });

  it('tells a refund with its amount and the order', () => {
    const email = render('REFUNDED', 1000);
    expect(email.subject).toBe('A refund for your order for Harbour Jazz');
    expect(email.text).toContain('€10.00');
    expect(email.text).toContain('o_abc123');
  });
});
