/**
 * How a buyer can pay for an order (issue 6 point 5, docs/decisions/046-payments-module.md): one pure
 * rule shared by the server (which refuses the others) and the payment page (which shows only these).
 */
export type TPaymentMethod = 'FREE' | 'OFFLINE' | 'STRIPE';

export function availablePaymentMethods(input: {
  totalGross: number;
  /** The event's `payment_providers` setting. */
  eventProviders: readonly string[];
  /** The instance's Stripe keys are set (decision 032). */
  isStripeConfigured: boolean;
}): TPaymentMethod[] {
  if (input.totalGross <= 0) return ['FREE'];
  const methods: TPaymentMethod[] = [];
  if (input.eventProviders.includes('STRIPE') && input.isStripeConfigured) methods.push('STRIPE');
  if (input.eventProviders.includes('OFFLINE')) methods.push('OFFLINE');
  return methods;
}

/** What the payment_return page makes of the intent status the server reports. */
export type TStripeReturnOutcome = 'PAID' | 'PROCESSING' | 'FAILED' | 'REFUNDED_AFTER_EXPIRY';

export function stripeReturnOutcome(input: {
  intentStatus: string;
  orderStatus: string;
  refundStatus?: string | null;
}): TStripeReturnOutcome {
  if (input.orderStatus === 'COMPLETED') return 'PAID';
  if (input.intentStatus === 'succeeded')
    return input.orderStatus === 'CANCELLED' || input.refundStatus ? 'REFUNDED_AFTER_EXPIRY' : 'PROCESSING';
  if (input.intentStatus === 'processing' || input.intentStatus === 'requires_capture') return 'PROCESSING';
  return 'FAILED';
}
