import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { SAMPLE_APP, templateSamples } from '../template-samples';

const data = templateSamples.order_payment_issue;
const render = (kind: 'FAILED' | 'REFUNDED_AFTER_EXPIRY') =>
  renderEmail({
    ...SAMPLE_APP,
    template: 'order_payment_issue',
    locale: 'en',
    data: { ...data, kind },
  });

describe('order_payment_issue email', () => {
  it('tells a declined payment with a way to try again', () => {
    const email = render('FAILED');
    expect(email.subject).toBe('Your payment for Harbour Jazz did not go through');
    expect(email.text).toContain('Try again');
    expect(email.html).toContain(`href="${data.actionUrl}"`);
  });

  it('tells a late payment is refunded in full, with the amount', () => {
    const email = render('REFUNDED_AFTER_EXPIRY');
    expect(email.subject).toBe('Your payment for Harbour Jazz is being refunded');
    expect(email.text).toContain('€50.00');
    expect(email.text).toContain('o_abc123');
  });
});
